import { type CommerceClient, createCommerceClient } from '@wardrobe/commerce-sdk/browser';

/**
 * The browser's commerce client for a market's channel: the storefront's middleware at `/api`, with the shopper's
 * cookies. `signal` aborts the call (the search bar drops a stale autocomplete).
 */
export function browserCommerce(channelId: number, signal?: AbortSignal): CommerceClient {
  return createCommerceClient({
    baseUrl: '/api',
    channelId,
    ...(signal ? { fetch: (input, init) => fetch(input, { ...init, signal }) } : {}),
  });
}
