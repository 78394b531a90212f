import { defineBlock } from '../../shared/defineBlock';
import { tallImageBlockFixtures } from './fixtures';
import { TALL_IMAGE_BLOCK, tallImageBlockSchema, tallImageBlockSchemaId } from './schema';
import { TallImageBlock } from './TallImageBlock';

export type { TallImageBlockFixtureName } from './fixtures';
export type { TallImageBlockEntry, TallImageBlockInput } from './schema';
export type { TallImageBlockProps } from './TallImageBlock';
export {
  TallImageBlock,
  TallImageBlock as component,
  tallImageBlockFixtures,
  tallImageBlockFixtures as fixtures,
  tallImageBlockSchema,
  tallImageBlockSchema as schema,
  tallImageBlockSchemaId,
  tallImageBlockSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const tallImageBlockBlock = defineBlock({
  name: TALL_IMAGE_BLOCK,
  title: 'Tall image block',
  schemaId: tallImageBlockSchemaId,
  schema: tallImageBlockSchema,
  component: TallImageBlock,
  fixtures: tallImageBlockFixtures,
});
