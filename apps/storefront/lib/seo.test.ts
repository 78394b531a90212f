import { MARKETS } from '@wardrobe/domain-rules';
import { describe, expect, it, vi } from 'vitest';
import {
  absoluteUrl,
  breadcrumbListJsonLd,
  DEFAULT_SITE_ORIGIN,
  hasQueryString,
  jsonLdText,
  productJsonLd,
  productPageJsonLd,
  robotsDisallow,
  seoAlternates,
  sitemapPaths,
  siteOrigin,
} from './seo';

const ORIGIN = 'https://shop.example';
const [en, eu, us] = MARKETS as [(typeof MARKETS)[0], (typeof MARKETS)[0], (typeof MARKETS)[0]];

describe('siteOrigin', () => {
  it('defaults, keeps only the origin of the setting, and refuses what is not an http(s) URL', () => {
    expect(siteOrigin(undefined)).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin('  ')).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin('https://shop.example/')).toBe('https://shop.example');
    expect(siteOrigin('http://127.0.0.1:3000/anything?x=1')).toBe('http://127.0.0.1:3000');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(siteOrigin('javascript:alert(1)')).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin('not a url')).toBe(DEFAULT_SITE_ORIGIN);
    error.mockRestore();
  });
});

describe('seoAlternates', () => {
  it('gives UK home the bare origin, in the spec order of alternates', () => {
    const links = seoAlternates(en, '/', 'home', false, ORIGIN);
    expect(links.canonical).toBe(ORIGIN);
    expect(Object.entries(links.languages ?? {})).toEqual([
      ['x-default', ORIGIN],
      ['en-gb', ORIGIN],
      ['en', ORIGIN],
      ['en-us', `${ORIGIN}/us`],
      ['en-ie', `${ORIGIN}/eu`],
      ['en-de', `${ORIGIN}/eu`],
      ['en-fr', `${ORIGIN}/eu`],
    ]);
  });

  it('points a market page at its own prefixed canonical and every market at the same path', () => {
    const links = seoAlternates(eu, '/p/1/dress-300001/Light_Blue', 'product', false, ORIGIN);
    expect(links.canonical).toBe(`${ORIGIN}/eu/p/1/dress-300001/Light_Blue`);
    expect(links.languages).toMatchObject({
      'x-default': `${ORIGIN}/p/1/dress-300001/Light_Blue`,
      'en-us': `${ORIGIN}/us/p/1/dress-300001/Light_Blue`,
      'en-fr': `${ORIGIN}/eu/p/1/dress-300001/Light_Blue`,
    });
    expect(seoAlternates(us, '/', 'home', false, ORIGIN).canonical).toBe(`${ORIGIN}/us`);
  });

  it('leaves the alternates off category listings and searches with a query, but keeps the canonical', () => {
    const listing = seoAlternates(en, '/browse/womens', 'category', false, ORIGIN);
    expect(listing).toEqual({ canonical: `${ORIGIN}/browse/womens` });
    const searched = seoAlternates(us, '/search', 'search', true, ORIGIN);
    expect(searched).toEqual({ canonical: `${ORIGIN}/us/search` });
    expect(Object.keys(seoAlternates(us, '/search', 'search', false, ORIGIN).languages ?? {})).toHaveLength(
      7,
    );
    // A page without a route name (checkout, content pages) is an ordinary page.
    expect(seoAlternates(en, '/checkout', undefined, true, ORIGIN).languages).toBeDefined();
  });

  it('reads the query of a page', () => {
    expect(hasQueryString({})).toBe(false);
    expect(hasQueryString({ query: undefined })).toBe(false);
    expect(hasQueryString({ query: 'dress' })).toBe(true);
    expect(hasQueryString({ q: ['a', 'b'] })).toBe(true);
  });
});

