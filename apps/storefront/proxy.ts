import { marketFromPath } from '@wardrobe/domain-rules';
import { type NextRequest, NextResponse } from 'next/server';

export const MARKET_HEADER = 'x-wardrobe-market';

/**
 * One route tree serves the three markets: `/eu/…` and `/us/…` match `app/[market]` directly, and UK paths,
 * which have no prefix, are rewritten to `/en/…` inside the server (the address bar keeps `/…`).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const market = marketFromPath(pathname);
  const headers = new Headers(request.headers);
  headers.set(MARKET_HEADER, market.code);
  if (market.code !== 'en') return NextResponse.next({ request: { headers } });
  const url = request.nextUrl.clone();
  url.pathname = `/en${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

// Pictures (`/images/…`, `/i/…`) belong to no market: they are served as they are, not rewritten into `/en`.
export const config = {
  matcher: ['/((?!api/|_next/|images/|i/|favicon.ico|robots.txt).*)'],
};
