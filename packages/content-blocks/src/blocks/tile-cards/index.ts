import { defineBlock } from '../../shared/defineBlock';
import { tileCardsFixtures } from './fixtures';
import { TILE_CARDS, tileCardsSchema, tileCardsSchemaId } from './schema';
import { TileCards } from './TileCards';

export type { TileCardsFixtureName } from './fixtures';
export type { TileCardEntry, TileCardsEntry, TileCardsInput } from './schema';
export { tileCardSchema } from './schema';
export type { TileCardsProps } from './TileCards';
export {
  TileCards,
  TileCards as component,
  tileCardsFixtures,
  tileCardsFixtures as fixtures,
  tileCardsSchema,
  tileCardsSchema as schema,
  tileCardsSchemaId,
  tileCardsSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const tileCardsBlock = defineBlock({
  name: TILE_CARDS,
  title: 'Tile cards',
  schemaId: tileCardsSchemaId,
  schema: tileCardsSchema,
  component: TileCards,
  fixtures: tileCardsFixtures,
});
