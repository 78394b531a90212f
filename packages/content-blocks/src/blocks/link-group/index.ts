import { defineBlock } from '../../shared/defineBlock';
import { linkGroupFixtures } from './fixtures';
import { LinkGroup } from './LinkGroup';
import { LINK_GROUP, linkGroupSchema, linkGroupSchemaId } from './schema';

export type { LinkGroupFixtureName } from './fixtures';
export type { LinkGroupProps } from './LinkGroup';
export type { LinkGroupEntry, LinkGroupInput, LinkGroupLink } from './schema';
export {
  LinkGroup,
  LinkGroup as component,
  linkGroupFixtures,
  linkGroupFixtures as fixtures,
  linkGroupSchema,
  linkGroupSchema as schema,
  linkGroupSchemaId,
  linkGroupSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const linkGroupBlock = defineBlock({
  name: LINK_GROUP,
  title: 'Link group',
  schemaId: linkGroupSchemaId,
  schema: linkGroupSchema,
  component: LinkGroup,
  fixtures: linkGroupFixtures,
});
