import type { BagLineData } from '../BagLine';
import { svgDataUrl } from '../ResponsiveImage/storyImages';
import type { BagTotals } from './BagContents';

/**
 * Sample bag lines for stories and tests. Pictures are offline SVGs at twice the line's 96 × 128 box, so they are
 * sharp on 2x screens; Storybook serves no product pictures.
 */
export const bagPicture = (background: string, text: string, foreground = '#000000') =>
  svgDataUrl({ width: 192, height: 256, background, text, foreground });

export const LINEN_SHIRT: BagLineData = {
  id: 'line-shirt',
  name: 'Linen Shirt',
  url: '/p/101/linen-shirt-300101/White',
  imageUrl: bagPicture('#EBEBEB', 'Shirt'),
  options: [
    { name: 'Color', value: 'White' },
    { name: 'Size', value: 'M' },
  ],
  quantity: 1,
  price: 45,
  stock: 12,
};

/** On sale: two at £60 each, now £45 each. */
export const PLEATED_DRESS: BagLineData = {
  id: 'line-dress',
  name: 'Pleated Shirt Dress',
  url: '/p/102/pleated-shirt-dress-300102/Navy',
  imageUrl: bagPicture('#1F2A44', 'Dress', '#FFFFFF'),
  options: [
    { name: 'Color', value: 'Navy' },
    { name: 'Size', value: '12' },
    { name: 'Length', value: 'Regular' },
  ],
  quantity: 2,
  price: 90,
  wasPrice: 120,
  stock: 20,
};

/** Three left: 'There are less than 5 of these left'. */
export const LOW_STOCK_TROUSERS: BagLineData = {
  id: 'line-trousers',
  name: 'Wide Leg Trousers',
  url: '/p/103/wide-leg-trousers-300103/Black',
  imageUrl: bagPicture('#333333', 'Trousers', '#FFFFFF'),
  options: [
    { name: 'Color', value: 'Black' },
    { name: 'Size', value: '10' },
    { name: 'Length', value: 'Long' },
  ],
  quantity: 1,
  price: 55,
  stock: 3,
};

/** None left: 'Sold Out', and checkout is blocked until it is removed. */
export const SOLD_OUT_JUMPER: BagLineData = {
  id: 'line-jumper',
  name: 'Cable Knit Jumper',
  url: '/p/104/cable-knit-jumper-300104/Oat',
  imageUrl: bagPicture('#D8CBB3', 'Jumper'),
  options: [
    { name: 'Color', value: 'Oat' },
    { name: 'Size', value: 'L' },
  ],
  quantity: 1,
  price: 65,
  stock: 0,
};

/** A free gift from a promotion (spec 000 §9: quantity 1, price 0). */
export const FREE_TOTE: BagLineData = {
  id: 'line-tote',
  name: 'Canvas Tote Bag',
  url: '/p/105/canvas-tote-bag-300105/Natural',
  imageUrl: bagPicture('#F2E8D5', 'Tote'),
  options: [{ name: 'Color', value: 'Natural' }],
  quantity: 1,
  price: 0,
  stock: 40,
  isFreeGift: true,
};

/** A gift card line: recipient details as options, stock not tracked. */
export const GIFT_CARD: BagLineData = {
  id: 'line-gift-card',
  name: 'Wardrobe E-Gift Card',
  url: '/p/900/e-gift-card-100000',
  imageUrl: bagPicture('#64E6D6', 'Gift card'),
  options: [
    { name: 'Recipient name', value: 'Sam Taylor' },
    { name: 'Recipient email', value: 'sam@example.com' },
    { name: 'Your name', value: 'Alex' },
    { name: 'Your message', value: 'Happy birthday!' },
  ],
  quantity: 1,
  price: 25,
};

/** The summary of some lines: their prices as the subtotal, less a bag-wide (coupon) discount. */
export function totalsFor(lines: readonly BagLineData[], discount = 0): BagTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  return { subtotal, discount, total: Math.max(0, subtotal - discount) };
}

export const SOME_LINES: readonly BagLineData[] = [LINEN_SHIRT, PLEATED_DRESS];
