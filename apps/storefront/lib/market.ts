import { MARKETS, type Market, marketByCode } from '@wardrobe/domain-rules';
import { headers } from 'next/headers';

/** The market of a `[market]` segment; the proxy only ever produces en, eu or us. */
export function marketFromParam(code: string): Market {
  return marketByCode(code) ?? (MARKETS[0] as Market);
}

/** For files that get no params (not-found): the proxy passes the market in a request header. */
export async function currentMarket(): Promise<Market> {
  return marketFromParam((await headers()).get('x-wardrobe-market') ?? 'en');
}

/** Spec 001 §2: page titles carry a market suffix for EU and US. */
export function titleSuffix(market: Market): string {
  return market.code === 'en' ? '' : ` | ${market.market}`;
}
