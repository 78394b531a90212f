import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../fields';
import { desktopNavigationSchemaId } from './schema';

const meta = (name: string, id: string) =>
  fixtureMeta(desktopNavigationSchemaId, name, 'uk/desktop-navigation', id);

const womens = {
  link: { title: 'Womens', url: '/browse/womens', textBold: true },
  columns: [
    {
      linkGroups: [
        {
          title: 'Clothing',
          links: [
            { title: 'Dresses', url: '/browse/womens/clothing/dresses', featuredText: 'New in' },
            { title: 'Knitwear', url: '/browse/womens/clothing/knitwear', titleSuperscriptText: '20% off' },
          ],
        },
      ],
    },
    {
      jumpOff: {
        text: 'The winter edit',
        url: '/browse/womens/clothing/knitwear',
        image: fixtureImage('womens-winter-edit'),
        imageAltText: 'A model in a chunky teal jumper',
        imageCaptionText: 'Knits to live in',
      },
    },
  ],
};

/** A link group's link (helper for the fixtures below). */
const link = (title: string, url: string, style: Record<string, unknown> = {}) => ({ title, url, ...style });

/**
 * The shop's full mega menu (as `packages/commerce-sandbox/content/uk/desktop-navigation.json`, whose pictures the
 * shop serves): Womens fills the 4-column grid (three columns of link groups and an image jump-off), Mens and
 * Home have 3 columns, Gifts has no url (its button carries the title) and Sale is a plain red, underlined link.
 * Home's jump-off has no imageAltText, so its alt text falls back to the image's own `alt` (spec 002 §5).
 */
const megaMenu = [
  {
    link: { title: 'Womens', url: '/browse/womens', textBold: true },
    columns: [
      {
        linkGroups: [
          {
            title: 'Clothing',
            links: [
              link('All Clothing', '/browse/womens/clothing', { textBold: true }),
              link('Dresses', '/browse/womens/clothing/dresses', { featuredText: 'New in' }),
              link('Tops', '/browse/womens/clothing/tops'),
              link('Knitwear', '/browse/womens/clothing/knitwear', { titleSuperscriptText: '20% off' }),
              link('Trousers', '/browse/womens/clothing/trousers'),
              link('Jeans', '/browse/womens/clothing/jeans'),
              link('Coats & Jackets', '/browse/womens/clothing/coats-jackets'),
            ],
          },
        ],
      },
      {
        linkGroups: [
          {
            title: 'Shoes',
            links: [
              link('All Shoes', '/browse/womens/shoes', { textBold: true }),
              link('Boots', '/browse/womens/shoes/boots'),
              link('Trainers', '/browse/womens/shoes/trainers'),
            ],
          },
          {
            title: 'Accessories',
            links: [
              link('Bags', '/browse/womens/accessories/bags'),
              link('Jewellery', '/browse/womens/accessories/jewellery'),
              link('Scarves', '/browse/womens/accessories/scarves'),
            ],
          },
        ],
      },
      {
        linkGroups: [
          {
            title: 'Shop by',
            links: [
              link('New In', '/browse/womens/new-in', { featuredText: 'Just landed' }),
              link('Bestsellers', '/browse/womens/bestsellers'),
              link('The Linen Shop', '/browse/womens/linen', { underline: true }),
              link('Occasionwear', '/browse/womens/occasionwear'),
              link('Sale', '/browse/womens/sale', { textColour: '#C8102E', textBold: true }),
            ],
          },
        ],
      },
      {
        jumpOff: {
          text: 'Knitwear: 20% off',
          url: '/browse/womens/clothing/knitwear',
          image: fixtureImage('nav-womens-knitwear'),
          imageAltText: 'A model in a chunky teal jumper',
          imageCaptionText: 'Every knit, 20% off',
        },
      },
    ],
  },
  {
    link: { title: 'Mens', url: '/browse/mens', textBold: true },
    columns: [
      {
        linkGroups: [
          {
            title: 'Clothing',
            links: [
              link('All Clothing', '/browse/mens/clothing', { textBold: true }),
              link('Shirts', '/browse/mens/clothing/shirts'),
              link('Knitwear', '/browse/mens/clothing/knitwear'),
              link('Trousers', '/browse/mens/clothing/trousers'),
              link('Jeans', '/browse/mens/clothing/jeans'),
            ],
          },
        ],
      },
      {
        linkGroups: [
          {
            title: 'Accessories',
            links: [
              link('All Accessories', '/browse/mens/accessories', { textBold: true }),
              link('Belts', '/browse/mens/accessories/belts'),
              link('Hats', '/browse/mens/accessories/hats'),
            ],
          },
        ],
      },
      {
        jumpOff: {
          text: 'Shirts for every day',
          url: '/browse/mens/clothing/shirts',
          image: fixtureImage('nav-mens-shirts'),
          imageAltText: 'Folded shirts in blues and whites',
          imageCaptionText: 'Oxford, linen, flannel',
        },
      },
    ],
  },
  {
    link: { title: 'Home', url: '/browse/home', textBold: true },
    columns: [
      {
        linkGroups: [
          {
            title: 'Living',
            links: [
              link('All Living', '/browse/home/living', { textBold: true }),
              link('Cushions', '/browse/home/living/cushions'),
              link('Candles', '/browse/home/living/candles'),
            ],
          },
        ],
      },
      {
        jumpOff: {
          text: 'Candles for long evenings',
          url: '/browse/home/living/candles',
          image: fixtureImage('nav-home-candles', 'Lit candles on a wooden table'),
          imageCaptionText: 'Money off every candle',
        },
      },
    ],
  },
  {
    // No url: the top item only opens its menu, so its button carries the title.
    link: { title: 'Gifts', textBold: true },
    columns: [
      {
        linkGroups: [
          {
            title: 'Gift ideas',
            links: [
              link('Gifts For Her', '/browse/gifts/for-her'),
              link('Gifts For Him', '/browse/gifts/for-him'),
              link('Stocking Fillers', '/browse/gifts/stocking-fillers', { featuredText: 'New in' }),
            ],
          },
        ],
      },
    ],
  },
  { link: { title: 'Sale', url: '/browse/sale', textColour: '#C8102E', textBold: true, underline: true } },
];

