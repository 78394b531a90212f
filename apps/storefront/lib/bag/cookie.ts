import type { Market } from '@wardrobe/domain-rules';
import { cookies } from 'next/headers';

/** Spec 000 §9 / contract: the cart cookie's name carries the channel and currency (`wardrobe-cart-1-GBP`). */
export function cartCookieName(market: Pick<Market, 'channelId' | 'currency'>) {
  return `wardrobe-cart-${market.channelId}-${market.currency}`;
}

/** The shopper's cart id for the market: the cookie is httpOnly, so the server hands it to the bag store. */
export async function cartIdFromCookies(market: Market): Promise<string | undefined> {
  return (await cookies()).get(cartCookieName(market))?.value || undefined;
}
