import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { jumpOffTile2Fixtures as tiles } from '../jump-off-tile-2/fixtures';
import { jumpOffTile2SchemaId } from '../jump-off-tile-2/schema';
import { jumpOffGroup2SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(jumpOffGroup2SchemaId, name, deliveryKey, id);

/** A tile of type two seen only in groups. */
const garden = {
  _meta: fixtureMeta(
    jumpOffTile2SchemaId,
    'Garden tile',
    'uk/jump-off-tile-2-garden',
    'a5c0f1e0-0002-4000-8000-000000000206',
  ),
  title: 'Garden',
  body: 'Planters, lanterns and outdoor cushions.',
  callToAction: { buttonText: 'Shop garden', buttonLink: '/homewares/garden', buttonStyle: 'primary' },
  image: fixtureImage('jump-off-group-garden'),
  imageAlt: 'Terracotta planters on a patio',
};

/**
 * Named entries of jump-off group 2, its tiles inlined as delivered: the single source for stories, tests and demo
 * pages. Names starting with `invalid` must be refused by the schema (src/fixtures.test.ts). A broken tile does
 * not break its group: `withBrokenTile` parses and leaves that tile out when it renders.
 */
export const jumpOffGroup2Fixtures = {
  /** Three tiles, three columns on large screens. */
  default: {
    _meta: meta('Home edit, three tiles', 'uk/jump-off-group-2-home', 'a5c0f1e0-0012-4000-8000-000000001201'),
    title: 'Make yourself at home',
    tiles: [tiles.secondaryButton, tiles.incompleteCallToAction, garden],
  },
  twoTiles: {
    _meta: meta('Two tiles', 'eu/jump-off-group-2-two', 'a5c0f1e0-0012-4000-8000-000000001202'),
    title: 'Holiday shop',
    tiles: [tiles.default, tiles.longBody],
  },
  /** Four tiles, four columns from 992 px; the fourth is a picture on its own (no text, no button). */
  fourTiles: {
    _meta: meta('Four tiles', 'us/jump-off-group-2-four', 'a5c0f1e0-0012-4000-8000-000000001203'),
    title: 'Summer, indoors and out',
    tiles: [tiles.default, tiles.secondaryButton, garden, tiles.imageOnly],
  },
  /** The second tile has no callToAction: it is left out and logged; two tiles show. */
  withBrokenTile: {
    _meta: meta('One broken tile', 'uk/jump-off-group-2-broken', 'a5c0f1e0-0012-4000-8000-000000001204'),
    tiles: [tiles.default, tiles.invalidMissingCallToAction, garden],
  },

  invalidOneTile: {
    _meta: meta('One tile', 'uk/broken-jump-off-group-2-one', 'a5c0f1e0-0012-4000-8000-000000001f01'),
    tiles: [tiles.default],
  },
  invalidFiveTiles: {
    _meta: meta('Five tiles', 'uk/broken-jump-off-group-2-five', 'a5c0f1e0-0012-4000-8000-000000001f02'),
    tiles: [tiles.default, tiles.secondaryButton, tiles.longBody, tiles.imageOnly, garden],
  },
  invalidTilesNotAList: {
    _meta: meta(
      'Tiles as one entry',
      'uk/broken-jump-off-group-2-object',
      'a5c0f1e0-0012-4000-8000-000000001f03',
    ),
    tiles: tiles.default,
  },
} as const satisfies Record<string, UnknownEntry>;

export type JumpOffGroup2FixtureName = keyof typeof jumpOffGroup2Fixtures;
