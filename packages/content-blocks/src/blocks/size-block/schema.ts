import { sizeButtonShown } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { hexColourSchema, linkUrlSchema } from '../../shared/fields';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';
import { requiredText } from '../../site/fields';

export const SIZE_BLOCK = 'size-block';
export const sizeBlockSchemaId = blockSchemaId(SIZE_BLOCK);

/** A colour an entry cannot do without: absent or blank fails with `error`, a non-hex colour as any colour does. */
export function requiredColour(error: string) {
  return z.string({ error }).trim().min(1, { error }).pipe(hexColourSchema);
}

/**
 * A size button (spec 002 §3 "callsToAction {buttonText, buttonLink}"): a link drawn as a square. No style in
 * the model. Shown only with text and a link (`sizeButtonShown`); a script link fails the parse.
 */
export const sizeCallToActionSchema = z.object({
  buttonText: z.string().optional(),
  buttonLink: linkUrlSchema.optional(),
});
export type SizeCallToAction = z.output<typeof sizeCallToActionSchema>;

/** Size buttons that must hold at least one shown button (`error` when absent, empty or none complete). */
export function requiredSizeButtons(error: string) {
  return z
    .array(sizeCallToActionSchema, { error })
    .refine((buttons) => buttons.some(sizeButtonShown), { error });
}

/**
 * Spec 002 §3 "Size block": titleText, titleColour, callsToAction {buttonText, buttonLink}, ctaColour, hoverColour,
 * showUnderline, underlineColour. Field names are the content model's, letter for letter. Spec §5 requires "title
 * text, colours, callsToAction, hoverColour"; the readings below are ours (also in README.md).
 */
export const sizeBlockSchema = z.object({
  _meta: entryMeta(sizeBlockSchemaId),
  /** Required (§5). The block's title: an `h2` (the block cannot know the page's outline). */
  titleText: requiredText('The size block needs titleText'),
  /**
   * Required (§5 "colours", read as the title's and the buttons' colours). CSS hex. The block sits on the page
   * (white): a colour under 4.5:1 there is replaced by black.
   */
  titleColour: requiredColour('The size block needs a titleColour'),
  /** Required (§5): at least one size button with text and a link, in the editor's order. */
  callsToAction: requiredSizeButtons(
    'The size block needs callsToAction with buttonText and buttonLink',
  ).describe(DISPLAY_RULES.squareGroup),
  /** Required (§5 "colours"): the buttons' text and edge. Under 4.5:1 on white it is replaced by black. */
  ctaColour: requiredColour('The size block needs a ctaColour'),
  /**
   * Required (§5): a button's fill on hover and keyboard focus; its text then turns black or white, whichever
   * reads on the fill (`inkOn`), and its edge keeps `ctaColour`.
   */
  hoverColour: requiredColour('The size block needs a hoverColour'),
  /** Read as an underline under the title (default off). */
  showUnderline: z.boolean().default(false),
  /** The title's underline colour; absent, the title's colour. Used only with `showUnderline`. */
  underlineColour: hexColourSchema.optional(),
});

/** What an editor may send (defaults not applied yet). */
export type SizeBlockInput = z.input<typeof sizeBlockSchema>;
/** A parsed entry: the component's props. */
export type SizeBlockEntry = z.output<typeof sizeBlockSchema>;
