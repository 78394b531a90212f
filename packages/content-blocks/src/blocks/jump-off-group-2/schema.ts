import { z } from 'zod';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { jumpOffGroupFields } from '../jump-off-group-1/groupSchema';

export const JUMP_OFF_GROUP_2 = 'jump-off-group-2';
export const jumpOffGroup2SchemaId = blockSchemaId(JUMP_OFF_GROUP_2);

/**
 * The group wrapper of jump-off tiles of type two (spec 002 §1, §9 "Jump-off group layout"): `title` and 2
 * to 4 inlined `tiles`, each an entry of `https://schema.wardrobe.shop/blocks/jump-off-tile-2`. The fields and
 * their readings are the three groups' (jump-off-group-1/groupSchema.ts); each tile is parsed with
 * `jumpOffTile2Schema` when the group renders.
 */
export const jumpOffGroup2Schema = z.object({
  _meta: entryMeta(jumpOffGroup2SchemaId),
  ...jumpOffGroupFields,
});

/** What an editor may send (defaults not applied yet). */
export type JumpOffGroup2Input = z.input<typeof jumpOffGroup2Schema>;
/** A parsed entry: the component's props. Its tiles are parsed when the group renders. */
export type JumpOffGroup2Entry = z.output<typeof jumpOffGroup2Schema>;
