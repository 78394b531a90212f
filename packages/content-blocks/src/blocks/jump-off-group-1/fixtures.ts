import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { jumpOffTile1Fixtures as tiles } from '../jump-off-tile-1/fixtures';
import { jumpOffTile1SchemaId } from '../jump-off-tile-1/schema';
import { jumpOffTile2Fixtures } from '../jump-off-tile-2/fixtures';
import { jumpOffGroup1SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(jumpOffGroup1SchemaId, name, deliveryKey, id);

/** A tile of type one seen only in groups. */
const accessories = {
  _meta: fixtureMeta(
    jumpOffTile1SchemaId,
    'Accessories tile',
    'uk/jump-off-tile-1-accessories',
    'a5c0f1e0-0001-4000-8000-000000000106',
  ),
  title: 'Accessories',
  body: 'Bags, belts and sunglasses to finish the look.',
  callToAction: { buttonText: 'Shop accessories', buttonLink: '/accessories', buttonStyle: 'primary' },
  image: fixtureImage('jump-off-group-accessories'),
  imageAlt: 'A straw bag and sunglasses',
};

/**
 * Named entries of jump-off group 1, its tiles inlined as delivered: the single source for stories, tests and demo
 * pages. Names starting with `invalid` must be refused by the schema (src/fixtures.test.ts). A broken tile does
 * not break its group: the `withBrokenTile` groups parse and leave that tile out when they render.
 */
export const jumpOffGroup1Fixtures = {
  /** Three tiles, three columns on large screens. */
  default: {
    _meta: meta(
      'Summer edit, three tiles',
      'uk/jump-off-group-1-summer',
      'a5c0f1e0-0011-4000-8000-000000001101',
    ),
    title: 'Shop the summer edit',
    tiles: [tiles.default, tiles.secondaryButton, accessories],
  },
  twoTiles: {
    _meta: meta('Two tiles', 'eu/jump-off-group-1-two', 'a5c0f1e0-0011-4000-8000-000000001102'),
    title: 'New this week',
    tiles: [tiles.default, tiles.longBody],
  },
  /** Four tiles, four columns from 992 px; the third has no complete call to action, so it has no link. */
  fourTiles: {
    _meta: meta('Four tiles', 'us/jump-off-group-1-four', 'a5c0f1e0-0011-4000-8000-000000001103'),
    title: 'Something for every room',
    tiles: [tiles.default, tiles.secondaryButton, tiles.incompleteCallToAction, accessories],
  },
  /** No title: the tiles' titles are the headings (h2). */
  noTitle: {
    _meta: meta(
      'Two tiles, no title',
      'uk/jump-off-group-1-untitled',
      'a5c0f1e0-0011-4000-8000-000000001104',
    ),
    tiles: [tiles.secondaryButton, accessories],
  },
  /** The second tile has no image and the third is of type two: both are left out and logged; two tiles show. */
  withBrokenTile: {
    _meta: meta('One broken tile', 'uk/jump-off-group-1-broken', 'a5c0f1e0-0011-4000-8000-000000001105'),
    title: 'Shop the summer edit',
    tiles: [tiles.default, tiles.invalidMissingImage, jumpOffTile2Fixtures.default, accessories],
  },
  /** Only one tile parses: it shows on its own, at the width of a tile in a group of two. */
  oneValidTile: {
    _meta: meta('One valid tile', 'uk/jump-off-group-1-one', 'a5c0f1e0-0011-4000-8000-000000001106'),
    title: 'Just one',
    tiles: [tiles.invalidScriptLink, tiles.default],
  },

  invalidOneTile: {
    _meta: meta('One tile', 'uk/broken-jump-off-group-1-one', 'a5c0f1e0-0011-4000-8000-000000001f01'),
    tiles: [tiles.default],
  },
  invalidFiveTiles: {
    _meta: meta('Five tiles', 'uk/broken-jump-off-group-1-five', 'a5c0f1e0-0011-4000-8000-000000001f02'),
    tiles: [tiles.default, tiles.secondaryButton, tiles.longBody, tiles.imageOnly, accessories],
  },
  invalidMissingTiles: {
    _meta: meta('No tiles', 'uk/broken-jump-off-group-1-none', 'a5c0f1e0-0011-4000-8000-000000001f03'),
    title: 'Empty',
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/jump-off-group-2',
      name: 'A group of type two',
      deliveryKey: 'uk/broken-jump-off-group-1-type',
    },
    tiles: [tiles.default, accessories],
  },
} as const satisfies Record<string, UnknownEntry>;

export type JumpOffGroup1FixtureName = keyof typeof jumpOffGroup1Fixtures;
