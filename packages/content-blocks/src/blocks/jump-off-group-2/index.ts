import { defineBlock } from '../../shared/defineBlock';
import { jumpOffGroup2Fixtures } from './fixtures';
import { JumpOffGroup2 } from './JumpOffGroup2';
import { JUMP_OFF_GROUP_2, jumpOffGroup2Schema, jumpOffGroup2SchemaId } from './schema';

export type { JumpOffGroup2FixtureName } from './fixtures';
export type { JumpOffGroup2Props } from './JumpOffGroup2';
export type { JumpOffGroup2Entry, JumpOffGroup2Input } from './schema';
export {
  JumpOffGroup2,
  JumpOffGroup2 as component,
  jumpOffGroup2Fixtures,
  jumpOffGroup2Fixtures as fixtures,
  jumpOffGroup2Schema,
  jumpOffGroup2Schema as schema,
  jumpOffGroup2SchemaId,
  jumpOffGroup2SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const jumpOffGroup2Block = defineBlock({
  name: JUMP_OFF_GROUP_2,
  title: 'Jump-off group 2',
  schemaId: jumpOffGroup2SchemaId,
  schema: jumpOffGroup2Schema,
  component: JumpOffGroup2,
  fixtures: jumpOffGroup2Fixtures,
});
