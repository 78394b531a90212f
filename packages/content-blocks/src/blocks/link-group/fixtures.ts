import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { linkGroupSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(linkGroupSchemaId, name, deliveryKey, id);

/**
 * Named entries of the link group: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 */
export const linkGroupFixtures = {
  default: {
    _meta: meta('Shop dresses by style', 'uk/link-group-dresses', '1a2b3c4d-0001-4000-8000-000000000001'),
    heading: 'Shop dresses by style',
    links: [
      { text: 'Midi dresses', link: '/womens/dresses/midi' },
      { text: 'Maxi dresses', link: '/womens/dresses/maxi' },
      { text: 'Shirt dresses', link: '/womens/dresses/shirt' },
      { text: 'Wrap dresses', link: '/womens/dresses/wrap' },
      { text: 'Party dresses', link: '/womens/dresses/party' },
    ],
  },
  /** No heading: the list stands alone (the page's own heading names it). */
  noHeading: {
    _meta: meta('Gift links, no heading', 'eu/link-group-gifts', '1a2b3c4d-0001-4000-8000-000000000002'),
    heading: '  ',
    links: [
      { text: 'Gifts for her', link: '/eu/gifts/her' },
      { text: 'Gifts for him', link: '/eu/gifts/him' },
      { text: 'Gifts under €30', link: '/eu/gifts/under-30' },
    ],
  },
  /** Sixteen links: one column on phones, as many 14rem columns as fit from 768 px. */
  manyLinks: {
    _meta: meta('Homewares A to Z', 'uk/link-group-homewares', '1a2b3c4d-0001-4000-8000-000000000003'),
    heading: 'Homewares A to Z',
    links: [
      { text: 'Baskets', link: '/home/baskets' },
      { text: 'Bath towels', link: '/home/bath-towels' },
      { text: 'Bedding', link: '/home/bedding' },
      { text: 'Candles', link: '/home/candles' },
      { text: 'Cushions', link: '/home/cushions' },
      { text: 'Diffusers', link: '/home/diffusers' },
      { text: 'Glassware', link: '/home/glassware' },
      { text: 'Lamps and lighting', link: '/home/lighting' },
      { text: 'Mirrors', link: '/home/mirrors' },
      { text: 'Mugs', link: '/home/mugs' },
      { text: 'Picture frames', link: '/home/frames' },
      { text: 'Plant pots', link: '/home/plant-pots' },
      { text: 'Rugs', link: '/home/rugs' },
      { text: 'Tableware', link: '/home/tableware' },
      { text: 'Throws and blankets for the sofa and the garden', link: '/home/throws' },
      { text: 'Vases', link: '/home/vases' },
    ],
  },
  /** Half-filled links (no text, no link, blank text) are left out; the two complete ones show. */
  incompleteLinks: {
    _meta: meta('Links with gaps', 'us/link-group-gaps', '1a2b3c4d-0001-4000-8000-000000000004'),
    heading: 'Help',
    links: [
      { text: 'Delivery', link: '/us/help/delivery' },
      { text: 'Returns' },
      { link: '/us/help/sizes' },
      { text: '   ', link: '/us/help/blank' },
      { text: 'Contact us', link: 'mailto:help@wardrobe.shop' },
    ],
  },

  invalidNoLinks: {
    _meta: meta('No links', 'uk/broken-link-group-no-links', '1a2b3c4d-0001-4000-8000-0000000000f1'),
    heading: 'Nothing to show',
  },
  invalidEmptyLinks: {
    _meta: meta('Empty links', 'uk/broken-link-group-empty', '1a2b3c4d-0001-4000-8000-0000000000f2'),
    heading: 'Nothing to show',
    links: [],
  },
  invalidOnlyIncompleteLinks: {
    _meta: meta('Only half links', 'uk/broken-link-group-half', '1a2b3c4d-0001-4000-8000-0000000000f3'),
    links: [{ text: 'No link' }, { link: '/no-text' }],
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-link-group-script', '1a2b3c4d-0001-4000-8000-0000000000f4'),
    links: [
      { text: 'Dresses', link: '/womens/dresses' },
      { text: 'Click me', link: 'javascript:alert(1)' },
    ],
  },
  invalidDataLink: {
    _meta: meta('Data link', 'uk/broken-link-group-data', '1a2b3c4d-0001-4000-8000-0000000000f5'),
    links: [{ text: 'Open', link: 'data:text/html,<script>alert(1)</script>' }],
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/link-tile',
      name: 'A link tile',
      deliveryKey: 'uk/broken-link-group-schema',
    },
    links: [{ text: 'Dresses', link: '/womens/dresses' }],
  },
  invalidMissingMeta: {
    links: [{ text: 'Dresses', link: '/womens/dresses' }],
  },
} as const satisfies Record<string, UnknownEntry>;

export type LinkGroupFixtureName = keyof typeof linkGroupFixtures;
