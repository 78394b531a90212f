import { z } from 'zod';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { jumpOffGroupFields } from '../jump-off-group-1/groupSchema';

export const JUMP_OFF_GROUP_3 = 'jump-off-group-3';
export const jumpOffGroup3SchemaId = blockSchemaId(JUMP_OFF_GROUP_3);

/**
 * The group wrapper of jump-off tiles of type three (spec 002 §1, §9 "Jump-off group layout"): `title` and 2
 * to 4 inlined `tiles`, each an entry of `https://schema.wardrobe.shop/blocks/jump-off-tile-3`. The fields and
 * their readings are the three groups' (jump-off-group-1/groupSchema.ts); each tile is parsed with
 * `jumpOffTile3Schema` when the group renders.
 */
export const jumpOffGroup3Schema = z.object({
  _meta: entryMeta(jumpOffGroup3SchemaId),
  ...jumpOffGroupFields,
});

/** What an editor may send (defaults not applied yet). */
export type JumpOffGroup3Input = z.input<typeof jumpOffGroup3Schema>;
/** A parsed entry: the component's props. Its tiles are parsed when the group renders. */
export type JumpOffGroup3Entry = z.output<typeof jumpOffGroup3Schema>;
