import { defineBlock } from '../../shared/defineBlock';
import { jumpOffTile1Fixtures } from './fixtures';
import { JumpOffTile1 } from './JumpOffTile1';
import { JUMP_OFF_TILE_1, jumpOffTile1Schema, jumpOffTile1SchemaId } from './schema';

export type { JumpOffTile1FixtureName } from './fixtures';
export type { JumpOffTile1Props } from './JumpOffTile1';
export type { JumpOffTilePlacement } from './placement';
export type { JumpOffTile1Entry, JumpOffTile1Input } from './schema';
export {
  JumpOffTile1,
  JumpOffTile1 as component,
  jumpOffTile1Fixtures,
  jumpOffTile1Fixtures as fixtures,
  jumpOffTile1Schema,
  jumpOffTile1Schema as schema,
  jumpOffTile1SchemaId,
  jumpOffTile1SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const jumpOffTile1Block = defineBlock({
  name: JUMP_OFF_TILE_1,
  title: 'Jump-off tile 1',
  schemaId: jumpOffTile1SchemaId,
  schema: jumpOffTile1Schema,
  component: JumpOffTile1,
  fixtures: jumpOffTile1Fixtures,
});
