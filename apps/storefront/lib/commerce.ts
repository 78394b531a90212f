import { getSandbox } from '@wardrobe/commerce-sandbox';
import type { CommerceClient } from '@wardrobe/commerce-sdk';
import { createServerCaller, parseSetCookie } from '@wardrobe/commerce-sdk/server';
import type { Market } from '@wardrobe/domain-rules';
import { cookies, headers } from 'next/headers';

/** The backends the middleware serves; the BigCommerce adapter replaces the sandbox here when configured. */
export async function commerceProviders() {
  const sandbox = await getSandbox();
  return { bigcommerce: sandbox.commerce };
}

/** Server components call the middleware in-process, with the shopper's cookies and the market's channel. */
export async function commerceFor(market: Market): Promise<CommerceClient> {
  const cookieHeader = (await headers()).get('cookie') ?? undefined;
  return createServerCaller({
    providers: await commerceProviders(),
    channelId: market.channelId,
    ...(cookieHeader ? { cookieHeader } : {}),
  });
}

/**
 * The catalogue as every shopper sees it: no cookies, no request headers. For what a cached page shows (the
 * category tree, a listing without a shopper's choices), which must not depend on who asked first.
 */
export async function catalogueCommerce(market: Market): Promise<CommerceClient> {
  return createServerCaller({ providers: await commerceProviders(), channelId: market.channelId });
}

/**
 * For server actions: as `commerceFor`, and the cookies an operation sets (the cart cookie cleared once the order
 * is created, a session…) reach the browser through Next's cookie store, as they would through the middleware.
 */
export async function commerceForAction(market: Market): Promise<CommerceClient> {
  const cookieHeader = (await headers()).get('cookie') ?? undefined;
  const store = await cookies();
  return createServerCaller({
    providers: await commerceProviders(),
    channelId: market.channelId,
    ...(cookieHeader ? { cookieHeader } : {}),
    onSetCookie: (value) => {
      const cookie = parseSetCookie(value);
      if (cookie) store.set(cookie);
    },
  });
}
