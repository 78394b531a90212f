import { defineBlock } from '../../shared/defineBlock';
import { DividerGraphic2 } from './DividerGraphic2';
import { dividerGraphic2Fixtures } from './fixtures';
import { DIVIDER_GRAPHIC_2, dividerGraphic2Schema, dividerGraphic2SchemaId } from './schema';

export type { DividerGraphic2Props } from './DividerGraphic2';
export type { DividerGraphic2FixtureName } from './fixtures';
export type { DividerGraphic2Entry, DividerGraphic2Input } from './schema';
export {
  DividerGraphic2,
  DividerGraphic2 as component,
  dividerGraphic2Fixtures,
  dividerGraphic2Fixtures as fixtures,
  dividerGraphic2Schema,
  dividerGraphic2Schema as schema,
  dividerGraphic2SchemaId,
  dividerGraphic2SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const dividerGraphic2Block = defineBlock({
  name: DIVIDER_GRAPHIC_2,
  title: 'Divider graphic 2',
  schemaId: dividerGraphic2SchemaId,
  schema: dividerGraphic2Schema,
  component: DividerGraphic2,
  fixtures: dividerGraphic2Fixtures,
});
