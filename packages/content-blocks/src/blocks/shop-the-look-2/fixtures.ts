import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { linenLookProducts } from '../shop-the-look-1/fixtures';
import { shopTheLook2SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(shopTheLook2SchemaId, name, deliveryKey, id);

const bedroomProducts = {
  leftProduct: {
    image: fixtureImage('shop-the-look-duvet-cover'),
    url: '/homewares/bedding/washed-cotton-duvet-cover',
    title: 'Washed cotton duvet cover',
    price: 80,
  },
  rightProduct: {
    image: fixtureImage('shop-the-look-bedside-lamp'),
    url: '/homewares/lighting/bedside-lamp',
    title: 'Bedside lamp',
    price: 34.5,
  },
} as const;

/**
 * Named entries of shop the look, type two: the single source for stories, tests and demo pages. Names starting
 * with `invalid` must be refused by the schema (src/fixtures.test.ts); every other one must parse.
 */
export const shopTheLook2Fixtures = {
  /** The look as a wide banner, linked and named by its own alt text; the products side by side under it. */
  default: {
    _meta: meta('Bedroom look', 'uk/shop-the-look-2-bedroom', 'a5c0f1e0-57a2-4000-8000-000000000001'),
    title: 'Shop the look: slow Sundays',
    titleFont: 'Quisas',
    titleBold: true,
    primaryBlockBackground: fixtureImage(
      'shop-the-look-bedroom-look',
      'A made bed with washed cotton bedding and a lamp',
    ),
    primaryBlockUrl: '/edits/bedroom',
    ...bedroomProducts,
  },
  /** The title in Athletics at medium weight; an alignment sent with type two is ignored. */
  athleticsTitle: {
    _meta: meta('Linen look, Athletics', 'eu/shop-the-look-2-linen', 'a5c0f1e0-57a2-4000-8000-000000000002'),
    title: 'Summer linen',
    titleFont: 'Athletics',
    titleBold: false,
    primaryBlockBackground: fixtureImage(
      'shop-the-look-linen-look',
      'A woman in a linen shirt and wide-leg trousers on a terrace',
    ),
    primaryBlockUrl: '/edits/summer-linen',
    primaryBlockAlignment: 'Right',
    ...linenLookProducts,
  },
  /** The look's picture without alt text: its link is named by the title; the title in Quisas-2. */
  primaryWithoutAlt: {
    _meta: meta('Bedroom look, no alt', 'us/shop-the-look-2-no-alt', 'a5c0f1e0-57a2-4000-8000-000000000003'),
    title: 'Sleep well',
    titleFont: 'Quisas-2',
    titleBold: true,
    primaryBlockBackground: fixtureImage('shop-the-look-bedroom-wide'),
    primaryBlockUrl: '/homewares/bedding',
    ...bedroomProducts,
  },
  /** No look picture: the products alone, centred. */
  productsOnly: {
    _meta: meta('Products only', 'uk/shop-the-look-2-products', 'a5c0f1e0-57a2-4000-8000-000000000004'),
    title: 'Two to pair',
    titleFont: 'Quisas',
    titleBold: false,
    ...bedroomProducts,
  },

  invalidMissingPrice: {
    _meta: meta('No price', 'uk/broken-shop-the-look-2-price', 'a5c0f1e0-57a2-4000-8000-000000000f01'),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    leftProduct: { ...bedroomProducts.leftProduct, price: undefined },
    rightProduct: bedroomProducts.rightProduct,
  },
  invalidMissingProductImage: {
    _meta: meta(
      'No product image',
      'uk/broken-shop-the-look-2-image',
      'a5c0f1e0-57a2-4000-8000-000000000f02',
    ),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    leftProduct: bedroomProducts.leftProduct,
    rightProduct: { ...bedroomProducts.rightProduct, image: undefined },
  },
  invalidMissingTitle: {
    _meta: meta('No title', 'uk/broken-shop-the-look-2-title', 'a5c0f1e0-57a2-4000-8000-000000000f03'),
    title: '',
    titleFont: 'Quisas',
    titleBold: true,
    ...bedroomProducts,
  },
  invalidTitleFont: {
    _meta: meta('Unknown font', 'uk/broken-shop-the-look-2-font', 'a5c0f1e0-57a2-4000-8000-000000000f04'),
    title: 'Shop the look',
    titleFont: 'Helvetica',
    titleBold: true,
    ...bedroomProducts,
  },
  invalidTitleBoldText: {
    _meta: meta('Bold as text', 'uk/broken-shop-the-look-2-bold', 'a5c0f1e0-57a2-4000-8000-000000000f05'),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: 'yes',
    ...bedroomProducts,
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/shop-the-look-1',
      name: 'A look of type one',
      deliveryKey: 'uk/broken-shop-the-look-2-type',
    },
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    ...bedroomProducts,
  },
} as const satisfies Record<string, UnknownEntry>;

export type ShopTheLook2FixtureName = keyof typeof shopTheLook2Fixtures;
