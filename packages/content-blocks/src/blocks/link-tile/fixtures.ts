import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { linkTileSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(linkTileSchemaId, name, deliveryKey, id);

/**
 * Named entries of the link tile: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 * Tile colours are chosen so the editor's headline colour reads at 4.5:1, except in `contrastFallback`.
 */
export const linkTileFixtures = {
  default: {
    _meta: meta('The linen edit tile', 'uk/link-tile-linen', '2b3c4d5e-0002-4000-8000-000000000001'),
    headline: 'The linen edit',
    fontColour: '#FFFFFF',
    tileColour: '#1B3A4B',
    link: '/womens/linen',
    mobileOrder: 2,
    underlineColour: '#64E6D6',
  },
  /** A picture behind the headline, with the drop shadow lifting white text off it. */
  withImage: {
    _meta: meta('Summer knits tile', 'uk/link-tile-knits', '2b3c4d5e-0002-4000-8000-000000000002'),
    headline: 'Summer knits',
    fontColour: '#FFFFFF',
    headlineDropShadow: true,
    tileColour: '#7A2E3A',
    backgroundMedia: fixtureImage('link-tile-summer-knits'),
    backgroundMediaAltText: 'A cropped cotton knit in sage green',
    link: '/womens/knitwear',
    mobileOrder: 3,
  },
  /** A looping background video: its Pause/Play control sits above the tile's link, never inside it. */
  withVideo: {
    _meta: meta('New season video tile', 'eu/link-tile-video', '2b3c4d5e-0002-4000-8000-000000000003'),
    headline: 'Watch the new season',
    fontColour: '#FFFFFF',
    headlineDropShadow: true,
    tileColour: '#1A1A1A',
    backgroundMedia: fixtureVideo('link-tile-new-season-clip'),
    link: '/eu/new-in',
    underlineColour: '#FFFFFF',
  },
  /** A blank alt text: the image's own alt stands in (spec §5). */
  imageOwnAlt: {
    _meta: meta('Candles tile, image alt', 'uk/link-tile-candles', '2b3c4d5e-0002-4000-8000-000000000004'),
    headline: 'Candles',
    headlineDropShadow: true,
    backgroundMedia: fixtureImage('link-tile-candles', 'Three amber glass candles on a shelf'),
    backgroundMediaAltText: '  ',
    link: '/home/candles',
  },
  /** Teal text on a cream tile reads at 1.4:1: the headline falls back to black. */
  contrastFallback: {
    _meta: meta('Teal on cream tile', 'us/link-tile-teal', '2b3c4d5e-0002-4000-8000-000000000005'),
    headline: 'Gifts for him',
    fontColour: '#64E6D6',
    tileColour: '#F4EDE4',
    link: '/us/gifts/him',
    underlineColour: '#64E6D6',
  },
  /** A long headline wraps (and breaks long words) inside the tile. */
  longHeadline: {
    _meta: meta('Long headline tile', 'uk/link-tile-long', '2b3c4d5e-0002-4000-8000-000000000006'),
    headline: 'Everything you need for a long weekend away in the countryside, from boots to blankets',
    fontColour: '#000000',
    tileColour: '#F4EDE4',
    link: '/weekend-away',
    mobileOrder: 1,
    underlineColour: '#7A2E3A',
  },
  /** No link: the tile shows its headline and is not a link. */
  noLink: {
    _meta: meta('Tile without a link', 'uk/link-tile-no-link', '2b3c4d5e-0002-4000-8000-000000000007'),
    headline: 'Coming soon',
    tileColour: '#64E6D6',
    link: '',
  },

  invalidLinkWithoutHeadline: {
    _meta: meta('Link, no headline', 'uk/broken-link-tile-headline', '2b3c4d5e-0002-4000-8000-0000000000f1'),
    tileColour: '#1B3A4B',
    link: '/womens/linen',
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-link-tile-script', '2b3c4d5e-0002-4000-8000-0000000000f2'),
    headline: 'Click me',
    link: 'javascript:alert(1)',
  },
  invalidNamedColour: {
    _meta: meta('Named colour', 'uk/broken-link-tile-colour', '2b3c4d5e-0002-4000-8000-0000000000f3'),
    headline: 'Red',
    fontColour: 'red',
  },
  invalidMobileOrder: {
    _meta: meta('Half an order', 'uk/broken-link-tile-order', '2b3c4d5e-0002-4000-8000-0000000000f4'),
    headline: 'Second and a half',
    mobileOrder: 2.5,
  },
  invalidMobileOrderText: {
    _meta: meta('Order as text', 'uk/broken-link-tile-order-text', '2b3c4d5e-0002-4000-8000-0000000000f5'),
    headline: 'First',
    mobileOrder: 'first',
  },
  invalidDropShadow: {
    _meta: meta('Shadow as text', 'uk/broken-link-tile-shadow', '2b3c4d5e-0002-4000-8000-0000000000f6'),
    headline: 'Shadowy',
    headlineDropShadow: 'yes',
  },
  invalidMedia: {
    _meta: meta('Media without a host', 'uk/broken-link-tile-media', '2b3c4d5e-0002-4000-8000-0000000000f7'),
    headline: 'Broken picture',
    backgroundMedia: { _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' } },
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/link-group',
      name: 'A link group',
      deliveryKey: 'uk/broken-link-tile-schema',
    },
    headline: 'Not a tile',
  },
  invalidMissingMeta: { headline: 'No _meta at all' },
} as const satisfies Record<string, UnknownEntry>;

export type LinkTileFixtureName = keyof typeof linkTileFixtures;
