import { expect, type Page, test } from '@playwright/test';
import { formatPrice } from '@wardrobe/domain-rules';

// Spec 001 §2: alternate-language and canonical links with the site origin (the default origin: the e2e servers
// set no WARDROBE_SITE_ORIGIN), the sitemap, robots.txt and structured data.
const ORIGIN = 'https://www.wardrobe.shop';
const HREFLANGS = ['x-default', 'en-gb', 'en', 'en-us', 'en-ie', 'en-de', 'en-fr'];
const JEANS = '/p/196/straight-cropped-jeans-300196/Mid_Wash';
const DRESSES = '/browse/womens/clothing/dresses';

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) =>
      l.getAttribute('href'),
    ),
    alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]),
  }));
}

async function jsonLd(page: Page, type: string) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((d) => d['@type'] === type);
}

const everyMarket = (path: string) =>
  HREFLANGS.map((lang) => {
    const prefix = lang === 'en-us' ? '/us' : ['en-ie', 'en-de', 'en-fr'].includes(lang) ? '/eu' : '';
    return [lang, `${ORIGIN}${prefix}${path}`];
  });

test('home: UK canonical and alternates are the bare origin; EU and US point at their own home', async ({
  page,
}) => {
  await page.goto('/');
  expect(await headLinks(page)).toEqual({ canonical: [ORIGIN], alternates: everyMarket('') });
  await page.goto('/us');
  expect(await headLinks(page)).toEqual({ canonical: [`${ORIGIN}/us`], alternates: everyMarket('') });
});

test('product page in EU: alternates, canonical without the query, one market suffix, Product JSON-LD with its price', async ({
  page,
}) => {
  await page.goto(`/eu${JEANS}`);
  expect(await headLinks(page)).toEqual({
    canonical: [`${ORIGIN}/eu${JEANS}`],
    alternates: everyMarket(JEANS),
  });
  await expect(page).toHaveTitle('Straight Cropped Jeans in Mid Wash | EU');
  const [product, ...more] = await jsonLd(page, 'Product');
  expect(more).toHaveLength(0);
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Straight Cropped Jeans',
    sku: expect.stringMatching(/^300196/),
    brand: { '@type': 'Brand', name: 'Wardrobe' },
    url: `${ORIGIN}/eu${JEANS}`,
    image: expect.arrayContaining([expect.stringMatching(new RegExp(`^${ORIGIN}/`))]),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
  });
  // The price the page opens on, as the shopper sees it.
  const price = (product?.offers as { price?: string } | undefined)?.price;
  await expect(page.locator('.product-purchase__price')).toContainText(formatPrice(Number(price), 'EUR'));

  // With a size chosen (rendered per request, not the cached twin) the links stay those of the page.
  await page.goto(`/eu${JEANS}?Size=18`);
  expect((await headLinks(page)).canonical).toEqual([`${ORIGIN}/eu${JEANS}`]);
});

test('category listing: a canonical without the query, no alternates, a BreadcrumbList', async ({ page }) => {
  for (const path of [DRESSES, `${DRESSES}?sort=price-desc`]) {
    await page.goto(`/us${path}`);
    expect(await headLinks(page), path).toEqual({ canonical: [`${ORIGIN}/us${DRESSES}`], alternates: [] });
  }
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  const labels = await crumbs.allTextContents();
  const [list] = await jsonLd(page, 'BreadcrumbList');
  expect(list?.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/us` },
    { '@type': 'ListItem', position: 2, name: labels[1], item: `${ORIGIN}/us/browse/womens` },
    { '@type': 'ListItem', position: 3, name: labels[2], item: `${ORIGIN}/us/browse/womens/clothing` },
    { '@type': 'ListItem', position: 4, name: 'Dresses', item: `${ORIGIN}/us${DRESSES}` },
  ]);
});

test('search: alternates on /search, none once it has a query', async ({ page }) => {
  await page.goto('/search');
  expect(await headLinks(page)).toEqual({
    canonical: [`${ORIGIN}/search`],
    alternates: everyMarket('/search'),
  });
  for (const query of ['?query=dress', '?q=dress']) {
    await page.goto(`/search${query}`);
    expect((await headLinks(page)).alternates, query).toEqual([]);
  }
});

test('bag and checkout pages carry their links and the market suffix', async ({ page }) => {
  await page.goto('/eu/bag');
  expect(await headLinks(page)).toEqual({ canonical: [`${ORIGIN}/eu/bag`], alternates: everyMarket('/bag') });
  await expect(page).toHaveTitle('Your Bag | EU');
  await page.goto('/us/checkout-identity');
  expect((await headLinks(page)).canonical).toEqual([`${ORIGIN}/us/checkout-identity`]);
  await expect(page).toHaveTitle('Checkout | US');
});

test('sitemap.xml lists every market’s home, content pages, categories and products as absolute URLs', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const body = await response.text();
  const locs = new Set([...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
  for (const prefix of ['', '/eu', '/us']) {
    for (const path of [DRESSES, '/browse/womens', JEANS, '/cookies', '/size-guide', '/other-stuff']) {
      expect(locs.has(`${ORIGIN}${prefix}${path}`), `${prefix}${path}`).toBe(true);
    }
    expect(locs.has(`${ORIGIN}${prefix}`)).toBe(true);
  }
  for (const loc of locs) expect(loc).toMatch(new RegExp(`^${ORIGIN}(/|$)`));
  expect([...locs].some((loc) => /\/(bag|checkout|search|my-account)(\/|$)/.test(loc))).toBe(false);
});

test('robots.txt allows the shop, keeps crawlers out of the API, bag, checkout and account, names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-Agent: *');
  expect(lines).toContain('Allow: /');
  for (const path of [
    '/api/',
    '/checkout',
    '/bag',
    '/my-account',
    '/eu/checkout',
    '/us/bag',
    '/us/my-account',
  ]) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test('/favicon.ico is the shop’s icon, not a page (browsers ask for it on every first visit)', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/');
  expect((await response.body()).length).toBeLessThan(4096);
});
