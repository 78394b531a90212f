/**
 * Zod schemas of the size-fit widget (spec 001 §3 "Size-fit widget: user id and locale code (en_GB, en_US,
 * en_EU)", §7 "Size-fit widget sizeSampling | user id, locale | not shown"): a recommended size for a product
 * from a few answers. The answers and the result are ours (the spec does not show them).
 */
import { SIZE_FIT_HEIGHTS, SIZE_FIT_LOCALES, SIZE_FIT_PREFERENCES } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { idArg, stringArg } from './fields';

export const sizeFitAnswersSchema = z.object({
  /** The size the shopper usually buys, as the product's sizes are labelled (`12`, `M`, `32`). */
  usualSize: idArg(20),
  /** How they like clothes to fit: closer, as usual, or with more room. */
  fit: z.enum(SIZE_FIT_PREFERENCES),
  /** Their height band: picks a length where the product comes in several. */
  height: z.enum(SIZE_FIT_HEIGHTS).optional(),
});
export type SizeFitAnswers = z.infer<typeof sizeFitAnswersSchema>;

export const sizeSamplingArgsSchema = z.object({
  /** The signed-in customer's id, else the browser's anonymous shopper id. */
  userId: idArg(100),
  locale: z.enum(SIZE_FIT_LOCALES),
  productId: z.number().int().positive(),
  /**
   * The colour shown (the catalogue's spelling): a style's fit is kept per colour (spec 000 §3 variant metadata
   * `product_fit`), and so are its sizes on offer. All the product's colours when absent.
   */
  colour: stringArg().trim().min(1, 'is required').max(100).optional(),
  answers: sizeFitAnswersSchema,
});
export type SizeSamplingArgs = z.input<typeof sizeSamplingArgsSchema>;
export type SizeSamplingRequest = z.output<typeof sizeSamplingArgsSchema>;

export const sizeSamplingResultSchema = z.object({
  data: z.object({
    productId: z.number().int(),
    locale: z.enum(SIZE_FIT_LOCALES),
    /** The recommended size: always one of `sizes`. */
    size: z.string(),
    /** A length of the product for the height given, when it comes in several. */
    length: z.string().optional(),
    /** One or two sentences the shopper reads: why this size. */
    reason: z.string(),
    /** The product's sizes, smallest first. */
    sizes: z.array(z.string()),
  }),
});
export type SizeSamplingResult = z.infer<typeof sizeSamplingResultSchema>;
