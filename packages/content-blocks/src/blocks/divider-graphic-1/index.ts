import { defineBlock } from '../../shared/defineBlock';
import { DividerGraphic1 } from './DividerGraphic1';
import { dividerGraphic1Fixtures } from './fixtures';
import { DIVIDER_GRAPHIC_1, dividerGraphic1Schema, dividerGraphic1SchemaId } from './schema';

export type { DividerGraphic1Props } from './DividerGraphic1';
export type { DividerGraphic1FixtureName } from './fixtures';
export type { DividerGraphic1Entry, DividerGraphic1Input } from './schema';
export {
  DividerGraphic1,
  DividerGraphic1 as component,
  dividerGraphic1Fixtures,
  dividerGraphic1Fixtures as fixtures,
  dividerGraphic1Schema,
  dividerGraphic1Schema as schema,
  dividerGraphic1SchemaId,
  dividerGraphic1SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const dividerGraphic1Block = defineBlock({
  name: DIVIDER_GRAPHIC_1,
  title: 'Divider graphic 1',
  schemaId: dividerGraphic1SchemaId,
  schema: dividerGraphic1Schema,
  component: DividerGraphic1,
  fixtures: dividerGraphic1Fixtures,
});
