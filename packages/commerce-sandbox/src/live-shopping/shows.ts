import type { LiveShow } from '@wardrobe/commerce-sdk';
import { type CurrencyCode, SHOP_MEDIA_HOST } from '@wardrobe/domain-rules';
import { productImagePath } from '../pictures/paths';

/** The sandbox's one show: `winter-knits-live` (the live shopping page's embed names it). */
export const WINTER_KNITS_SHOW_ID = 'winter-knits-live';

type Prices = Readonly<Record<CurrencyCode, number>>;

/** One product as the recorded show presented it, with its prices in each market's currency. */
export interface RecordedShowItem {
  id: string;
  productId: number;
  /** The catalogue's sku of the product: its picture. */
  sku: string;
  title: string;
  colour: string;
  size?: string;
  price: Prices;
  originalPrice?: Prices;
  /**
   * What adding it does today, as the show was chosen for (the sandbox test holds the catalogue to it): the show is
   * a replay of a past show, so it names a product the shop no longer sells, a size a product does not come in and a
   * variant that has since sold out, beside the ones that add fine.
   */
  expected: 'adds' | 'product-not-found' | 'variant-not-found' | 'out-of-stock';
}

export interface RecordedShow {
  id: string;
  title: string;
  startedAt: string;
  /** The video's name on the shop's media host (`/v/wardrobe/{name}/{variant}`: the sandbox's studio clip). */
  videoName: string;
  items: readonly RecordedShowItem[];
}

/**
 * "Winter knits, live", recorded on 20 November 2025: products of the seeded catalogue (fixed seed, so the same ids,
 * colours, sizes and stock on every machine), and prices as the show stated them.
 */
export const RECORDED_SHOWS: readonly RecordedShow[] = [
  {
    id: WINTER_KNITS_SHOW_ID,
    title: 'Winter knits, live',
    startedAt: '2025-11-20T19:00:00Z',
    videoName: 'winter-knits-live',
    items: [
      {
        id: 'cable-roll-neck-grey-m',
        productId: 163,
        sku: '300163',
        title: 'Cable Roll Neck',
        colour: 'Grey',
        size: 'M',
        price: { GBP: 33, EUR: 38, USD: 41 },
        originalPrice: { GBP: 47, EUR: 54, USD: 59 },
        expected: 'adds',
      },
      {
        id: 'chunky-roll-neck-navy-l',
        productId: 157,
        sku: '300157',
        title: 'Chunky Roll Neck',
        colour: 'Navy',
        size: 'L',
        price: { GBP: 42, EUR: 48.5, USD: 52.5 },
        expected: 'adds',
      },
      {
        id: 'merino-cardigan-sage-m',
        productId: 173,
        sku: '300173',
        title: 'Merino Cardigan',
        colour: 'Sage',
        size: 'M',
        price: { GBP: 95, EUR: 109.5, USD: 119 },
        expected: 'adds',
      },
      {
        // One size only (Regular): the show names none, and the single size is taken (spec 000 §4).
        id: 'wool-scarf-ivory',
        productId: 246,
        sku: '300246',
        title: 'Wool Scarf',
        colour: 'Ivory',
        price: { GBP: 15, EUR: 17, USD: 19 },
        expected: 'adds',
      },
      {
        // The catalogue's Archived Sample Dress: hidden since the show, so the shop no longer sells it.
        id: 'jumper-dress-black-10',
        productId: 412,
        sku: '300412',
        title: 'Jumper Dress',
        colour: 'Black',
        size: '10',
        price: { GBP: 59, EUR: 68, USD: 74 },
        expected: 'product-not-found',
      },
      {
        // The host held up a small; this jumper comes in L to XXXL only.
        id: 'fair-isle-jumper-mustard-s',
        productId: 166,
        sku: '300166',
        title: 'Fair Isle Jumper',
        colour: 'Mustard',
        size: 'S',
        price: { GBP: 61, EUR: 70, USD: 76 },
        originalPrice: { GBP: 87, EUR: 100, USD: 109 },
        expected: 'variant-not-found',
      },
      {
        // Blue M has sold out in every warehouse since.
        id: 'cable-jumper-blue-m',
        productId: 180,
        sku: '300180',
        title: 'Cable Jumper',
        colour: 'Blue',
        size: 'M',
        price: { GBP: 74.5, EUR: 85.5, USD: 93 },
        expected: 'out-of-stock',
      },
    ],
  },
];

/**
 * A show's product pictures are thumbnails for its product rail: the media host's 400 px wide picture, in the format
 * the browser takes (`fmt=auto`: webp where accepted).
 */
export const SHOW_PICTURE_QUERY = 'w=400&fmt=auto';

/** A recorded show as the service answers it, in a market's currency. */
export function showInCurrency(show: RecordedShow, currency: CurrencyCode): LiveShow {
  const video = { defaultHost: SHOP_MEDIA_HOST, endpoint: 'wardrobe', name: show.videoName };
  return {
    id: show.id,
    title: show.title,
    status: 'recorded',
    startedAt: show.startedAt,
    currency,
    video,
    // The sandbox's video host serves each clip's still as its `poster.jpg` variant.
    poster: `/v/${video.endpoint}/${encodeURIComponent(video.name)}/poster.jpg`,
    items: show.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      title: item.title,
      image: `${productImagePath(item.sku, item.colour, 1)}?${SHOW_PICTURE_QUERY}`,
      price: item.price[currency],
      ...(item.originalPrice ? { originalPrice: item.originalPrice[currency] } : {}),
      colour: item.colour,
      ...(item.size === undefined ? {} : { size: item.size }),
    })),
  };
}
