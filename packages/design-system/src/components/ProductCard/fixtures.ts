import { colourOptions } from '../ColourSwatches/fixtures';
import { svgDataUrl } from '../ResponsiveImage/storyImages';
import type { ProductCardBadge, ProductCardProps } from './ProductCard';

/**
 * Offline, deterministic pictures for stories: flat colours with a line of text, at the card's 4x5 (580x725).
 * Storybook serves no product pictures, so these stand in for `/images/products/…?w=992` (tests use those).
 */
export const cardPicture = (background: string, text: string, foreground = '#000000') =>
  svgDataUrl({ width: 580, height: 725, background, text, foreground });

/** A product picture url as the storefront gives it: the width the card rewrites (992 → 580). */
export const PRODUCT_IMAGE_URL = '/images/products/300101-Black-1.jpg?w=992';
export const PRODUCT_SECONDARY_IMAGE_URL = '/images/products/300101-Black-2.jpg?w=992';

/** A plain card: one colour shown, two colours in all, a second view. */
export const BASE_CARD: ProductCardProps = {
  productId: 101,
  variationId: 5001,
  sku: '300101',
  name: 'Pleated Shirt Dress',
  url: '/p/101/pleated-shirt-dress-300101/Navy',
  image: cardPicture('#D1D1D1', 'Navy dress, front'),
  secondaryImage: cardPicture('#EBEBEB', 'Navy dress, back'),
  price: 45,
  currency: 'GBP',
  colour: 'Navy',
  alternativeColours: colourOptions(2),
  isQuickAddEnabled: true,
  isGiftorEGiftCard: false,
  listName: 'Dresses',
  position: 1,
};

/** On sale: was £60, now £45, and a promo taking 20% more off. */
export const SALE_CARD: ProductCardProps = {
  ...BASE_CARD,
  originalPrice: 60,
  wasNowPriceBadge: { nowPrice: 36, priceOffText: '20% off' },
};

/** A product badge from badge data: white on near black. */
export const BADGED_CARD: ProductCardProps = {
  ...BASE_CARD,
  badge: { text: 'New in', textColour: '#FFFFFF', backgroundColour: '#1A1A1A' },
};

/** A badge whose data names a link (spec 000 §3): it leads to the collection, apart from the card's own link. */
export const BADGE_LINK_CARD: ProductCardProps = {
  ...BASE_CARD,
  badge: { ...(BADGED_CARD.badge as ProductCardBadge), text: 'New In', link: '/browse/collection/new-in' },
};

/** Twelve colours: the card shows 3, 4, 6, 6, 8 or 9 of them by breakpoint, then '+N more'. */
export const MANY_COLOURS_CARD: ProductCardProps = {
  ...BASE_CARD,
  alternativeColours: colourOptions(12),
};

/** A gift card: never quick add (it needs recipient details). */
export const GIFT_CARD: ProductCardProps = {
  productId: 900,
  sku: '100000',
  name: 'Wardrobe E-Gift Card',
  url: '/p/900/e-gift-card-100000',
  image: cardPicture('#64E6D6', 'E-Gift Card'),
  price: 25,
  currency: 'GBP',
  isQuickAddEnabled: false,
  isGiftorEGiftCard: true,
  listName: 'Gifts',
  position: 3,
};