describe('JSON-LD', () => {
  it('escapes < so no text can close the script, and stays JSON', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> <!--' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> <!--' });
  });

  it('describes a product with an absolute url, image and an offer', () => {
    const data = productJsonLd(
      {
        name: 'Pleated Dress',
        description: '<p>Soft <b>cotton</b></p>',
        sku: '300101',
        images: ['/images/products/300101-White-1.jpg', 'https://cdn.example/x.jpg'],
        path: '/us/p/101/pleated-dress-300101/White',
        price: 29,
        currency: 'USD',
        inStock: false,
      },
      ORIGIN,
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Pleated Dress',
      description: 'Soft cotton',
      sku: '300101',
      brand: { '@type': 'Brand', name: 'Wardrobe' },
      image: [`${ORIGIN}/images/products/300101-White-1.jpg`, 'https://cdn.example/x.jpg'],
      url: `${ORIGIN}/us/p/101/pleated-dress-300101/White`,
      offers: {
        '@type': 'Offer',
        price: '29.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('prices a product page at its opening variant, in stock when any size of the colour is', () => {
    const variant = (id: number, size: string, stock: number, sale: number | null, isDefault = false) => ({
      id,
      product_id: 7,
      sku: `300007-${size}`,
      price: 40,
      calculated_price: sale ?? 40,
      sale_price: sale,
      inventory_level: stock,
      purchasing_disabled: false,
      image_url: '/images/products/300007-Navy-1.jpg',
      option_values: [
        { id: 1, option_id: 1, option_display_name: 'Color', label: 'Navy', is_default: true },
        { id: id + 10, option_id: 2, option_display_name: 'Size', label: size, is_default: isDefault },
      ],
    });
    const variants = [variant(1, 'S', 0, null), variant(2, 'M', 3, 30, true)];
    const product = {
      id: 7,
      name: 'Knit Jumper',
      sku: '300007',
      description: 'Warm.',
      url: '/knit-jumper-300007/',
      price: 40,
      inventory_tracking: 'variant',
      inventory_level: 3,
      purchasing_disabled: false,
      variants,
      options: [],
      modifiers: [],
    };
    const data = productPageJsonLd(
      eu,
      // biome-ignore lint/suspicious/noExplicitAny: a partial product is enough for the fields read.
      { product: product as any, variants: variants as any, colour: 'Navy', media: [] },
      ORIGIN,
    );
    expect(data.url).toBe(`${ORIGIN}/eu/p/7/knit-jumper-300007/Navy`);
    expect(data.offers).toMatchObject({
      price: '30.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(data.image).toEqual([`${ORIGIN}/images/products/300007-Navy-1.jpg`]);
  });

  it('lists breadcrumbs in order with absolute links, home as the bare origin', () => {
    expect(
      breadcrumbListJsonLd(
        [
          { label: 'Home', link: '/' },
          { label: 'Womens', link: '/browse/womens' },
          { label: 'Dresses', link: '/browse/womens/dresses' },
        ],
        ORIGIN,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: ORIGIN },
        { '@type': 'ListItem', position: 2, name: 'Womens', item: `${ORIGIN}/browse/womens` },
        { '@type': 'ListItem', position: 3, name: 'Dresses', item: `${ORIGIN}/browse/womens/dresses` },
      ],
    });
    expect(absoluteUrl(ORIGIN, '/eu')).toBe(`${ORIGIN}/eu`);
  });
});

describe('sitemap and robots', () => {
  it('lists home, content pages, every category level and each colour of a product, in the market', () => {
    const paths = sitemapPaths(
      us,
      [
        {
          url: '/womens/',
          children: [{ url: '/womens/dresses/', children: [] }],
        },
      ],
      [{ id: 5, url: '/tee-300005/', colours: ['White', 'Light Blue'] }],
      (product, colour) => `/us/p/${product.id}/x/${colour.replace(' ', '_')}`,
    );
    expect(paths).toEqual([
      '/us',
      '/us/cookies',
      '/us/shop-finder',
      '/us/size-guide',
      '/us/other-stuff',
      '/us/browse/womens',
      '/us/browse/womens/dresses',
      '/us/p/5/x/White',
      '/us/p/5/x/Light_Blue',
    ]);
    expect(sitemapPaths(en, [], [], () => '')[0]).toBe('/');
  });

  it('keeps crawlers out of the API, bag, checkout, account and sandbox pages of every market', () => {
    expect(robotsDisallow()).toEqual([
      '/api/',
      '/checkout',
      '/bag',
      '/my-account',
      '/sandbox',
      '/eu/checkout',
      '/eu/bag',
      '/eu/my-account',
      '/eu/sandbox',
      '/us/checkout',
      '/us/bag',
      '/us/my-account',
      '/us/sandbox',
    ]);
  });
});
