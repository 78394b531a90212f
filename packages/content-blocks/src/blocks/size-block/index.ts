import { defineBlock } from '../../shared/defineBlock';
import { sizeBlockFixtures } from './fixtures';
import { SizeBlock } from './SizeBlock';
import { SIZE_BLOCK, sizeBlockSchema, sizeBlockSchemaId } from './schema';

export type { SizeBlockFixtureName } from './fixtures';
export type { SizeBlockProps } from './SizeBlock';
export type { SizeSquaresProps } from './SizeSquares';
export { SizeSquares } from './SizeSquares';
export type { SizeBlockEntry, SizeBlockInput, SizeCallToAction } from './schema';
export {
  SizeBlock,
  SizeBlock as component,
  sizeBlockFixtures,
  sizeBlockFixtures as fixtures,
  sizeBlockSchema,
  sizeBlockSchema as schema,
  sizeBlockSchemaId,
  sizeBlockSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const sizeBlockBlock = defineBlock({
  name: SIZE_BLOCK,
  title: 'Size block',
  schemaId: sizeBlockSchemaId,
  schema: sizeBlockSchema,
  component: SizeBlock,
  fixtures: sizeBlockFixtures,
});
