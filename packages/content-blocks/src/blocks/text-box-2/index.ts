import { defineBlock } from '../../shared/defineBlock';
import { textBox2Fixtures } from './fixtures';
import { TEXT_BOX_2, textBox2Schema, textBox2SchemaId } from './schema';
import { TextBox2 } from './TextBox2';

export type { TextBox2FixtureName } from './fixtures';
export type { TextBox2Entry, TextBox2Input } from './schema';
export type { TextBox2Props } from './TextBox2';
export {
  TextBox2,
  TextBox2 as component,
  textBox2Fixtures,
  textBox2Fixtures as fixtures,
  textBox2Schema,
  textBox2Schema as schema,
  textBox2SchemaId,
  textBox2SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const textBox2Block = defineBlock({
  name: TEXT_BOX_2,
  title: 'Text box 2',
  schemaId: textBox2SchemaId,
  schema: textBox2Schema,
  component: TextBox2,
  fixtures: textBox2Fixtures,
});
