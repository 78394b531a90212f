import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { linkUrlSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';
import { requiredText } from '../../site/fields';

export const TWO_COLUMN_TILE = 'two-column-tile';
export const twoColumnTileSchemaId = blockSchemaId(TWO_COLUMN_TILE);

/** Optional text as editors type it: trimmed, and blank means absent. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * Spec 002 §1 "two-column row and tile", §2 "Two-column tile: the whole tile is clickable to its href only if the
 * href starts with / and there is at most one call to action". The spec names the tile's `href` and calls to
 * action; the rest is ours, in the spirit of its other tiles (readings also in README.md):
 *
 * - `image` (required: a tile is a picture with words) and `imageAltText`, which falls back to the image's own alt
 *   (spec §5).
 * - `title` is required (it names the tile, and the tile's link when the whole tile is one); `text` is optional
 *   plain text.
 * - `href`: the tile's own link. It is used only when the whole tile is clickable (domain-rules `tileIsClickable`:
 *   it starts with `/`, not `//`, and at most one call to action is shown); otherwise the calls to action are the
 *   tile's links. Script links fail the parse.
 * - `callsToAction`: shown in order, only those with text, link and style; those are the ones the rule counts.
 */
export const twoColumnTileSchema = z.object({
  _meta: entryMeta(twoColumnTileSchemaId),
  image: z.object(imageLinkSchema.shape, { error: 'A tile needs an image' }),
  imageAltText: z.string().trim().optional().describe(DISPLAY_RULES.altText),
  title: requiredText('A tile needs a title'),
  text: optionalText,
  href: linkUrlSchema.optional().describe(DISPLAY_RULES.tileClickable),
  callsToAction: z
    .array(callToActionSchema)
    .default([])
    .describe(`${DISPLAY_RULES.tileClickable} ${DISPLAY_RULES.callToAction}`),
});

/** What an editor may send (defaults not applied yet). */
export type TwoColumnTileInput = z.input<typeof twoColumnTileSchema>;
/** A parsed entry: the component's props. */
export type TwoColumnTileEntry = z.output<typeof twoColumnTileSchema>;
