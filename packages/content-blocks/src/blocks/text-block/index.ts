import { defineBlock } from '../../shared/defineBlock';
import { textBlockFixtures } from './fixtures';
import { TEXT_BLOCK, textBlockSchema, textBlockSchemaId } from './schema';
import { TextBlock } from './TextBlock';

export type { TextBlockFixtureName } from './fixtures';
export type { TextBlockEntry, TextBlockInput } from './schema';
export type { TextBlockProps } from './TextBlock';
export {
  TextBlock,
  TextBlock as component,
  textBlockFixtures,
  textBlockFixtures as fixtures,
  textBlockSchema,
  textBlockSchema as schema,
  textBlockSchemaId,
  textBlockSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const textBlockBlock = defineBlock({
  name: TEXT_BLOCK,
  title: 'Text block',
  schemaId: textBlockSchemaId,
  schema: textBlockSchema,
  component: TextBlock,
  fixtures: textBlockFixtures,
});
