import { getSandbox } from '@wardrobe/commerce-sandbox';
import type { CommerceClient } from '@wardrobe/commerce-sdk';
import { createServerCaller } from '@wardrobe/commerce-sdk/server';
import type { Market } from '@wardrobe/domain-rules';
import { headers } from 'next/headers';

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
