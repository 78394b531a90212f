import { defineBlock } from '../../shared/defineBlock';
import { snugContentGroupFixtures } from './fixtures';
import { SnugContentGroup } from './SnugContentGroup';
import { SNUG_CONTENT_GROUP, snugContentGroupSchema, snugContentGroupSchemaId } from './schema';

export type { SnugContentGroupFixtureName } from './fixtures';
export type { SnugContentGroupProps } from './SnugContentGroup';
export type { SnugContentGroupEntry, SnugContentGroupInput } from './schema';
export { SNUG_GROUP_CARDS } from './schema';
export {
  SnugContentGroup,
  SnugContentGroup as component,
  snugContentGroupFixtures,
  snugContentGroupFixtures as fixtures,
  snugContentGroupSchema,
  snugContentGroupSchema as schema,
  snugContentGroupSchemaId,
  snugContentGroupSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const snugContentGroupBlock = defineBlock({
  name: SNUG_CONTENT_GROUP,
  title: 'Snug content group',
  schemaId: snugContentGroupSchemaId,
  schema: snugContentGroupSchema,
  component: SnugContentGroup,
  fixtures: snugContentGroupFixtures,
});
