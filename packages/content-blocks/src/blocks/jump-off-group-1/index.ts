import { defineBlock } from '../../shared/defineBlock';
import { jumpOffGroup1Fixtures } from './fixtures';
import { JumpOffGroup1 } from './JumpOffGroup1';
import { JUMP_OFF_GROUP_1, jumpOffGroup1Schema, jumpOffGroup1SchemaId } from './schema';

export type { JumpOffGroup1FixtureName } from './fixtures';
export type { JumpOffGroupProps } from './JumpOffGroup';
export type { JumpOffGroup1Props } from './JumpOffGroup1';
export type { JumpOffGroup1Entry, JumpOffGroup1Input } from './schema';
export {
  JumpOffGroup1,
  JumpOffGroup1 as component,
  jumpOffGroup1Fixtures,
  jumpOffGroup1Fixtures as fixtures,
  jumpOffGroup1Schema,
  jumpOffGroup1Schema as schema,
  jumpOffGroup1SchemaId,
  jumpOffGroup1SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const jumpOffGroup1Block = defineBlock({
  name: JUMP_OFF_GROUP_1,
  title: 'Jump-off group 1',
  schemaId: jumpOffGroup1SchemaId,
  schema: jumpOffGroup1Schema,
  component: JumpOffGroup1,
  fixtures: jumpOffGroup1Fixtures,
});
