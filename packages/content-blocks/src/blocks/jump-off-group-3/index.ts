import { defineBlock } from '../../shared/defineBlock';
import { jumpOffGroup3Fixtures } from './fixtures';
import { JumpOffGroup3 } from './JumpOffGroup3';
import { JUMP_OFF_GROUP_3, jumpOffGroup3Schema, jumpOffGroup3SchemaId } from './schema';

export type { JumpOffGroup3FixtureName } from './fixtures';
export type { JumpOffGroup3Props } from './JumpOffGroup3';
export type { JumpOffGroup3Entry, JumpOffGroup3Input } from './schema';
export {
  JumpOffGroup3,
  JumpOffGroup3 as component,
  jumpOffGroup3Fixtures,
  jumpOffGroup3Fixtures as fixtures,
  jumpOffGroup3Schema,
  jumpOffGroup3Schema as schema,
  jumpOffGroup3SchemaId,
  jumpOffGroup3SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const jumpOffGroup3Block = defineBlock({
  name: JUMP_OFF_GROUP_3,
  title: 'Jump-off group 3',
  schemaId: jumpOffGroup3SchemaId,
  schema: jumpOffGroup3Schema,
  component: JumpOffGroup3,
  fixtures: jumpOffGroup3Fixtures,
});
