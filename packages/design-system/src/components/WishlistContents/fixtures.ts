import { wishlistTotal } from '@wardrobe/domain-rules';
import { svgDataUrl } from '../ResponsiveImage/storyImages';
import type { WishlistItemData, WishlistTotals } from './WishlistContents';

/**
 * Sample wishlist items for stories and tests. Pictures are offline SVGs at twice the item's 96 × 128 box, so
 * they are sharp on 2x screens; Storybook serves no product pictures.
 */
export const wishlistPicture = (background: string, text: string, foreground = '#000000') =>
  svgDataUrl({ width: 192, height: 256, background, text, foreground });

/** A sample fixed shipping cost (spec 000 §3 says only that it is fixed; the storefront supplies the real one). */
export const SAMPLE_WISHLIST_SHIPPING = 4.95;

/** A guest item: its id is 'productId_variantId'. */
export const WRAP_DRESS: WishlistItemData = {
  id: '201_3101',
  name: 'Floral Wrap Dress',
  url: '/p/201/floral-wrap-dress-300201/Green',
  imageUrl: wishlistPicture('#2E5E4E', 'Dress', '#FFFFFF'),
  options: [
    { name: 'Colour', value: 'Green' },
    { name: 'Size', value: '10' },
    { name: 'Length', value: 'Regular' },
  ],
  price: 79,
  isPurchasable: true,
};

/** On sale: £120, now £84. */
export const WOOL_BLAZER: WishlistItemData = {
  id: '202_3102',
  name: 'Tailored Wool Blazer',
  url: '/p/202/tailored-wool-blazer-300202/Camel',
  imageUrl: wishlistPicture('#C19A6B', 'Blazer'),
  options: [
    { name: 'Colour', value: 'Camel' },
    { name: 'Size', value: '12' },
  ],
  price: 120,
  salePrice: 84,
  isPurchasable: true,
};

/** A signed-in customer's item: its id is the server's item id. */
export const STRIPED_TEE: WishlistItemData = {
  id: '88',
  name: 'Striped Breton Top',
  url: '/p/203/striped-breton-top-300203/Navy',
  imageUrl: wishlistPicture('#EBEBEB', 'Top'),
  options: [
    { name: 'Colour', value: 'Navy' },
    { name: 'Size', value: 'S' },
  ],
  price: 35,
  isPurchasable: true,
};

/** Not purchasable: Add to Bag disabled and 'Currently unavailable.'. */
export const UNAVAILABLE_BOOTS: WishlistItemData = {
  id: '204_3104',
  name: 'Leather Ankle Boots',
  url: '/p/204/leather-ankle-boots-300204/Black',
  imageUrl: wishlistPicture('#333333', 'Boots', '#FFFFFF'),
  options: [
    { name: 'Colour', value: 'Black' },
    { name: 'Size', value: '5' },
  ],
  price: 110,
  isPurchasable: false,
};

/** Three items, one on sale. */
export const SOME_WISHLIST_ITEMS: readonly WishlistItemData[] = [WRAP_DRESS, WOOL_BLAZER, STRIPED_TEE];

/** The total of some items as the storefront computes it: domain-rules `wishlistTotal` plus the shipping row. */
export function wishlistTotalFor(
  items: readonly WishlistItemData[],
  shipping = SAMPLE_WISHLIST_SHIPPING,
): WishlistTotals {
  return {
    amount: wishlistTotal(
      items.map((item) => ({ price: item.price, sale_price: item.salePrice })),
      shipping,
    ),
    shipping,
  };
}
