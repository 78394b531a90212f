import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { twoColumnTileSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(twoColumnTileSchemaId, name, deliveryKey, id);

/**
 * Named entries of the two-column tile: the single source for stories, tests, the two-column row's fixtures and the
 * sandbox's demo pages. Names starting with `invalid` must be refused by the schema (src/fixtures.test.ts).
 */
export const twoColumnTileFixtures = {
  /** A site path and one call to action: the whole tile is one link; the button is its text. */
  default: {
    _meta: meta('Dresses tile', 'uk/two-column-tile-dresses', '7c0c0a11-0000-4000-8000-000000004001'),
    image: fixtureImage('two-column-tile-dresses'),
    imageAltText: 'A model in a green midi dress',
    title: 'Dresses for every day',
    text: 'From linen shifts to printed maxis, in sizes 6 to 24.',
    href: '/women/dresses',
    callsToAction: [
      {
        buttonText: 'Shop dresses',
        buttonLink: '/women/dresses',
        buttonStyle: 'primary',
        customId: 'tile-dresses',
      },
    ],
  },
  /** A site path and no call to action: still one link. */
  clickableWithoutCallToAction: {
    _meta: meta('Knitwear tile', 'uk/two-column-tile-knitwear', '7c0c0a11-0000-4000-8000-000000004002'),
    image: fixtureImage('two-column-tile-knitwear'),
    imageAltText: 'Folded jumpers in autumn colours',
    title: 'Knitwear',
    text: 'Soft layers for cooler days.',
    href: '/women/knitwear',
  },
  /** Two calls to action: the tile is not a link, each button is; `href` is not used. */
  twoCallsToAction: {
    _meta: meta('Homewares tile', 'uk/two-column-tile-homewares', '7c0c0a11-0000-4000-8000-000000004003'),
    image: fixtureImage('two-column-tile-homewares'),
    imageAltText: 'A bed made up with floral linen',
    title: 'Home, sweet home',
    text: 'Bedding and cushions in this season’s prints.',
    href: '/home',
    callsToAction: [
      { buttonText: 'Shop bedding', buttonLink: '/home/bedding', buttonStyle: 'primary' },
      { buttonText: 'Shop cushions', buttonLink: '/home/cushions', buttonStyle: 'secondary' },
    ],
  },
  /** An address outside the site: the tile is not a link, its call to action is. */
  externalHref: {
    _meta: meta('Journal tile', 'eu/two-column-tile-journal', '7c0c0a11-0000-4000-8000-000000004004'),
    image: fixtureImage('two-column-tile-journal', 'A notebook and a cup of tea on a table'),
    title: 'From the journal',
    text: 'Stories from our studio and the people who make our prints.',
    href: 'https://journal.wardrobe.example/studio',
    callsToAction: [
      {
        buttonText: 'Read the journal',
        buttonLink: 'https://journal.wardrobe.example/',
        buttonStyle: 'tertiary',
      },
    ],
  },
  /** `//host` starts with a slash but leaves the site: not clickable, and without calls to action no link at all. */
  protocolRelativeHref: {
    _meta: meta('Off-site tile', 'uk/two-column-tile-off-site', '7c0c0a11-0000-4000-8000-000000004005'),
    image: fixtureImage('two-column-tile-off-site', 'A market stall of straw hats'),
    title: 'Summer markets',
    href: '//markets.example/summer',
  },
  /** No href: the call to action is the tile's link. An incomplete second one is left out. */
  noHref: {
    _meta: meta('Gifts tile', 'us/two-column-tile-gifts', '7c0c0a11-0000-4000-8000-000000004006'),
    image: fixtureImage('two-column-tile-gifts'),
    imageAltText: 'Wrapped gifts with teal ribbon',
    title: 'Gifts they will love',
    callsToAction: [
      { buttonText: 'Shop gifts', buttonLink: '/gifts', buttonStyle: 'primary' },
      { buttonText: 'No style, not shown', buttonLink: '/gifts/under-20' },
    ],
  },
  /** Long words: they wrap under the picture; the tile is still one link. */
  longText: {
    _meta: meta('Long tile', 'uk/two-column-tile-long', '7c0c0a11-0000-4000-8000-000000004007'),
    image: fixtureImage('two-column-tile-swimwear'),
    imageAltText: 'Striped swimsuits on a washing line',
    title: 'Swimwear, beach cover-ups and everything else you need for a fortnight in the sun',
    text:
      'Mix-and-match bikinis, swimsuits that stay put, kaftans for the walk to lunch and a beach bag big enough ' +
      'for all of it. Every piece is made from recycled fibres and dries in an hour in the sun.',
    href: '/women/swimwear',
    callsToAction: [
      { buttonText: 'Shop swimwear and beachwear', buttonLink: '/women/swimwear', buttonStyle: 'secondary' },
    ],
  },

  invalidMissingTitle: {
    _meta: meta(
      'Tile without a title',
      'uk/broken-two-column-tile-title',
      '7c0c0a11-0000-4000-8000-000000004f01',
    ),
    image: fixtureImage('two-column-tile-dresses', 'A dress'),
    title: '   ',
    href: '/women/dresses',
  },
  invalidMissingImage: {
    _meta: meta(
      'Tile without a picture',
      'uk/broken-two-column-tile-image',
      '7c0c0a11-0000-4000-8000-000000004f02',
    ),
    title: 'Where is the picture?',
    href: '/women',
  },
  invalidScriptHref: {
    _meta: meta('Script link', 'uk/broken-two-column-tile-href', '7c0c0a11-0000-4000-8000-000000004f03'),
    image: fixtureImage('two-column-tile-dresses', 'A dress'),
    title: 'Click me',
    href: 'javascript:alert(1)',
  },
  invalidButtonStyle: {
    _meta: meta(
      'Unknown button style',
      'uk/broken-two-column-tile-style',
      '7c0c0a11-0000-4000-8000-000000004f04',
    ),
    image: fixtureImage('two-column-tile-dresses', 'A dress'),
    title: 'Shop now',
    callsToAction: [{ buttonText: 'Shop', buttonLink: '/shop', buttonStyle: 'link' }],
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/two-column-row',
      name: 'A row, not a tile',
      deliveryKey: 'uk/broken-two-column-tile-type',
    },
    image: fixtureImage('two-column-tile-dresses', 'A dress'),
    title: 'Wrong type',
  },
  invalidMissingMeta: { image: fixtureImage('two-column-tile-dresses', 'A dress'), title: 'No _meta at all' },
} as const satisfies Record<string, UnknownEntry>;

export type TwoColumnTileFixtureName = keyof typeof twoColumnTileFixtures;
