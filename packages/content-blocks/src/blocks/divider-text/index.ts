import { defineBlock } from '../../shared/defineBlock';
import { DividerText } from './DividerText';
import { dividerTextFixtures } from './fixtures';
import { DIVIDER_TEXT, dividerTextSchema, dividerTextSchemaId } from './schema';

export type { DividerTextProps } from './DividerText';
export type { DividerTextFixtureName } from './fixtures';
export type { DividerTextEntry, DividerTextInput } from './schema';
export {
  DividerText,
  DividerText as component,
  dividerTextFixtures,
  dividerTextFixtures as fixtures,
  dividerTextSchema,
  dividerTextSchema as schema,
  dividerTextSchemaId,
  dividerTextSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const dividerTextBlock = defineBlock({
  name: DIVIDER_TEXT,
  title: 'Divider text',
  schemaId: dividerTextSchemaId,
  schema: dividerTextSchema,
  component: DividerText,
  fixtures: dividerTextFixtures,
});
