import { defineBlock } from '../../shared/defineBlock';
import { textBox1Fixtures } from './fixtures';
import { TEXT_BOX_1, textBox1Schema, textBox1SchemaId } from './schema';
import { TextBox1 } from './TextBox1';

export type { TextBox1FixtureName } from './fixtures';
export type { TextBox1Entry, TextBox1Input } from './schema';
export type { TextBox1Props } from './TextBox1';
export {
  TextBox1,
  TextBox1 as component,
  textBox1Fixtures,
  textBox1Fixtures as fixtures,
  textBox1Schema,
  textBox1Schema as schema,
  textBox1SchemaId,
  textBox1SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const textBox1Block = defineBlock({
  name: TEXT_BOX_1,
  title: 'Text box 1',
  schemaId: textBox1SchemaId,
  schema: textBox1Schema,
  component: TextBox1,
  fixtures: textBox1Fixtures,
});
