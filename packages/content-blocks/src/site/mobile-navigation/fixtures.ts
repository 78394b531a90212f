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

const link = (title: string, url: string) => ({ title, url });

/** A fuller shop menu: four departments with images (three levels deep), then plain links. */
const departments = [
  {
    title: 'Womens',
    url: '/browse/womens',
    image: fixtureImage('mobile-womens'),
    imageAltText: 'Womenswear',
    children: [
      link('New In', '/browse/womens/new-in'),
      {
        title: 'Clothing',
        url: '/browse/womens/clothing',
        children: [
          link('Dresses', '/browse/womens/clothing/dresses'),
          link('Tops & T-Shirts', '/browse/womens/clothing/tops'),
          { title: 'Knitwear', url: '/browse/womens/clothing/knitwear', textBold: true },
          link('Jeans', '/browse/womens/clothing/jeans'),
          link('Trousers', '/browse/womens/clothing/trousers'),
        ],
      },
      {
        title: 'Shoes',
        children: [
          link('Trainers', '/browse/womens/shoes/trainers'),
          link('Boots', '/browse/womens/shoes/boots'),
          link('Sandals', '/browse/womens/shoes/sandals'),
        ],
      },
      {
        title: 'Accessories',
        url: '/browse/womens/accessories',
        children: [
          link('Bags', '/browse/womens/accessories/bags'),
          link('Jewellery', '/browse/womens/accessories/jewellery'),
          link('Scarves', '/browse/womens/accessories/scarves'),
        ],
      },
    ],
  },
  {
    title: 'Mens',
    url: '/browse/mens',
    image: fixtureImage('mobile-mens'),
    imageAltText: 'Menswear',
    children: [
      {
        title: 'Clothing',
        url: '/browse/mens/clothing',
        children: [
          link('Shirts', '/browse/mens/clothing/shirts'),
          link('Knitwear', '/browse/mens/clothing/knitwear'),
          link('Jeans', '/browse/mens/clothing/jeans'),
        ],
      },
      {
        title: 'Accessories',
        children: [
          link('Belts', '/browse/mens/accessories/belts'),
          link('Hats', '/browse/mens/accessories/hats'),
        ],
      },
    ],
  },
  {
    title: 'Kids',
    image: fixtureImage('mobile-kids'),
    imageAltText: 'Kidswear',
    children: [
      {
        title: 'Girls',
        children: [link('Dresses', '/browse/kids/girls/dresses'), link('Tops', '/browse/kids/girls/tops')],
      },
      {
        title: 'Boys',
        children: [
          link('T-Shirts', '/browse/kids/boys/t-shirts'),
          link('Shorts', '/browse/kids/boys/shorts'),
        ],
      },
    ],
  },
  {
    title: 'Home',
    url: '/browse/home',
    image: fixtureImage('mobile-home'),
    imageAltText: 'Homewares',
    children: [
      {
        title: 'Living',
        url: '/browse/home/living',
        children: [
          link('Cushions', '/browse/home/living/cushions'),
          link('Candles', '/browse/home/living/candles'),
        ],
      },
      {
        title: 'Kitchen',
        children: [
          link('Mugs', '/browse/home/kitchen/mugs'),
          link('Tea Towels', '/browse/home/kitchen/tea-towels'),
        ],
      },
    ],
  },
];

const plainLinks = [
  { title: 'Gifts', url: '/browse/gifts', textBold: true },
  { title: 'Sale', url: '/browse/sale', textColour: '#C8102E', textBold: true, underline: true },
];

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
  /** The first menu with a full shop's categories: departments three levels deep, then plain links. */
  standard: {
    _meta: meta('Mobile navigation, standard', 'a1b2c3d4-0000-4000-8000-00000000c003'),
    variant: 'Standard',
    children: [...departments, ...plainLinks],
  },
  /**
   * The alt menu (the market picks it with `variant`): the four departments with children become its image
   * tabs; Gifts and Sale, which have no children, are not part of it (spec 002 §3).
   */
  alternative: {
    _meta: meta('Mobile navigation, alternative', 'a1b2c3d4-0000-4000-8000-00000000c004'),
    variant: 'Alternative',
    children: [...departments, ...plainLinks],
  },

  invalidVariant: {
    _meta: meta('Unknown variant', 'a1b2c3d4-0000-4000-8000-00000000c0f5'),
    variant: 'Alt',
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
