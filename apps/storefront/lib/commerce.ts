import { getSandbox } from '@wardrobe/commerce-sandbox';
import type { CommerceClient } from '@wardrobe/commerce-sdk';
import { createServerCaller } from '@wardrobe/commerce-sdk/server';
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

export interface ParsedCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

/** A `Set-Cookie` value as the middleware writes it (`serializeCookie`): name=value; Path; Max-Age; flags. */
export function parseSetCookie(header: string): ParsedCookie | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return undefined;
  const name = pair.slice(0, eq).trim();
  const raw = pair.slice(eq + 1).trim();
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded: kept as it is.
  }
  const cookie: ParsedCookie = { name, value };
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const attributeValue = rest.join('=').trim();
    switch (key.trim().toLowerCase()) {
      case 'path':
        cookie.path = attributeValue;
        break;
      case 'max-age':
        if (/^-?\d+$/.test(attributeValue)) cookie.maxAge = Number(attributeValue);
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite': {
        const sameSite = attributeValue.toLowerCase();
        if (sameSite === 'lax' || sameSite === 'strict' || sameSite === 'none') cookie.sameSite = sameSite;
        break;
      }
    }
  }
  return cookie;
}
