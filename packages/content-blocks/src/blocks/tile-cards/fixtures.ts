import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { tileCardsSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(tileCardsSchemaId, name, deliveryKey, id);

const dresses = {
  image: fixtureImage('tile-cards-dresses'),
  imgAltText: 'A linen dress on a hanger',
  title: 'Dresses',
  description: 'Linen, cotton and jersey for every day of summer.',
  link: '/womens/dresses',
};
const knitwear = {
  image: fixtureImage('tile-cards-knitwear', 'A pile of wool jumpers'),
  title: 'Knitwear',
  description: 'Soft layers in wool and cashmere.',
  link: '/womens/knitwear',
};
const homewares = {
  image: fixtureImage('tile-cards-homewares'),
  imgAltText: 'Stoneware mugs on an open shelf',
  title: 'Homewares',
  description: 'Stoneware, linen and lighting for the home.',
  link: '/homewares',
};
const shoes = {
  image: fixtureImage('tile-cards-shoes'),
  imgAltText: 'Tan leather loafers',
  title: 'Shoes',
  link: '/shoes',
};

/**
 * Named entries of the tile cards: the single source for stories, tests and demo pages. Names starting with
 * `invalid` must be refused by the schema (src/fixtures.test.ts); every other one must parse.
 */
export const tileCardsFixtures = {
  /** A title over three linked tiles, underlined in the default teal; three columns from 992 px. */
  default: {
    _meta: meta('Shop by category', 'uk/tile-cards-categories', 'c0ffee22-0004-4000-8000-000000000401'),
    title: 'Shop by category',
    cards: [dresses, knitwear, homewares],
  },
  /** Own underline colours and fonts; two tiles, two columns. */
  styled: {
    _meta: meta('Colours and fonts', 'eu/tile-cards-styled', 'c0ffee22-0004-4000-8000-000000000402'),
    cards: [
      { ...dresses, underlineColor: '#E4002B', titleFont: 'Athletics', descriptionFont: 'Quisas' },
      { ...knitwear, underlineColor: '#1B3A4B', titleFont: 'Quisas-2' },
    ],
  },
  /** Four tiles: three columns from 992 px, two below; one has no description. */
  fourTiles: {
    _meta: meta('Four categories', 'us/tile-cards-four', 'c0ffee22-0004-4000-8000-000000000403'),
    title: 'New in',
    cards: [dresses, knitwear, homewares, shoes],
  },
  /** Tiles without a link: not links, their titles still underlined; one without a picture. */
  notLinked: {
    _meta: meta('Not linked', 'uk/tile-cards-not-linked', 'c0ffee22-0004-4000-8000-000000000404'),
    cards: [
      { ...dresses, link: undefined },
      { title: 'Made to last', description: 'Every piece is covered by our free repairs.' },
    ],
  },
  /** One tile: a column's width, centred. */
  singleTile: {
    _meta: meta('One tile', 'uk/tile-cards-single', 'c0ffee22-0004-4000-8000-000000000405'),
    cards: [homewares],
  },
  /** Long titles and descriptions wrap; the tiles of a row stay aligned at the top. */
  longTexts: {
    _meta: meta('Long texts', 'uk/tile-cards-long', 'c0ffee22-0004-4000-8000-000000000406'),
    title: 'Everything for the garden, the kitchen and the table this summer',
    cards: [
      {
        ...homewares,
        title: 'Outdoor dining: stoneware, glassware and linen napkins that can take the weather',
        description:
          'Tableware made for long lunches in the garden: chip-resistant stoneware, tumblers that survive a fall ' +
          'on the patio and napkins in washed linen that only get better.',
      },
      knitwear,
      dresses,
    ],
  },

  invalidLinkedWithoutTitle: {
    _meta: meta('Linked, untitled', 'uk/broken-tile-cards-title', 'c0ffee22-0004-4000-8000-000000000f01'),
    cards: [{ ...dresses, title: undefined }],
  },
  invalidEmptyTile: {
    _meta: meta('Nothing to show', 'uk/broken-tile-cards-empty-tile', 'c0ffee22-0004-4000-8000-000000000f02'),
    cards: [{ description: 'A tile with neither title nor picture' }],
  },
  invalidNoCards: {
    _meta: meta('No cards', 'uk/broken-tile-cards-none', 'c0ffee22-0004-4000-8000-000000000f03'),
    cards: [],
  },
  invalidUnderlineColor: {
    _meta: meta('Named colour', 'uk/broken-tile-cards-colour', 'c0ffee22-0004-4000-8000-000000000f04'),
    cards: [{ ...dresses, underlineColor: 'teal' }],
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-tile-cards-link', 'c0ffee22-0004-4000-8000-000000000f05'),
    cards: [{ ...dresses, link: 'javascript:alert(1)' }],
  },
} as const satisfies Record<string, UnknownEntry>;

export type TileCardsFixtureName = keyof typeof tileCardsFixtures;
