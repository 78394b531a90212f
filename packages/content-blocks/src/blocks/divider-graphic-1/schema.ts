import { z } from 'zod';
import { spacingSizeSchema } from '../../shared/enums';
import { hexColourSchema } from '../../shared/fields';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const DIVIDER_GRAPHIC_1 = 'divider-graphic-1';
export const dividerGraphic1SchemaId = blockSchemaId(DIVIDER_GRAPHIC_1);

/**
 * Spec 002 §1 "divider text and two divider graphics": the spec names the graphics, not what they draw or their
 * fields. Readings (also in README.md): graphic 1 is a wavy line, the brand's `{~wavy~}` underline (§5) drawn
 * across the block; graphic 2 is the double line of `{=double=}`. Both take the same fields.
 */
export const dividerGraphic1Schema = z.object({
  _meta: entryMeta(dividerGraphic1SchemaId),
  /**
   * A CSS hex colour (`#RGB`/`#RRGGBB`). Absent: the brand teal, the colour of the rich-text underlines. The line
   * is decoration, so no contrast is required of it (WCAG 1.4.11 covers graphics that carry meaning).
   */
  colour: hexColourSchema.optional(),
  /** The space above and below the line, by the spec's spacing sizes (XXS 6px … XXL 72px). Default Medium. */
  spacingAbove: spacingSizeSchema.default('Medium').describe(DISPLAY_RULES.spacingSizes),
  spacingBelow: spacingSizeSchema.default('Medium').describe(DISPLAY_RULES.spacingSizes),
});

/** What an editor may send (defaults not applied yet). */
export type DividerGraphic1Input = z.input<typeof dividerGraphic1Schema>;
/** A parsed entry: the component's props. */
export type DividerGraphic1Entry = z.output<typeof dividerGraphic1Schema>;
