import { defineBlock } from '../../shared/defineBlock';
import { twoColumnRowFixtures } from './fixtures';
import { TWO_COLUMN_ROW, twoColumnRowSchema, twoColumnRowSchemaId } from './schema';
import { TwoColumnRow } from './TwoColumnRow';

export type { TwoColumnRowFixtureName } from './fixtures';
export type { TwoColumnRowEntry, TwoColumnRowInput } from './schema';
export { TWO_COLUMN_ROW_MAX_TILES } from './schema';
export type { TwoColumnRowProps } from './TwoColumnRow';
export {
  TwoColumnRow,
  TwoColumnRow as component,
  twoColumnRowFixtures,
  twoColumnRowFixtures as fixtures,
  twoColumnRowSchema,
  twoColumnRowSchema as schema,
  twoColumnRowSchemaId,
  twoColumnRowSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const twoColumnRowBlock = defineBlock({
  name: TWO_COLUMN_ROW,
  title: 'Two-column row',
  schemaId: twoColumnRowSchemaId,
  schema: twoColumnRowSchema,
  component: TwoColumnRow,
  fixtures: twoColumnRowFixtures,
});
