import { CONTENT_PREVIEW_COOKIE, CONTENT_PREVIEW_TIMESTAMP_COOKIE } from '@wardrobe/commerce-sdk/server';
import {
  assertPreviewDomain,
  CONTENT_STAGING_DOMAIN_ENV,
  contentStagingDomain,
  legacyRedirect,
  type Market,
  marketFromPath,
  PREVIEW_DOMAIN_ERROR,
  signInPath,
} from '@wardrobe/domain-rules';
import { type NextRequest, NextResponse } from 'next/server';
import { PREVIEW_BAR_COOKIE } from './components/frame/runtime/preview-cookie';
import { pageExists } from './lib/page-exists';

export const MARKET_HEADER = 'x-wardrobe-market';
/** The page-readable login state the commerce backend sets with a session ('1' signed in, '0' signed out). */
export const LOGIN_STATE_COOKIE = 'wardrobe-logged-in';

/**
 * One route tree serves the three markets: `/eu/…` and `/us/…` match `app/[market]` directly, and UK paths,
 * which have no prefix, are rewritten to `/en/…` inside the server (the address bar keeps `/…`).
 * A preview link (`?ampl_domain=…`) is answered here, before any page.
 */
export const proxy = createProxy(pageExists);

/** The proxy with its page-exists check given (unit tests give a fake one; the shop the backend's). */
export function createProxy(exists: (market: Market, path: string) => Promise<boolean>) {
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const { pathname, searchParams } = request.nextUrl;
    const market = marketFromPath(pathname);
    const previewDomain = searchParams.get('ampl_domain');
    if (previewDomain !== null) return previewLink(request, market, previewDomain);
    const early = legacyPath(request) ?? logout(request) ?? accountGuard(request, market);
    if (early) return early;
    const headers = new Headers(request.headers);
    headers.set(MARKET_HEADER, market.code);
    const inMarket = pathname.slice(market.prefix.length) || '/';
    if (needsPageCheck(inMarket) && !(await exists(market, pathname)))
      return pageNotFound(request, market, headers);
    const cached = cachedPagePath(request, inMarket);
    if (cached === NOT_FOUND) return pageNotFound(request, market, headers);
    if (market.code !== 'en' && cached === undefined) return NextResponse.next({ request: { headers } });
    const url = request.nextUrl.clone();
    url.pathname = `/${market.code}${cached ?? (inMarket === '/' ? '' : inMarket)}`;
    return NextResponse.rewrite(url, { request: { headers } });
  };
}

/**
 * Spec 001 §2: every legacy path (domain-rules `legacyRedirect`, `/eu/MyAccount/OrderHistory` too) answers a
 * permanent redirect to its route in the same market, with its query.
 */
