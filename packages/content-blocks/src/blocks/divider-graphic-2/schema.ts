import { z } from 'zod';
import { spacingSizeSchema } from '../../shared/enums';
import { hexColourSchema } from '../../shared/fields';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const DIVIDER_GRAPHIC_2 = 'divider-graphic-2';
export const dividerGraphic2SchemaId = blockSchemaId(DIVIDER_GRAPHIC_2);

/**
 * Spec 002 §1 "divider text and two divider graphics": the spec names the graphics, not what they draw or their
 * fields. Reading (also in README.md): graphic 2 is a double line, the brand's `{=double=}` underline (§5) drawn
 * across the block; graphic 1 is the wavy line. Both take the same fields.
 */
export const dividerGraphic2Schema = z.object({
  _meta: entryMeta(dividerGraphic2SchemaId),
  /**
   * A CSS hex colour (`#RGB`/`#RRGGBB`). Absent: the brand teal, the colour of the rich-text underlines. The lines
   * are decoration, so no contrast is required of them (WCAG 1.4.11 covers graphics that carry meaning).
   */
  colour: hexColourSchema.optional(),
  /** The space above and below the lines, by the spec's spacing sizes (XXS 6px … XXL 72px). Default Medium. */
  spacingAbove: spacingSizeSchema.default('Medium').describe(DISPLAY_RULES.spacingSizes),
  spacingBelow: spacingSizeSchema.default('Medium').describe(DISPLAY_RULES.spacingSizes),
});

/** What an editor may send (defaults not applied yet). */
export type DividerGraphic2Input = z.input<typeof dividerGraphic2Schema>;
/** A parsed entry: the component's props. */
export type DividerGraphic2Entry = z.output<typeof dividerGraphic2Schema>;
