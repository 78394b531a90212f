import { z } from 'zod';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { jumpOffGroupFields } from './groupSchema';

export const JUMP_OFF_GROUP_1 = 'jump-off-group-1';
export const jumpOffGroup1SchemaId = blockSchemaId(JUMP_OFF_GROUP_1);

/**
 * The group wrapper of jump-off tiles of type one (spec 002 §1 "jump-off tiles (types one, two, three, with group
 * wrappers)", §9 "Jump-off group layout"): `title` and 2 to 4 inlined `tiles`, each an entry of
 * `https://schema.wardrobe.shop/blocks/jump-off-tile-1`. The fields and their readings are the three groups'
 * (`groupSchema.ts`); each tile is parsed with `jumpOffTile1Schema` when the group renders.
 */
export const jumpOffGroup1Schema = z.object({
  _meta: entryMeta(jumpOffGroup1SchemaId),
  ...jumpOffGroupFields,
});

/** What an editor may send (defaults not applied yet). */
export type JumpOffGroup1Input = z.input<typeof jumpOffGroup1Schema>;
/** A parsed entry: the component's props. Its tiles are parsed when the group renders. */
export type JumpOffGroup1Entry = z.output<typeof jumpOffGroup1Schema>;
