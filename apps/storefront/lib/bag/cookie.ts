import type { Market } from '@wardrobe/domain-rules';

/** Spec 000 §9 / contract: the cart cookie's name carries the channel and currency (`wardrobe-cart-1-GBP`). */
export function cartCookieName(market: Pick<Market, 'channelId' | 'currency'>) {
  return `wardrobe-cart-${market.channelId}-${market.currency}`;
}
