import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// Spec 001 §2: the content pages of the catch-all route, the shop finder, the 404 page without JavaScript, the
// content-preview route, and the header's transparentHomeHeader (sandbox content: EU sets it).

test('a content page of the catch-all route renders its entry, in each market with its title suffix', async ({
  page,
}) => {
  const response = await page.goto('/other-stuff');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Other stuff');
  await expect(page.getByRole('heading', { level: 1, name: 'Other stuff' })).toBeVisible();
  await expect(page.getByText('Gifts, homewares and everything else we love.')).toBeVisible();
  await expect(page.getByText('Candles, cushions and little things for the home')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/eu/cookies');
  await expect(page).toHaveTitle('Cookies | EU');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  await page.goto('/us/size-guide');
  await expect(page).toHaveTitle('Size guide | US');
  await expect(page.getByText(/Measure your bust, waist and hips/)).toBeVisible();
});

test("the error page's fourth button leads to a page that exists", async ({ page }) => {
  await page.goto('/eu/no-such-page');
  await page.getByRole('main').getByRole('link', { name: 'OTHER STUFF' }).click();
  await expect(page).toHaveURL(/\/eu\/other-stuff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Other stuff' })).toBeVisible();
});

test("a category's own url goes to its listing", async ({ page }) => {
  const response = await page.request.get('/womens', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/browse/womens');
});

test("the shop finder lists the market's shops with address, opening hours and a map", async ({ page }) => {
  await page.goto('/shop-finder');
  await expect(page).toHaveTitle('Shop finder');
  const shops = page.getByRole('region', { name: 'Shops' }).getByRole('article');
  await expect(shops).toHaveCount(3);
  const carnaby = page.getByRole('article', { name: 'London Carnaby' });
  await expect(carnaby.getByText('12 Kingly Court')).toBeVisible();
  await expect(carnaby.getByRole('img', { name: 'Map of London Carnaby, London' })).toBeVisible();
  const hours = carnaby.getByRole('table', { name: 'Opening hours' });
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.getByRole('row', { name: /Thursday/ })).toContainText('09:30 – 20:00');
  await expect(carnaby.getByRole('link', { name: /Directions to London Carnaby/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expectNoAxeViolations(page);

  await page.goto('/us/shop-finder');
  await expect(page.getByRole('region', { name: 'Shops' }).getByRole('heading', { level: 2 })).toHaveText([
    'Los Angeles Abbot Kinney',
    'New York SoHo',
  ]);
  // Closed on Sunday: the manhattan shop keeps the centre's hours.
  await expect(
    page.getByRole('article', { name: 'New York SoHo' }).getByRole('row', { name: /Sunday/ }),
  ).toContainText('Closed');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 page is in the HTML, with its status, in every market and for a missing product', async ({
    page,
  }) => {
    for (const [path, prefix] of [
      ['/no-such-page', ''],
      ['/eu/no/such/page', '/eu'],
      ['/us/p/999999/gone/Red', '/us'],
      ['/browse/no-such-category', ''],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle('Page not found');
      await expect(page.getByRole('heading', { level: 1, name: '404 ERROR' })).toBeVisible();
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'OTHER STUFF' })).toHaveAttribute(
        'href',
        `${prefix}/other-stuff`,
      );
      // The frame is there too: the shopper can go on from the header.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Shop Finder' })).toBeVisible();
    }
  });

  test('a content page and the shop finder need no JavaScript either', async ({ page }) => {
    await page.goto('/cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
    await page.goto('/eu/shop-finder');
    await expect(page.getByRole('article', { name: 'Dublin Grafton Street' })).toBeVisible();
  });
});

test.describe('content preview route', () => {
  const STAGING_HOST = 'hub.staging.wardrobe.test';
  // A banner that exists on the staging host only (content/_staging/uk/home-spring-preview.json).
  const UNPUBLISHED = '7b0c6a52-0000-4000-8000-000000091001';

  test('renders one entry from the staging host, not indexed', async ({ page }) => {
    const response = await page.goto(`/amplience-visualization/${STAGING_HOST}/${UNPUBLISHED}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Preview: the spring edit arrives in March')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop New Season' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
  });

  test("says the spec's message for a domain that is not staging", async ({ page }) => {
    await page.goto(`/eu/amplience-visualization/evil.example/${UNPUBLISHED}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Invalid amplience staging domain' }),
    ).toBeVisible();
    await expect(page.getByText('Preview: the spring edit arrives in March')).toHaveCount(0);
  });
});

test('the header sits transparent over the first block on the home page where app-header asks', async ({
  page,
}) => {
  const header = page.locator('header.site-header');
  await page.goto('/eu');
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(header).toHaveCSS('position', 'absolute');
  // The bars above it stay in place: the header starts below the countdown, over the hero.
  const countdown = await page.getByRole('region', { name: 'Countdown' }).boundingBox();
  const headerBox = await header.boundingBox();
  expect(headerBox?.y).toBeGreaterThanOrEqual((countdown?.y ?? 0) + (countdown?.height ?? 0) - 1);
  await expectNoAxeViolations(page);
  // Only on the home page, and only in the market whose entry sets it.
  await page.goto('/eu/other-stuff');
  await expect(header).toHaveCSS('position', 'sticky');
  await page.goto('/');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
