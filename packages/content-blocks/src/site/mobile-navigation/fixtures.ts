import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../fields';
import { mobileNavigationSchemaId } from './schema';

const meta = (name: string, id: string) =>
  fixtureMeta(mobileNavigationSchemaId, name, 'uk/mobile-navigation', id);

const womens = {
  title: 'Womens',
  url: '/browse/womens',
  image: fixtureImage('mobile-womens'),
  imageAltText: 'Womenswear',
  children: [
    {
      title: 'Clothing',
      children: [
        { title: 'Dresses', url: '/browse/womens/clothing/dresses' },
        { title: 'Knitwear', url: '/browse/womens/clothing/knitwear', textBold: true },
      ],
    },
    { title: 'Bags', url: '/browse/womens/accessories/bags' },
  ],
};

/** Named mobile-navigation entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const mobileNavigationFixtures = {
  default: {
    _meta: meta('Mobile navigation', 'a1b2c3d4-0000-4000-8000-00000000c001'),
    children: [womens, { title: 'Sale', url: '/browse/sale', textColour: '#C8102E', underline: true }],
  },
  linksOnly: {
    _meta: meta('Mobile navigation, links only', 'a1b2c3d4-0000-4000-8000-00000000c002'),
    children: [{ title: 'Gifts', url: '/browse/gifts' }],
  },

  invalidFourLevels: {
    _meta: meta('Four levels', 'a1b2c3d4-0000-4000-8000-00000000c0f1'),
    children: [
      {
        title: 'Womens',
        children: [
          {
            title: 'Clothing',
            children: [{ title: 'Dresses', url: '/d', children: [{ title: 'Maxi', url: '/m' }] }],
          },
        ],
      },
    ],
  },
  invalidItemLeadsNowhere: {
    _meta: meta('Item without url or children', 'a1b2c3d4-0000-4000-8000-00000000c0f2'),
    children: [{ title: 'Womens', children: [] }],
  },
  invalidUntitledItem: {
    _meta: meta('Untitled item', 'a1b2c3d4-0000-4000-8000-00000000c0f3'),
    children: [{ title: ' ', url: '/browse/womens' }],
  },
  invalidNoItems: { _meta: meta('No items', 'a1b2c3d4-0000-4000-8000-00000000c0f4'), children: [] },
} as const satisfies Record<string, UnknownEntry>;