function legacyPath(request: NextRequest): NextResponse | undefined {
  const target = legacyRedirect(request.nextUrl.pathname);
  if (target === undefined) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

/** Spec 001 §5: `?logout=true` signs the shopper out (app/api/session/logout), then shows the page without it. */
function logout(request: NextRequest): NextResponse | undefined {
  if (request.nextUrl.searchParams.get('logout') !== 'true') return undefined;
  const page = request.nextUrl.clone();
  page.searchParams.delete('logout');
  const url = request.nextUrl.clone();
  url.pathname = '/api/session/logout';
  url.search = '';
  url.searchParams.set('to', `${page.pathname}${page.search}`);
  // A redirect, not a rewrite: a route handler reached by a rewrite sees the address asked for, not its own.
  return NextResponse.redirect(url, { headers: { 'cache-control': 'no-store' } });
}

/**
 * Spec 001 §2: "A route guard sends anonymous visitors to the localized login route when the login cookie is
 * absent" — for `/my-account` and its pages. The page asked for rides along (`?redirect=/eu/my-account/…`) so
 * sign-in can return to it. Reading: a login state of '0' (signed out) is absent too.
 */
function accountGuard(request: NextRequest, market: Market): NextResponse | undefined {
  const inMarket = request.nextUrl.pathname.slice(market.prefix.length) || '/';
  if (inMarket !== '/my-account' && !inMarket.startsWith('/my-account/')) return undefined;
  if (request.cookies.get(LOGIN_STATE_COOKIE)?.value === '1') return undefined;
  const login = new URL(
    signInPath(`${request.nextUrl.pathname}${request.nextUrl.search}`, market.code),
    request.url,
  );
  return NextResponse.redirect(login, { headers: { 'cache-control': 'no-store' } });
}

/**
 * Routes whose pages answer every path under them themselves (a bag, a search, the checkout's own not-found), and
 * home: no page-exists check. Everything else — listings, product pages, content pages, unknown paths — is asked
 * (spec 001 §7 "Page-exists check on a candidate path | path | 404 means not existing").
 */
const SELF_ANSWERING = new Set([
  'bag',
  'search',
  'checkout',
  'checkout-identity',
  'order-confirmation',
  'api',
  // The sandbox's own pages for people trying the shop (`/sandbox/outbox`, contracts/sandbox-seams.md).
  'sandbox',
]);

/**
 * Whether a page path is checked before it renders. A product page without its colour redirects to one (its own
 * route), so it is not asked; nor are the cached twins' own addresses (answered 404 by `cachedPagePath`).
 */
export function needsPageCheck(inMarket: string): boolean {
  const [first = '', ...rest] = inMarket.slice(1).split('/');
  if (first === '' || SELF_ANSWERING.has(first)) return false;
  if (first === 'p' && rest.length !== 3) return false;
  return !Object.values(CACHED_TWINS).includes(first as never);
}

/** The internal address of the 404 page (app/[market]/page-not-found). */
export const NOT_FOUND = '/page-not-found';

/**
 * A path that does not exist: the 404 page, rendered as a page (so it is in the HTML, shown without JavaScript)
 * and answered with status 404. A rewrite, so the address bar keeps what the shopper typed.
 */
function pageNotFound(request: NextRequest, market: Market, headers: Headers): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${market.code}${NOT_FOUND}`;
  url.search = '';
  return NextResponse.rewrite(url, {
    status: 404,
    request: { headers },
    headers: { 'cache-control': 'no-store' },
  });
}

/**
 * The cached twins (app/[market]/browse-cached, app/[market]/p-cached): internal paths only this proxy leads to,
 * by public prefix.
 */
export const CACHED_TWINS = { '/browse/': 'browse-cached', '/p/': 'p-cached' } as const;

/**
 * Where a page is served from cache: a listing (`/browse/…`) or a product page with its colour
 * (`/p/:id/:slug/:color`), read (GET or HEAD) with no query of its own and no content preview, as a shopper
 * first lands on it, goes to its cached twin; any filter, sort, page, view, size or length, or a preview, renders
 * per request. A twin's own address answers 404 (one address per page).
 * Reading: `_rsc` is the router's cache-busting parameter, not the shopper's query.
 */
export function cachedPagePath(request: NextRequest, inMarket: string): string | undefined {
  const twins = Object.entries(CACHED_TWINS);
  if (twins.some(([, twin]) => inMarket === `/${twin}` || inMarket.startsWith(`/${twin}/`))) return NOT_FOUND;
  const found = twins.find(([prefix]) => inMarket.startsWith(prefix));
  if (!found) return undefined;
  const [prefix, twin] = found;
  // A product page without its colour redirects to one: only `/p/:id/:slug/:color` has a twin.
  if (prefix === '/p/' && inMarket.slice(prefix.length).split('/').length !== 3) return undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  for (const name of request.nextUrl.searchParams.keys()) if (name !== '_rsc') return undefined;
  if (request.cookies.has(CONTENT_PREVIEW_COOKIE)) return undefined;
  return `/${twin}/${inMarket.slice(prefix.length)}`;
}

/**
 * Spec 001 §2, §5: a preview link stores the preview cookie (and the optional `ampl_timestamp`) and redirects to
 * the market's home, only for a domain on the staging content domain (the suffix the content service checks,
 * from the same setting); any other domain is answered 400 'Invalid amplience staging domain' and sets nothing.
 * Reading: session cookies (no max age), httpOnly, SameSite=Lax, path /; the redirect stays on the host the
 * editor used (the request's own).
 */
function previewLink(request: NextRequest, market: Market, domain: string): NextResponse {
  try {
    assertPreviewDomain(domain, contentStagingDomain(process.env[CONTENT_STAGING_DOMAIN_ENV]));
  } catch {
    return new NextResponse(PREVIEW_DOMAIN_ERROR, {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const home = request.nextUrl.clone();
  home.pathname = market.prefix || '/';
  home.search = '';
  const response = NextResponse.redirect(home, { headers: { 'cache-control': 'no-store' } });
  const cookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.nextUrl.protocol === 'https:',
  };
  response.cookies.set(CONTENT_PREVIEW_COOKIE, domain, cookie);
  // Its page-readable twin shows the preview bar (spec 001 §2) without the pages reading cookies.
  response.cookies.set(PREVIEW_BAR_COOKIE, domain, { ...cookie, httpOnly: false });
  const timestamp = request.nextUrl.searchParams.get('ampl_timestamp');
  if (timestamp !== null && /^\d{1,16}$/.test(timestamp)) {
    response.cookies.set(CONTENT_PREVIEW_TIMESTAMP_COOKIE, timestamp, cookie);
  } else {
    // A new preview without a time must not keep the time of an older one.
    response.cookies.set(CONTENT_PREVIEW_TIMESTAMP_COOKIE, '', { ...cookie, maxAge: 0 });
  }
  return response;
}

// Pictures (`/images/…`, `/i/…`) belong to no market: they are served as they are, not rewritten into `/en`.
export const config = {
  matcher: ['/((?!api/|_next/|images/|i/|v/|favicon.ico|robots.txt|sitemap.xml).*)'],
};
