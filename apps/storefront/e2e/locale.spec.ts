import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { JS_BUDGETS_KB, scriptKilobytes } from './js-size';

// Spec 001 §2 "Locale overlay", §4, §7, §9 and the sandbox's visitor's-country seam (sandbox_country cookie).

const PRODUCT = '/p/196/straight-cropped-jeans-300196/Mid_Wash';
const DAY_S = 86_400;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Choose your country' });

async function visitFrom(context: BrowserContext, baseURL: string | undefined, country: string) {
  await context.addCookies([{ name: 'sandbox_country', value: country, url: baseURL ?? '' }]);
}

/** The page's data layer, kept across page loads (sessionStorage), since a choice navigates away. */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-data-layer', JSON.stringify([...kept, ...entries]));
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}
const recorded = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as Record<string, unknown>[],
  );

/** The geolocation answer has come and been acted on (the overlay opens right after it, or never). */
async function afterGeolocation(page: Page, path: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/geolocation');
  await page.goto(path);
  await answered;
  await page.waitForTimeout(500);
}

// The visitor's country is what each test says (playwright.config.ts gives every other spec a German visitor).
test.use({ storageState: { cookies: [], origins: [] } });

test('the geolocation route answers the sandbox country with its continent, else GB, never cached', async ({
  request,
}) => {
  const ask = async (cookie?: string) => {
    const response = await request.get('/api/geolocation', {
      headers: cookie === undefined ? {} : { cookie: `sandbox_country=${cookie}` },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    return response.json();
  };
  expect(await ask('US')).toEqual({ country: { iso_code: 'US' }, continent: { code: 'NA' } });
  expect(await ask('es')).toEqual({ country: { iso_code: 'ES' }, continent: { code: 'EU' } });
  expect(await ask()).toEqual({ country: { iso_code: 'GB' }, continent: { code: 'EU' } });
  expect(await ask('USA')).toEqual({ country: { iso_code: 'GB' }, continent: { code: 'EU' } });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a shopper in the US on the UK home page is offered the sites and lands on /us', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL, 'US');
    await recordDataLayer(page);
    await page.goto('/');
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'You are on the UK site, shopping in GBP. It looks like you are in USA and Canada.',
    );
    await expect(dialog.getByRole('img', { name: 'Coats on a rail in a bright shop' })).toBeVisible();
    const sites = dialog.getByRole('list', { name: 'Sites' }).getByRole('link');
    await expect(sites).toHaveText([
      /^United Kingdom\s*GBP\s*This site$/,
      /^Germany\s*EUR\s*External site$/,
      /^Ireland\s*EUR$/,
      /^France\s*EUR\s*External site$/,
      /^Europe\s*EUR$/,
      /^USA and Canada\s*USD$/,
      /^Rest of the World\s*EUR$/,
    ]);
    await expect(dialog.getByRole('link', { name: /^Germany/ })).toHaveAttribute(
      'href',
      'https://www.wardrobe.de',
    );
    await expectNoAxeViolations(page);

    await dialog.getByRole('link', { name: /^USA and Canada/ }).click();
    await expect(page).toHaveURL(/\/us$/);
    await expect(page.locator('html')).toHaveAttribute('data-market', 'us');
    // Now on the chosen market: no prompt.
    await page.waitForTimeout(500);
    await expect(overlay(page)).toHaveCount(0);

    expect(await recorded(page)).toContainEqual({
      event: 'country_selector',
      selected_country: 'USA and Canada',
      selected_locale: 'us',
      currency: 'USD',
      from_locale: 'en',
    });
    const now = Date.now() / 1000;
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    for (const [name, value, days] of [
      ['wsPreferredLocale', 'us', 30],
      ['locale', 'us', 365],
      ['currency', 'USD', 365],
      ['country', 'US', 365],
    ] as const) {
      const cookie = cookies[name];
      expect(cookie, name).toMatchObject({ value, path: '/', sameSite: 'Lax', httpOnly: false });
      expect(Math.abs((cookie?.expires ?? 0) - now - days * DAY_S), name).toBeLessThan(120);
    }
  });

  test('from a product page the choice keeps the page', async ({ page, context, baseURL }) => {
    await visitFrom(context, baseURL, 'US');
    await page.goto(PRODUCT);
    await overlay(page)
      .getByRole('link', { name: /^USA and Canada/ })
      .click();
    // The product page may add the chosen size to the query as it loads.
    await expect(page).toHaveURL(new RegExp(`/us${PRODUCT}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('from a listing in Ireland the choice keeps the listing and its query', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL, 'IE');
    await page.goto('/browse/womens?page=1');
    const dialog = overlay(page);
    await expect(dialog).toContainText('It looks like you are in Ireland.');
    await dialog.getByRole('link', { name: /^Ireland/ }).click();
    await expect(page).toHaveURL(/\/eu\/browse\/womens\?page=1$/);
  });

  test('no overlay when the country matches the market, nor when a saved choice does', async ({
    page,
    context,
    baseURL,
  }) => {
    await afterGeolocation(page, '/');
    await expect(overlay(page)).toHaveCount(0);

    await visitFrom(context, baseURL, 'US');
    await afterGeolocation(page, '/us/browse/womens');
    await expect(overlay(page)).toHaveCount(0);

    // The saved preference wins over detection.
    await context.addCookies([{ name: 'wsPreferredLocale', value: 'en', url: baseURL ?? '' }]);
    await afterGeolocation(page, '/');
    await expect(overlay(page)).toHaveCount(0);
  });

  test('closing the overlay keeps this market, so it does not open again', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL, 'GB');
    await page.goto('/us');
    await expect(overlay(page)).toBeVisible();
    await overlay(page).getByRole('button', { name: 'Close' }).click();
    await expect(overlay(page)).toHaveCount(0);
    // The preference is saved as the overlay closes; on a loaded machine the cookie can land a moment later.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'wsPreferredLocale')?.value)
      .toBe('us');
    await afterGeolocation(page, '/us');
    await expect(overlay(page)).toHaveCount(0);
  });

  test('a page where the overlay opens takes no react-aria for it: the platform dialog', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL, 'US');
    const kb = await scriptKilobytes(page, async () => {
      await page.goto('/');
      await expect(overlay(page)).toBeVisible();
    });
    console.log(`home with the locale overlay open: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
    // The overlay's own code is a couple of kB: a page with it open stays within a kilobyte of home's budget.
    expect(kb).toBeLessThan(JS_BUDGETS_KB.homeWithLocaleOverlay);
    expect(await overlay(page).evaluate((dialog) => dialog.tagName)).toBe('DIALOG');
  });

  test('the header button opens the overlay by keyboard; Escape closes it and focus returns', async ({
    page,
  }) => {
    await afterGeolocation(page, '/');
    await expect(overlay(page)).toHaveCount(0);
    const button = page.getByRole('banner').getByRole('button', { name: 'Change country, currently UK' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Focus is inside the dialog and stays there.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('a bot', () => {
  test.use({ userAgent: GOOGLEBOT });

  test('is never prompted, nor asks where it is', async ({ page, context, baseURL }) => {
    await visitFrom(context, baseURL, 'US');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/geolocation') asked.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await expect(overlay(page)).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the overlay fits a phone and passes axe', async ({ page, context, baseURL }) => {
    await visitFrom(context, baseURL, 'US');
    await page.goto('/eu');
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^France/ })).toHaveAttribute(
      'href',
      'https://www.wardrobe.fr',
    );
    await expectNoAxeViolations(page);
  });
});
