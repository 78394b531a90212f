import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { imageLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const JUMP_OFF_TILE_1 = 'jump-off-tile-1';
export const jumpOffTile1SchemaId = blockSchemaId(JUMP_OFF_TILE_1);

/** Optional text: blank counts as absent, so a tile never shows an empty heading or paragraph. */
export const optionalTileText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * Spec 002 §5 "jump-off: callToAction and image" are required: absent fails the parse with the field named. The
 * parts inside stay optional (§3 "Call to action"): an incomplete call to action parses, it just shows no button.
 */
export const jumpOffTileCallToAction = z.object(callToActionSchema.shape, {
  error: 'The jump-off tile needs a callToAction',
});

/** Required (§5). Types one and two take an image link only; a video link fails the parse. */
export const jumpOffTileImage = z.object(imageLinkSchema.shape, {
  error: 'The jump-off tile needs an image',
});

/**
 * The fields of jump-off tiles one and two (spec 002 §3 "Jump-off tiles": title, body, callToAction {buttonText,
 * buttonLink, buttonStyle}, image, imageAlt), letter for letter. Tile two's schema takes them as they are.
 */
export const jumpOffTileFields = {
  /** Optional. The tile's heading (h2 on its own, h3 under a group's title). */
  title: optionalTileText,
  /** Optional plain text; the editor's line breaks are kept. */
  body: optionalTileText,
  /**
   * One call to action; `customId` is accepted too (§3 "Call to action"). Its button shows only with buttonText,
   * buttonLink and buttonStyle (§5). `javascript:`, `vbscript:` and `data:` links fail the parse.
   */
  callToAction: jumpOffTileCallToAction.describe(DISPLAY_RULES.jumpOffCallToAction),
  image: jumpOffTileImage,
  /** The picture's alt text; blank falls back to the image's own alt (§5), else the picture is decorative. */
  imageAlt: z.string().optional().describe(DISPLAY_RULES.altText),
};

/**
 * Spec 002 §3 "Jump-off tiles", type one. Readings (also in README.md): the picture sits above the text in a
 * reserved 4:5 box; when the button shows, it is the tile's only link and its hit area covers the whole tile, so a
 * click on the picture or the title follows it (one tab stop, named by the button text, no nested links).
 */
export const jumpOffTile1Schema = z.object({
  _meta: entryMeta(jumpOffTile1SchemaId),
  ...jumpOffTileFields,
});

/** What an editor may send (defaults not applied yet). */
export type JumpOffTile1Input = z.input<typeof jumpOffTile1Schema>;
/** A parsed entry: the component's props. */
export type JumpOffTile1Entry = z.output<typeof jumpOffTile1Schema>;
