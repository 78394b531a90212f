import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { twoColumnTileFixtures as tiles } from '../two-column-tile/fixtures';
import { twoColumnRowSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(twoColumnRowSchemaId, name, deliveryKey, id);

/**
 * Named entries of the two-column row: the single source for stories, tests and the sandbox's demo pages. Its
 * tiles are the two-column tile's fixtures, inlined as the content service delivers them (`depth=all`). Names
 * starting with `invalid` must be refused by the schema (src/fixtures.test.ts).
 */
export const twoColumnRowFixtures = {
  /** A titled row: a clickable tile beside a tile with two calls to action. */
  default: {
    _meta: meta(
      'Dresses and homewares row',
      'uk/two-column-row-dresses-home',
      '7c0c0a12-0000-4000-8000-000000005001',
    ),
    title: 'Fresh for the season',
    tiles: [tiles.default, tiles.twoCallsToAction],
  },
  /** No title: the tiles' titles are the headings. Both tiles are whole links. */
  withoutTitle: {
    _meta: meta(
      'Knitwear and swimwear row',
      'uk/two-column-row-knit-swim',
      '7c0c0a12-0000-4000-8000-000000005002',
    ),
    tiles: [tiles.clickableWithoutCallToAction, tiles.longText],
  },
  /** One tile: it keeps a column's width, centred. */
  oneTile: {
    _meta: meta('Gifts row', 'us/two-column-row-gifts', '7c0c0a12-0000-4000-8000-000000005003'),
    title: 'Gifting, sorted',
    tiles: [tiles.noHref],
  },
  /** The second tile has no title: it is left out (and logged), the first tile stands alone. */
  withInvalidTile: {
    _meta: meta(
      'Row with a broken tile',
      'uk/two-column-row-broken-tile',
      '7c0c0a12-0000-4000-8000-000000005004',
    ),
    title: 'Stories and studios',
    tiles: [tiles.externalHref, tiles.invalidMissingTitle],
  },

  invalidNoTiles: {
    _meta: meta('Empty row', 'uk/broken-two-column-row-empty', '7c0c0a12-0000-4000-8000-000000005f01'),
    title: 'Nothing here',
    tiles: [],
  },
  invalidMissingTiles: {
    _meta: meta(
      'Row without tiles',
      'uk/broken-two-column-row-missing',
      '7c0c0a12-0000-4000-8000-000000005f02',
    ),
    title: 'No tiles field',
  },
  invalidThreeTiles: {
    _meta: meta('Three tiles', 'uk/broken-two-column-row-three', '7c0c0a12-0000-4000-8000-000000005f03'),
    tiles: [tiles.default, tiles.twoCallsToAction, tiles.noHref],
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/two-column-tile',
      name: 'A tile, not a row',
      deliveryKey: 'uk/broken-two-column-row-type',
    },
    tiles: [tiles.default],
  },
  invalidMissingMeta: { tiles: [tiles.default, tiles.noHref] },
} as const satisfies Record<string, UnknownEntry>;

export type TwoColumnRowFixtureName = keyof typeof twoColumnRowFixtures;
