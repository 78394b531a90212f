import { z } from 'zod';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { jumpOffTileFields } from '../jump-off-tile-1/schema';

export const JUMP_OFF_TILE_2 = 'jump-off-tile-2';
export const jumpOffTile2SchemaId = blockSchemaId(JUMP_OFF_TILE_2);

/**
 * Spec 002 §3 "Jump-off tiles", type two: the same fields as type one (title, body, callToAction {buttonText,
 * buttonLink, buttonStyle}, image, imageAlt), taken from tile one's schema with their readings, and its own content
 * type. callToAction and image are required (§5); the button shows only with text, link and style.
 *
 * Reading of the type (the spec names the types, not their looks): type two sets the text over the picture, on a
 * panel of the page's surface laid over the picture's foot, so the text reads on any picture.
 */
export const jumpOffTile2Schema = z.object({
  _meta: entryMeta(jumpOffTile2SchemaId),
  ...jumpOffTileFields,
});

/** What an editor may send (defaults not applied yet). */
export type JumpOffTile2Input = z.input<typeof jumpOffTile2Schema>;
/** A parsed entry: the component's props. */
export type JumpOffTile2Entry = z.output<typeof jumpOffTile2Schema>;
