/**
 * Zod schemas of the styling widget (spec 000 §1 "a styling widget", §2 "a styling widget with jump links", §9
 * "Styling customer id hashing"): outfits for a product, each a set of other products of the catalogue to wear or
 * use with it, in colours they come in. Money in major units of the channel's currency.
 */
import { z } from 'zod';
import { stringArg } from './fields';

/** Spec 000 §9: the customer id reaches the styling service only as its SHA-256 hex digest. */
export const STYLING_CUSTOMER_ID_PATTERN = /^[0-9a-f]{64}$/;

/** Reading: a product's outfits are at most 3 (a widget row each); the sandbox builds 1–3. */
export const STYLING_OUTFITS_MAX = 3;

export const stylingOutfitsArgsSchema = z.object({
  productId: z.number().int().positive(),
  /** The colour shown (the catalogue's spelling, `Light Blue`); the product's first colour when absent. */
  colour: stringArg().trim().min(1, 'is required').max(100).optional(),
  /** The signed-in customer's id, hashed (`hashCustomerId` of domain-rules); absent for a guest. */
  customerId: stringArg()
    .regex(STYLING_CUSTOMER_ID_PATTERN, 'must be the SHA-256 hex digest of the customer id')
    .optional(),
});
export type StylingOutfitsArgs = z.input<typeof stylingOutfitsArgsSchema>;
export type StylingOutfitsRequest = z.output<typeof stylingOutfitsArgsSchema>;

/** One product of an outfit, in one of its colours. */
export const stylingProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  /** The price paid (the lower of list and sale price). */
  price: z.number(),
  /** The list price, only when the product is on sale in this colour. */
  original_price: z.number().optional(),
  image: z.string(),
  /**
   * The product page in this colour, `/p/{id}/{slug}/{Colour_With_Underscores}` (spec 000 §2: underscores for
   * spaces), without the market prefix: the storefront localises it as every path it is given.
   */
  url: z.string(),
});
export type StylingProduct = z.infer<typeof stylingProductSchema>;

export const stylingOutfitSchema = z.object({
  /** Stable for the same product, colour and customer: a jump link's target. */
  id: z.string(),
  title: z.string(),
  products: z.array(stylingProductSchema).min(1),
});
export type StylingOutfit = z.infer<typeof stylingOutfitSchema>;

export const stylingOutfitsResultSchema = z.object({
  data: z.object({
    productId: z.number().int(),
    /** The colour the outfits were chosen for. */
    colour: z.string(),
    /** True when a customer id was given and the outfits are that customer's. */
    personalised: z.boolean(),
    outfits: z.array(stylingOutfitSchema).max(STYLING_OUTFITS_MAX),
  }),
});
export type StylingOutfitsResult = z.infer<typeof stylingOutfitsResultSchema>;
