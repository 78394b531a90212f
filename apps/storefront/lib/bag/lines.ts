import type { Cart, CartLineItem } from '@wardrobe/commerce-sdk';

/** Every line of a cart, physical then digital (the gift cards). */
export const bagLines = (cart: Cart | undefined): CartLineItem[] =>
  cart ? [...cart.line_items.physical_items, ...cart.line_items.digital_items] : [];
