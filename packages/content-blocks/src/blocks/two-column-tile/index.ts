import { defineBlock } from '../../shared/defineBlock';
import { twoColumnTileFixtures } from './fixtures';
import { TWO_COLUMN_TILE, twoColumnTileSchema, twoColumnTileSchemaId } from './schema';
import { TwoColumnTile } from './TwoColumnTile';

export type { TwoColumnTileFixtureName } from './fixtures';
export type { TwoColumnTileEntry, TwoColumnTileInput } from './schema';
export type { TwoColumnTileProps } from './TwoColumnTile';
export {
  TwoColumnTile,
  TwoColumnTile as component,
  twoColumnTileFixtures,
  twoColumnTileFixtures as fixtures,
  twoColumnTileSchema,
  twoColumnTileSchema as schema,
  twoColumnTileSchemaId,
  twoColumnTileSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const twoColumnTileBlock = defineBlock({
  name: TWO_COLUMN_TILE,
  title: 'Two-column tile',
  schemaId: twoColumnTileSchemaId,
  schema: twoColumnTileSchema,
  component: TwoColumnTile,
  fixtures: twoColumnTileFixtures,
});
