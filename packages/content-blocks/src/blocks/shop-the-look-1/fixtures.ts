import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { shopTheLook1SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(shopTheLook1SchemaId, name, deliveryKey, id);

/** The products of the linen look, shared with type two's fixtures. */
export const linenLookProducts = {
  leftProduct: {
    image: fixtureImage('shop-the-look-linen-shirt', 'A white linen shirt on a hanger'),
    url: '/womens/shirts/linen-shirt',
    title: 'Linen shirt',
    price: 45,
  },
  rightProduct: {
    image: fixtureImage('shop-the-look-wide-trousers'),
    url: '/womens/trousers/wide-leg-trousers',
    title: 'Wide-leg trousers',
    price: 59.5,
  },
} as const;

const knitProducts = {
  leftProduct: {
    image: fixtureImage('shop-the-look-chunky-knit'),
    url: '/womens/knitwear/chunky-knit',
    title: 'Chunky knit jumper',
    price: 65,
  },
  rightProduct: {
    image: fixtureImage('shop-the-look-wool-scarf'),
    url: '/accessories/scarves/wool-scarf',
    title: 'Wool scarf',
    price: 25.99,
  },
} as const;

/**
 * Named entries of shop the look, type one: the single source for stories, tests and demo pages. Names starting
 * with `invalid` must be refused by the schema (src/fixtures.test.ts); every other one must parse.
 */
export const shopTheLook1Fixtures = {
  /** The look on the left (the default alignment), linked and named by its own alt text; a Quisas bold title. */
  default: {
    _meta: meta('Linen look', 'uk/shop-the-look-1-linen', 'a5c0f1e0-57a1-4000-8000-000000000001'),
    title: 'Shop the look: summer linen',
    titleFont: 'Quisas',
    titleBold: true,
    primaryBlockBackground: fixtureImage(
      'shop-the-look-linen-look',
      'A woman in a linen shirt and wide-leg trousers on a terrace',
    ),
    primaryBlockUrl: '/edits/summer-linen',
    primaryBlockAlignment: 'Left',
    ...linenLookProducts,
  },
  /** The look between its two products; the title in Quisas-2 at medium weight. */
  alignedCenter: {
    _meta: meta('Knit look, centred', 'eu/shop-the-look-1-knit', 'a5c0f1e0-57a1-4000-8000-000000000002'),
    title: 'Wrap up warm',
    titleFont: 'Quisas-2',
    titleBold: false,
    primaryBlockBackground: fixtureImage(
      'shop-the-look-knit-look',
      'A man in a chunky knit and a wool scarf',
    ),
    primaryBlockUrl: '/edits/knitwear',
    primaryBlockAlignment: 'Center',
    ...knitProducts,
  },
  /** The look after its products; the title in Athletics, bold. Prices of 1,234 and 0.99 in the store's currency. */
  alignedRight: {
    _meta: meta(
      'Living room look, right',
      'us/shop-the-look-1-living',
      'a5c0f1e0-57a1-4000-8000-000000000003',
    ),
    title: 'The living room edit',
    titleFont: 'Athletics',
    titleBold: true,
    primaryBlockBackground: fixtureImage('shop-the-look-living-room', 'A sofa with cushions and a throw'),
    primaryBlockUrl: '/homewares/living-room',
    primaryBlockAlignment: 'Right',
    leftProduct: {
      image: fixtureImage('shop-the-look-sofa'),
      url: '/homewares/sofas/three-seater',
      title: 'Three-seater sofa',
      price: 1234,
    },
    rightProduct: {
      image: fixtureImage('shop-the-look-tealight'),
      url: '/homewares/candles/tealight',
      title: 'Tealight',
      price: 0.99,
    },
  },
  /** The look's picture has no alt text of its own: its link is named by the block's title. */
  primaryWithoutAlt: {
    _meta: meta('Linen look, no alt', 'uk/shop-the-look-1-no-alt', 'a5c0f1e0-57a1-4000-8000-000000000004'),
    title: 'Holiday packing',
    titleFont: 'Quisas',
    titleBold: true,
    primaryBlockBackground: fixtureImage('shop-the-look-holiday-look'),
    primaryBlockUrl: '/edits/holiday',
    ...linenLookProducts,
  },
  /** No primaryBlockUrl: the look's picture is not a link; the products are the only links. */
  primaryNotLinked: {
    _meta: meta(
      'Knit look, not linked',
      'uk/shop-the-look-1-unlinked',
      'a5c0f1e0-57a1-4000-8000-000000000005',
    ),
    title: 'Wrap up warm',
    titleFont: 'Quisas',
    titleBold: false,
    primaryBlockBackground: fixtureImage(
      'shop-the-look-knit-look',
      'A man in a chunky knit and a wool scarf',
    ),
    primaryBlockUrl: '  ',
    ...knitProducts,
  },
  /** No look picture (§5 does not require it): the two products alone, side by side; the url is not used. */
  productsOnly: {
    _meta: meta('Products only', 'uk/shop-the-look-1-products', 'a5c0f1e0-57a1-4000-8000-000000000006'),
    title: 'Two to pair',
    titleFont: 'Athletics',
    titleBold: false,
    primaryBlockUrl: '/edits/summer-linen',
    ...linenLookProducts,
  },
  /** Long titles wrap; a price with more than two decimals is rounded (12.499 → £12.50), 0 shows as £0. */
  longText: {
    _meta: meta('Long titles', 'uk/shop-the-look-1-long', 'a5c0f1e0-57a1-4000-8000-000000000007'),
    title: 'Everything you need for a long weekend by the sea, from the first swim to the last supper',
    titleFont: 'Quisas',
    titleBold: true,
    primaryBlockBackground: fixtureImage('shop-the-look-seaside-look', 'A family on a beach at sunset'),
    primaryBlockUrl: 'https://journal.wardrobe.shop/seaside',
    leftProduct: {
      image: fixtureImage('shop-the-look-striped-towel'),
      url: '/homewares/towels/striped-beach-towel',
      title: 'Extra-large striped cotton beach towel with a matching drawstring bag',
      price: 12.499,
    },
    rightProduct: {
      image: fixtureImage('shop-the-look-tote'),
      url: '/accessories/bags/tote',
      title: 'Free canvas tote',
      price: 0,
    },
  },

  invalidMissingPrice: {
    _meta: meta('No price', 'uk/broken-shop-the-look-1-price', 'a5c0f1e0-57a1-4000-8000-000000000f01'),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    leftProduct: linenLookProducts.leftProduct,
    rightProduct: { ...linenLookProducts.rightProduct, price: undefined },
  },
  invalidPriceText: {
    _meta: meta(
      'Price as text',
      'uk/broken-shop-the-look-1-price-text',
      'a5c0f1e0-57a1-4000-8000-000000000f02',
    ),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    leftProduct: { ...linenLookProducts.leftProduct, price: '£45.00' },
    rightProduct: linenLookProducts.rightProduct,
  },
  invalidNegativePrice: {
    _meta: meta(
      'Negative price',
      'uk/broken-shop-the-look-1-negative',
      'a5c0f1e0-57a1-4000-8000-000000000f03',
    ),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    leftProduct: { ...linenLookProducts.leftProduct, price: -5 },
    rightProduct: linenLookProducts.rightProduct,
  },
  invalidMissingProductImage: {
    _meta: meta(
      'No product image',
      'uk/broken-shop-the-look-1-image',
      'a5c0f1e0-57a1-4000-8000-000000000f04',
    ),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    leftProduct: { ...linenLookProducts.leftProduct, image: undefined },
    rightProduct: linenLookProducts.rightProduct,
  },
  invalidMissingProductUrl: {
    _meta: meta('No product url', 'uk/broken-shop-the-look-1-url', 'a5c0f1e0-57a1-4000-8000-000000000f05'),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    leftProduct: linenLookProducts.leftProduct,
    rightProduct: { ...linenLookProducts.rightProduct, url: '' },
  },
  invalidMissingProductTitle: {
    _meta: meta(
      'No product title',
      'uk/broken-shop-the-look-1-product',
      'a5c0f1e0-57a1-4000-8000-000000000f06',
    ),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    leftProduct: { ...linenLookProducts.leftProduct, title: ' ' },
    rightProduct: linenLookProducts.rightProduct,
  },
  invalidMissingRightProduct: {
    _meta: meta('One product', 'uk/broken-shop-the-look-1-one', 'a5c0f1e0-57a1-4000-8000-000000000f07'),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    leftProduct: linenLookProducts.leftProduct,
  },
  invalidMissingTitle: {
    _meta: meta('No title', 'uk/broken-shop-the-look-1-title', 'a5c0f1e0-57a1-4000-8000-000000000f08'),
    titleFont: 'Quisas',
    titleBold: true,
    ...linenLookProducts,
  },
  invalidMissingTitleFont: {
    _meta: meta('No font', 'uk/broken-shop-the-look-1-font', 'a5c0f1e0-57a1-4000-8000-000000000f09'),
    title: 'Shop the look',
    titleBold: true,
    ...linenLookProducts,
  },
  invalidMissingTitleBold: {
    _meta: meta('No bold flag', 'uk/broken-shop-the-look-1-bold', 'a5c0f1e0-57a1-4000-8000-000000000f0a'),
    title: 'Shop the look',
    titleFont: 'Quisas',
    ...linenLookProducts,
  },
  invalidScriptUrl: {
    _meta: meta('Script link', 'uk/broken-shop-the-look-1-script', 'a5c0f1e0-57a1-4000-8000-000000000f0b'),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    leftProduct: { ...linenLookProducts.leftProduct, url: 'javascript:alert(1)' },
    rightProduct: linenLookProducts.rightProduct,
  },
  invalidAlignment: {
    _meta: meta(
      'Look at the top',
      'uk/broken-shop-the-look-1-alignment',
      'a5c0f1e0-57a1-4000-8000-000000000f0c',
    ),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    primaryBlockBackground: fixtureImage('shop-the-look-linen-look'),
    primaryBlockAlignment: 'Top',
    ...linenLookProducts,
  },
  invalidVideoLook: {
    _meta: meta('A video look', 'uk/broken-shop-the-look-1-video', 'a5c0f1e0-57a1-4000-8000-000000000f0d'),
    title: 'Shop the look',
    titleFont: 'Quisas',
    titleBold: true,
    primaryBlockBackground: fixtureVideo('shop-the-look-broken-video'),
    ...linenLookProducts,
  },
} as const satisfies Record<string, UnknownEntry>;

export type ShopTheLook1FixtureName = keyof typeof shopTheLook1Fixtures;
