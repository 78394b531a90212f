import { defineBlock } from '../../shared/defineBlock';
import { jumpOffTile2Fixtures } from './fixtures';
import { JumpOffTile2 } from './JumpOffTile2';
import { JUMP_OFF_TILE_2, jumpOffTile2Schema, jumpOffTile2SchemaId } from './schema';

export type { JumpOffTile2FixtureName } from './fixtures';
export type { JumpOffTile2Props } from './JumpOffTile2';
export type { JumpOffTile2Entry, JumpOffTile2Input } from './schema';
export {
  JumpOffTile2,
  JumpOffTile2 as component,
  jumpOffTile2Fixtures,
  jumpOffTile2Fixtures as fixtures,
  jumpOffTile2Schema,
  jumpOffTile2Schema as schema,
  jumpOffTile2SchemaId,
  jumpOffTile2SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const jumpOffTile2Block = defineBlock({
  name: JUMP_OFF_TILE_2,
  title: 'Jump-off tile 2',
  schemaId: jumpOffTile2SchemaId,
  schema: jumpOffTile2Schema,
  component: JumpOffTile2,
  fixtures: jumpOffTile2Fixtures,
});
