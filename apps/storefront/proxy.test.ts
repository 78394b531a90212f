import { CONTENT_PREVIEW_COOKIE } from '@wardrobe/commerce-sdk/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { cachedPagePath, createProxy, needsPageCheck } from './proxy';

// The page-exists check as the sandbox answers it for these paths (operations/pages.ts, tested there).
const MISSING = ['/no-such-page', '/eu/no-such-page', '/browse/no-such-category', '/page-not-found'];
const proxy = createProxy(async (_market, path) => !MISSING.includes(path));

const request = (path: string, init: { method?: string; cookie?: string } = {}) =>
  new NextRequest(`http://shop.test${path}`, {
    method: init.method ?? 'GET',
    ...(init.cookie ? { headers: { cookie: init.cookie } } : {}),
  });

/** Where the proxy sends a path (its rewrite), or undefined when it passes it on unchanged. */
const rewrittenTo = async (path: string, init?: { method?: string; cookie?: string }) => {
  const target = (await proxy(request(path, init))).headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : undefined;
};

describe('cached twins', () => {
  it('sends a landing listing and a product page with its colour to their cached twins', async () => {
    expect(cachedPagePath(request('/browse/womens'), '/browse/womens')).toBe('/browse-cached/womens');
    expect(await rewrittenTo('/browse/womens/dresses')).toBe('/en/browse-cached/womens/dresses');
    expect(await rewrittenTo('/p/196/straight-cropped-jeans-300196/Mid_Wash')).toBe(
      '/en/p-cached/196/straight-cropped-jeans-300196/Mid_Wash',
    );
    expect(await rewrittenTo('/us/p/196/straight-cropped-jeans-300196/Indigo')).toBe(
      '/us/p-cached/196/straight-cropped-jeans-300196/Indigo',
    );
    // The router's own parameter is not the shopper's query.
    expect(await rewrittenTo('/eu/p/196/jeans/Ecru?_rsc=abc')).toBe('/eu/p-cached/196/jeans/Ecru');
  });

  it('renders per request whatever the shopper chose, a preview, a write, or a product without its colour', async () => {
    expect(await rewrittenTo('/p/196/jeans/Ecru?Size=16')).toBe('/en/p/196/jeans/Ecru');
    expect(await rewrittenTo('/browse/womens?sort=price-asc')).toBe('/en/browse/womens');
    expect(
      await rewrittenTo('/p/196/jeans/Ecru', { cookie: `${CONTENT_PREVIEW_COOKIE}=staging.example` }),
    ).toBe('/en/p/196/jeans/Ecru');
    expect(await rewrittenTo('/p/196/jeans/Ecru', { method: 'POST' })).toBe('/en/p/196/jeans/Ecru');
    // Without a colour the page redirects to the default one: nothing to cache.
    expect(await rewrittenTo('/p/196/jeans')).toBe('/en/p/196/jeans');
    expect(await rewrittenTo('/us/p/196/jeans')).toBeUndefined();
  });

  it('gives the twins no address of their own', async () => {
    for (const path of ['/p-cached/196/jeans/Ecru', '/browse-cached/womens', '/us/p-cached/196/jeans/Ecru']) {
      expect(await rewrittenTo(path)).toMatch(/\/page-not-found$/);
    }
  });
});

describe('legacy paths, the account guard and ?logout=true (spec 001 §2, §5)', () => {
  const answer = async (path: string, cookie?: string) => proxy(request(path, cookie ? { cookie } : {}));

  it('redirects every legacy path permanently to its route in the same market, query kept', async () => {
    const cases = {
      '/Bag': '/bag',
      '/eu/Login?redirect=%2Fbag': '/eu/login?redirect=%2Fbag',
      '/us/SearchResults?query=dress': '/us/search?query=dress',
      '/ForgotPassword/ForgotPassword': '/forgot-password',
      '/eu/MyAccount/OrderHistory': '/eu/my-account/order-history',
      '/us/Home': '/us',
    };
    for (const [from, to] of Object.entries(cases)) {
      const response = await answer(from);
      expect(response.status, from).toBe(308);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.pathname}${location.search}`, from).toBe(to);
    }
    // Current paths are not redirected.
    expect((await answer('/bag')).status).not.toBe(308);
  });

  it('sends a visitor without the login cookie from /my-account to the market’s login, target kept', async () => {
    const response = await answer('/eu/my-account/orders?page=2');
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/eu/login');
    expect(location.searchParams.get('redirect')).toBe('/eu/my-account/orders?page=2');
    expect(
      new URL((await answer('/my-account', 'wardrobe-logged-in=0')).headers.get('location') ?? '').pathname,
    ).toBe('/login');
    // Signed in: the page is served (UK paths are rewritten into the market tree).
    expect(await rewrittenTo('/my-account', { cookie: 'wardrobe-logged-in=1' })).toBe('/en/my-account');
    // Not an account page.
    expect((await answer('/my-accountant')).status).not.toBe(307);
  });

  it('signs out on ?logout=true and then shows the page without the parameter', async () => {
    const target = new URL((await answer('/eu/bag?logout=true&x=1')).headers.get('location') ?? '');
    expect(target.pathname).toBe('/api/session/logout');
    expect(target.searchParams.get('to')).toBe('/eu/bag?x=1');
  });
});

describe('the page-exists check (spec 001 §7, §8)', () => {
  it('answers a path the backend does not serve with the 404 page, status 404, the address kept', async () => {
    for (const [path, target] of [
      ['/no-such-page', '/en/page-not-found'],
      ['/eu/no-such-page?x=1', '/eu/page-not-found'],
      ['/browse/no-such-category', '/en/page-not-found'],
      ['/page-not-found', '/en/page-not-found'],
      ['/us/p-cached/196/jeans/Ecru', '/us/page-not-found'],
    ] as const) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(404);
      expect(new URL(response.headers.get('x-middleware-rewrite') ?? '').pathname, path).toBe(target);
    }
    expect((await proxy(request('/other-stuff'))).status).toBe(200);
  });

  it('asks for listings, product pages and content pages, not for pages that answer for themselves', () => {
    for (const path of ['/browse/womens', '/p/1/x/Red', '/cookies', '/womens', '/a/b'])
      expect(needsPageCheck(path), path).toBe(true);
    for (const path of [
      '/',
      '/bag',
      '/search',
      '/checkout',
      '/checkout/x',
      '/order-confirmation',
      '/p/1/x',
      '/sandbox/outbox',
    ])
      expect(needsPageCheck(path), path).toBe(false);
  });
});