/** Named desktop-navigation entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const desktopNavigationFixtures = {
  default: {
    _meta: meta('Desktop navigation', 'a1b2c3d4-0000-4000-8000-00000000b001'),
    topLevelLinks: [womens],
  },
  megaMenu: {
    _meta: meta('Desktop navigation, full mega menu', 'a1b2c3d4-0000-4000-8000-00000000b003'),
    topLevelLinks: megaMenu,
  },
  linkOnly: {
    _meta: meta('Desktop navigation, plain links', 'a1b2c3d4-0000-4000-8000-00000000b002'),
    topLevelLinks: [
      { link: { title: 'Sale', url: '/browse/sale', textColour: '#C8102E', underline: true } },
      { link: { title: 'Gifts', url: '/browse/gifts' }, columns: [] },
    ],
  },

  invalidNoLinks: {
    _meta: meta('No links', 'a1b2c3d4-0000-4000-8000-00000000b0f1'),
    topLevelLinks: [],
  },
  invalidColumnWithBoth: {
    _meta: meta('Column with both', 'a1b2c3d4-0000-4000-8000-00000000b0f2'),
    topLevelLinks: [{ ...womens, columns: [{ ...womens.columns[0], ...womens.columns[1] }] }],
  },
  invalidEmptyColumn: {
    _meta: meta('Empty column', 'a1b2c3d4-0000-4000-8000-00000000b0f3'),
    topLevelLinks: [{ ...womens, columns: [{}] }],
  },
  invalidFiveColumns: {
    _meta: meta('Five columns', 'a1b2c3d4-0000-4000-8000-00000000b0f4'),
    topLevelLinks: [{ ...womens, columns: [...womens.columns, ...womens.columns, womens.columns[0]] }],
  },
  invalidGroupLinkWithoutUrl: {
    _meta: meta('Link without url', 'a1b2c3d4-0000-4000-8000-00000000b0f5'),
    topLevelLinks: [
      { link: womens.link, columns: [{ linkGroups: [{ title: 'Clothing', links: [{ title: 'Tops' }] }] }] },
    ],
  },
  invalidNamedColour: {
    _meta: meta('Named colour', 'a1b2c3d4-0000-4000-8000-00000000b0f6'),
    topLevelLinks: [{ link: { title: 'Sale', url: '/sale', textColour: 'red' } }],
  },
} as const satisfies Record<string, UnknownEntry>;
