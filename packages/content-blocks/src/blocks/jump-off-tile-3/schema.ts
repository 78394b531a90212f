import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { fontOptionSchema, type Position, positionSchema } from '../../shared/enums';
import { mediaLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';
import { jumpOffTileImage, optionalTileText } from '../jump-off-tile-1/schema';

export const JUMP_OFF_TILE_3 = 'jump-off-tile-3';
export const jumpOffTile3SchemaId = blockSchemaId(JUMP_OFF_TILE_3);

/**
 * Where the picture sits, relative to the text: a subset of the spec's Positions (§3 "Other enumerations"). The
 * others (Center, Bottom, the corners) would put the picture over or under the text, which the tile does not do.
 */
export const JUMP_OFF_IMAGE_POSITIONS = ['Top', 'Left', 'Right'] as const satisfies readonly Position[];
export const jumpOffImagePositionSchema = positionSchema.extract(JUMP_OFF_IMAGE_POSITIONS, {
  error: 'imagePosition is Top, Left or Right',
});
export type JumpOffImagePosition = z.infer<typeof jumpOffImagePositionSchema>;

const needsCallToAction = 'The jump-off tile needs a callToAction';

/**
 * Spec 002 §3 "Jump-off tiles", type three: type one's fields (title, body, callToAction, image, imageAlt) plus
 * titleFont, video and imagePosition, with a callToAction array and body as markdown. Field names letter for
 * letter. Readings (also in README.md):
 *
 * - callToAction and image are required (§5): the array must hold at least one call to action. Each shows as a
 *   button only with buttonText, buttonLink and buttonStyle; an incomplete one is left out, not an error.
 * - `video` takes the picture's place when given (an image or a video link, told apart by the schema marker);
 *   `image` stays required and shows when there is no video.
 * - `imagePosition`: Top (default), Left or Right of the text. Left and Right apply when the tile is at least
 *   36rem wide (a tile on its own from that width, a group of two on a laptop); narrower, the picture is on top.
 * - `titleFont`: Quisas (default), Quisas-2 or Athletics.
 */
export const jumpOffTile3Schema = z.object({
  _meta: entryMeta(jumpOffTile3SchemaId),
  title: optionalTileText,
  /** Font options: Quisas, Quisas-2, Athletics. */
  titleFont: fontOptionSchema.default('Quisas'),
  /**
   * Markdown (paragraphs, headings, lists, links, strong, emphasis) and the `{~wavy~}`/`{=double=}` underlines,
   * rendered as React elements by the design system's RichText: never as HTML. Only http(s), mailto, tel and
   * `/…` links become links. Blank counts as absent.
   */
  body: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value))
    .describe(DISPLAY_RULES.richText),
  callToAction: z
    .array(callToActionSchema, { error: needsCallToAction })
    .min(1, { error: needsCallToAction })
    .describe(DISPLAY_RULES.jumpOffCallToAction),
  image: jumpOffTileImage,
  video: mediaLinkSchema.optional(),
  imagePosition: jumpOffImagePositionSchema.default('Top'),
  /** Names the picture or video shown; blank falls back to the media's own alt (§5), else it is decorative. */
  imageAlt: z.string().optional().describe(DISPLAY_RULES.altText),
});

/** What an editor may send (defaults not applied yet). */
export type JumpOffTile3Input = z.input<typeof jumpOffTile3Schema>;
/** A parsed entry: the component's props. */
export type JumpOffTile3Entry = z.output<typeof jumpOffTile3Schema>;
