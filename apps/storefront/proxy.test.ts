import { CONTENT_PREVIEW_COOKIE } from '@wardrobe/commerce-sdk/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { cachedPagePath, proxy } from './proxy';

const request = (path: string, init: { method?: string; cookie?: string } = {}) =>
  new NextRequest(`http://shop.test${path}`, {
    method: init.method ?? 'GET',
    ...(init.cookie ? { headers: { cookie: init.cookie } } : {}),
  });

/** Where the proxy sends a path (its rewrite), or undefined when it passes it on unchanged. */
const rewrittenTo = (path: string, init?: { method?: string; cookie?: string }) => {
  const target = proxy(request(path, init)).headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : undefined;
};

describe('cached twins', () => {
  it('sends a landing listing and a product page with its colour to their cached twins', () => {
    expect(cachedPagePath(request('/browse/womens'), '/browse/womens')).toBe('/browse-cached/womens');
    expect(rewrittenTo('/browse/womens/dresses')).toBe('/en/browse-cached/womens/dresses');
    expect(rewrittenTo('/p/196/straight-cropped-jeans-300196/Mid_Wash')).toBe(
      '/en/p-cached/196/straight-cropped-jeans-300196/Mid_Wash',
    );
    expect(rewrittenTo('/us/p/196/straight-cropped-jeans-300196/Indigo')).toBe(
      '/us/p-cached/196/straight-cropped-jeans-300196/Indigo',
    );
    // The router's own parameter is not the shopper's query.
    expect(rewrittenTo('/eu/p/196/jeans/Ecru?_rsc=abc')).toBe('/eu/p-cached/196/jeans/Ecru');
  });

  it('renders per request whatever the shopper chose, a preview, a write, or a product without its colour', () => {
    expect(rewrittenTo('/p/196/jeans/Ecru?Size=16')).toBe('/en/p/196/jeans/Ecru');
    expect(rewrittenTo('/browse/womens?sort=price-asc')).toBe('/en/browse/womens');
    expect(rewrittenTo('/p/196/jeans/Ecru', { cookie: `${CONTENT_PREVIEW_COOKIE}=staging.example` })).toBe(
      '/en/p/196/jeans/Ecru',
    );
    expect(rewrittenTo('/p/196/jeans/Ecru', { method: 'POST' })).toBe('/en/p/196/jeans/Ecru');
    // Without a colour the page redirects to the default one: nothing to cache.
    expect(rewrittenTo('/p/196/jeans')).toBe('/en/p/196/jeans');
    expect(rewrittenTo('/us/p/196/jeans')).toBeUndefined();
  });

  it('gives the twins no address of their own', () => {
    for (const path of ['/p-cached/196/jeans/Ecru', '/browse-cached/womens', '/us/p-cached/196/jeans/Ecru']) {
      expect(rewrittenTo(path)).toMatch(/\/page-not-found$/);
    }
  });
});

describe('legacy paths, the account guard and ?logout=true (spec 001 §2, §5)', () => {
  const answer = (path: string, cookie?: string) => proxy(request(path, cookie ? { cookie } : {}));

  it('redirects every legacy path permanently to its route in the same market, query kept', () => {
    const cases = {
      '/Bag': '/bag',
      '/eu/Login?redirect=%2Fbag': '/eu/login?redirect=%2Fbag',
      '/us/SearchResults?query=dress': '/us/search?query=dress',
      '/ForgotPassword/ForgotPassword': '/forgot-password',
      '/eu/MyAccount/OrderHistory': '/eu/my-account/order-history',
      '/us/Home': '/us',
    };
    for (const [from, to] of Object.entries(cases)) {
      const response = answer(from);
      expect(response.status, from).toBe(308);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.pathname}${location.search}`, from).toBe(to);
    }
    // Current paths are not redirected.
    expect(answer('/bag').status).not.toBe(308);
  });

  it('sends a visitor without the login cookie from /my-account to the market’s login, target kept', () => {
    const response = answer('/eu/my-account/orders?page=2');
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/eu/login');
    expect(location.searchParams.get('redirect')).toBe('/eu/my-account/orders?page=2');
    expect(
      new URL(answer('/my-account', 'wardrobe-logged-in=0').headers.get('location') ?? '').pathname,
    ).toBe('/login');
    // Signed in: the page is served (UK paths are rewritten into the market tree).
    expect(rewrittenTo('/my-account', { cookie: 'wardrobe-logged-in=1' })).toBe('/en/my-account');
    // Not an account page.
    expect(answer('/my-accountant').status).not.toBe(307);
  });

  it('signs out on ?logout=true and then shows the page without the parameter', () => {
    const target = new URL(answer('/eu/bag?logout=true&x=1').headers.get('location') ?? '');
    expect(target.pathname).toBe('/api/session/logout');
    expect(target.searchParams.get('to')).toBe('/eu/bag?x=1');
  });
});
