import { defineBlock } from '../../shared/defineBlock';
import { jumpOffTile3Fixtures } from './fixtures';
import { JumpOffTile3 } from './JumpOffTile3';
import { JUMP_OFF_TILE_3, jumpOffTile3Schema, jumpOffTile3SchemaId } from './schema';

export type { JumpOffTile3FixtureName } from './fixtures';
export type { JumpOffTile3Props } from './JumpOffTile3';
export type { JumpOffImagePosition, JumpOffTile3Entry, JumpOffTile3Input } from './schema';
export {
  JumpOffTile3,
  JumpOffTile3 as component,
  jumpOffTile3Fixtures,
  jumpOffTile3Fixtures as fixtures,
  jumpOffTile3Schema,
  jumpOffTile3Schema as schema,
  jumpOffTile3SchemaId,
  jumpOffTile3SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const jumpOffTile3Block = defineBlock({
  name: JUMP_OFF_TILE_3,
  title: 'Jump-off tile 3',
  schemaId: jumpOffTile3SchemaId,
  schema: jumpOffTile3Schema,
  component: JumpOffTile3,
  fixtures: jumpOffTile3Fixtures,
});
