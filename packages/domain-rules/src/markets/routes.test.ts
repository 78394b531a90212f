import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  assertInternalRedirect,
  canonicalUrl,
  legacyRedirect,
  pageTypeFromRouteName,
} from './routes';

describe('pageTypeFromRouteName', () => {
  it.each([
    ['Product___en', 'Product'],
    ['Category Listing Page___us', 'Category Listing Page'],
    ['Home___eu', 'Home'],
    ['abc', ''],
  ])('%s → %s', (name, type) => {
    expect(pageTypeFromRouteName(name)).toBe(type);
  });
});

describe('legacyRedirect', () => {
  it.each([
    ['/Bag', '/bag'],
    ['/Login', '/login'],
    ['/LoginV2', '/login'],
    ['/CreateAccount', '/create-account'],
    ['/CreateAccountV2', '/create-account'],
    ['/ForgotPassword/ForgotPassword', '/forgot-password'],
    ['/ChangePassword', '/updatePassword'],
    ['/CheckoutIdentity', '/checkout-identity'],
    ['/Cookies', '/cookies'],
    ['/Home', '/'],
    ['/OrderConfirmation', '/order-confirmation'],
    ['/SearchResults', '/search'],
    ['/ShopFinder', '/shop-finder'],
    ['/SizeGuide', '/size-guide'],
    ['/MyAccountPage', '/my-account'],
    ['/MyAccount', '/my-account'],
    ['/MyAccountGoodStuff', '/my-account/your-good-stuff'],
    ['/MyAccount/YourGoodStuff', '/my-account/your-good-stuff'],
    ['/MyAccount/MyProfile', '/my-account/my-profile'],
    ['/MyAccount/OrderHistory', '/my-account/order-history'],
    ['/MyAccount/SavedAddresses', '/my-account/saved-addresses'],
  ])('%s → %s', (legacy, current) => {
    expect(legacyRedirect(legacy)).toBe(current);
  });

  it('keeps the market prefix', () => {
    expect(legacyRedirect('/eu/Bag')).toBe('/eu/bag');
    expect(legacyRedirect('/eu/Home')).toBe('/eu');
    expect(legacyRedirect('/us/MyAccount/OrderHistory')).toBe('/us/my-account/order-history');
  });

  it.each([
    '/bag',
    '/BAG',
    '/Bag/',
    '/Product',
    '/Category',
    '/Collection',
    '/ContentPage',
    '/',
    '/eu',
    '/constructor',
    '/europe/Bag',
  ])('leaves %s alone', (path) => {
    expect(legacyRedirect(path)).toBeUndefined();
  });
});

describe('assertInternalRedirect', () => {
  it.each(['/', '/bag', '/eu/my-account?tab=orders', '/search?term=a%2F%2Fb'])('returns %s', (target) => {
    expect(assertInternalRedirect(target)).toBe(target);
  });

  it.each([
    '//evil.test',
    '///evil.test',
    '/\\evil.test',
    'https://evil.test/',
    'http:/evil.test',
    'javascript:alert(1)',
    'bag',
    '',
    '/\t/evil.test',
    '/\n/evil.test',
    ' /bag',
  ])('throws ERR_REDIRECT for %j', (target) => {
    expect(() => assertInternalRedirect(target)).toThrow(new Error('ERR_REDIRECT'));
  });

  it('never lets through a target that a browser would resolve off-site', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        let allowed = true;
        try {
          assertInternalRedirect(target);
        } catch {
          allowed = false;
        }
        if (allowed) expect(new URL(target, 'https://shop.test/x/').origin).toBe('https://shop.test');
      }),
    );
  });
});

describe('alternateLinks', () => {
  const origin = 'https://www.wardrobe.shop';

  it('lists every hreflang in order with the market-less path', () => {
    expect(alternateLinks({ origin, pathname: '/eu/bag', pageType: 'Bag', hasQuery: false })).toEqual([
      { hreflang: 'x-default', href: 'https://www.wardrobe.shop/bag' },
      { hreflang: 'en-gb', href: 'https://www.wardrobe.shop/bag' },
      { hreflang: 'en', href: 'https://www.wardrobe.shop/bag' },
      { hreflang: 'en-us', href: 'https://www.wardrobe.shop/us/bag' },
      { hreflang: 'en-ie', href: 'https://www.wardrobe.shop/eu/bag' },
      { hreflang: 'en-de', href: 'https://www.wardrobe.shop/eu/bag' },
      { hreflang: 'en-fr', href: 'https://www.wardrobe.shop/eu/bag' },
    ]);
  });

  it.each(['/', '/us/', '/eu/', '/us', '/eu'])('maps home %s to an empty path', (pathname) => {
    const links = alternateLinks({ origin: `${origin}/`, pathname, pageType: 'Home', hasQuery: false });
    expect(links.map((l) => l.href)).toEqual([
      origin,
      origin,
      origin,
      `${origin}/us`,
      `${origin}/eu`,
      `${origin}/eu`,
      `${origin}/eu`,
    ]);
  });

  it('gives category listing pages none, and search pages none when they have a query', () => {
    expect(
      alternateLinks({
        origin,
        pathname: '/browse/womens',
        pageType: 'Category Listing Page',
        hasQuery: false,
      }),
    ).toEqual([]);
    expect(alternateLinks({ origin, pathname: '/search', pageType: 'Search', hasQuery: true })).toEqual([]);
    expect(alternateLinks({ origin, pathname: '/search', pageType: 'Search', hasQuery: false })).toHaveLength(
      7,
    );
  });
});

describe('canonicalUrl', () => {
  it('is the origin and path without query or fragment', () => {
    expect(canonicalUrl('https://www.wardrobe.shop', '/eu/bag')).toBe('https://www.wardrobe.shop/eu/bag');
    expect(canonicalUrl('https://www.wardrobe.shop/', '/search?term=dress#top')).toBe(
      'https://www.wardrobe.shop/search',
    );
  });
});
