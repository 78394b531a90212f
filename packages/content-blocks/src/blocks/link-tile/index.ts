import { defineBlock } from '../../shared/defineBlock';
import { linkTileFixtures } from './fixtures';
import { LinkTile } from './LinkTile';
import { LINK_TILE, linkTileSchema, linkTileSchemaId } from './schema';

export type { LinkTileFixtureName } from './fixtures';
export type { LinkTileProps } from './LinkTile';
export type { LinkTileEntry, LinkTileInput } from './schema';
export {
  LinkTile,
  LinkTile as component,
  linkTileFixtures,
  linkTileFixtures as fixtures,
  linkTileSchema,
  linkTileSchema as schema,
  linkTileSchemaId,
  linkTileSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const linkTileBlock = defineBlock({
  name: LINK_TILE,
  title: 'Link tile',
  schemaId: linkTileSchemaId,
  schema: linkTileSchema,
  component: LinkTile,
  fixtures: linkTileFixtures,
});
