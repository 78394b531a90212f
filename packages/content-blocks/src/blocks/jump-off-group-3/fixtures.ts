import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { jumpOffTile3Fixtures as tiles } from '../jump-off-tile-3/fixtures';
import { jumpOffTile3SchemaId } from '../jump-off-tile-3/schema';
import { jumpOffGroup3SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(jumpOffGroup3SchemaId, name, deliveryKey, id);

/** A tile of type three seen only in groups: the picture on top, the title in Athletics. */
const stores = {
  _meta: fixtureMeta(
    jumpOffTile3SchemaId,
    'Stores tile',
    'uk/jump-off-tile-3-stores',
    'a5c0f1e0-0003-4000-8000-000000000307',
  ),
  title: 'Visit a store',
  titleFont: 'Athletics',
  body: 'Free styling sessions in **every store**, every weekend.',
  callToAction: [{ buttonText: 'Find a store', buttonLink: '/shop-finder', buttonStyle: 'secondary' }],
  image: fixtureImage('jump-off-group-store-visit'),
  imageAlt: 'A shop window at dusk',
};

/**
 * Named entries of jump-off group 3, its tiles inlined as delivered: the single source for stories, tests and demo
 * pages. Names starting with `invalid` must be refused by the schema (src/fixtures.test.ts). A broken tile does
 * not break its group: `withBrokenTile` parses and leaves that tile out when it renders.
 */
export const jumpOffGroup3Fixtures = {
  /** Three tiles, three columns on large screens: each column is narrow, so every picture is on top. */
  default: {
    _meta: meta(
      'Journal, three tiles',
      'uk/jump-off-group-3-journal',
      'a5c0f1e0-0013-4000-8000-000000001301',
    ),
    title: 'Stories and guides',
    tiles: [tiles.imageTop, tiles.incompleteCallToAction, stores],
  },
  /** Two tiles: on a laptop each column is wide enough for its picture beside the text (Left, then Right). */
  twoTiles: {
    _meta: meta('Two tiles', 'eu/jump-off-group-3-two', 'a5c0f1e0-0013-4000-8000-000000001302'),
    title: 'Home comforts',
    tiles: [tiles.default, tiles.imageRight],
  },
  fourTiles: {
    _meta: meta('Four tiles', 'us/jump-off-group-3-four', 'a5c0f1e0-0013-4000-8000-000000001303'),
    title: 'Gifts and ideas',
    tiles: [tiles.imageTop, tiles.longBody, tiles.incompleteCallToAction, stores],
  },
  /** The second tile's imagePosition is outside Top, Left and Right: it is left out and logged; two tiles show. */
  withBrokenTile: {
    _meta: meta('One broken tile', 'uk/jump-off-group-3-broken', 'a5c0f1e0-0013-4000-8000-000000001304'),
    tiles: [tiles.imageTop, tiles.invalidImagePosition, stores],
  },

  invalidOneTile: {
    _meta: meta('One tile', 'uk/broken-jump-off-group-3-one', 'a5c0f1e0-0013-4000-8000-000000001f01'),
    tiles: [tiles.default],
  },
  invalidFiveTiles: {
    _meta: meta('Five tiles', 'uk/broken-jump-off-group-3-five', 'a5c0f1e0-0013-4000-8000-000000001f02'),
    tiles: [tiles.default, tiles.imageTop, tiles.imageRight, tiles.longBody, stores],
  },
  invalidBadTitle: {
    _meta: meta(
      'Title as a list',
      'uk/broken-jump-off-group-3-title',
      'a5c0f1e0-0013-4000-8000-000000001f03',
    ),
    title: ['Stories', 'and guides'],
    tiles: [tiles.default, stores],
  },
} as const satisfies Record<string, UnknownEntry>;

export type JumpOffGroup3FixtureName = keyof typeof jumpOffGroup3Fixtures;
