import { expect, type Page, type Request, test } from '@playwright/test';
import { rateWebVital, WEB_VITALS_REPORT_DEBOUNCE_MS } from '@wardrobe/domain-rules';
import { expectNoAxeViolations } from './axe';
import { holdScripts } from './shop';

// Issue 19 items 9 and 6a: the runtime rules (spec 001 §8, spec 002 §7–9) and the preview bar (spec 001 §2).

const STAGING_HOST = 'hub.staging.wardrobe.test';
const PREVIEW_TEXT = 'Preview: the spring edit arrives in March';

/** The page's connection as a data-saver (or 2g) browser describes it, before any of the page's scripts run. */
async function emulateConnection(page: Page, hints: { saveData?: boolean; effectiveType?: string }) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { value, configurable: true });
  }, hints);
}

/** The App Router's data requests for another page (a prefetch carries `_rsc` and says it is one). */
function isRoutePrefetch(request: Request): boolean {
  return new URL(request.url()).searchParams.has('_rsc') || request.headers()['next-router-prefetch'] === '1';
}

test.describe('preview bar', () => {
  test('shows while previewing, is accessible, and Exit preview clears the cookies and reloads', async ({
    page,
    context,
  }) => {
    await page.goto(`/?ampl_domain=${STAGING_HOST}&ampl_timestamp=1795442372322`);
    const bar = page.getByRole('region', { name: 'Content preview' });
    await expect(bar).toContainText(`You are previewing content from ${STAGING_HOST}`);
    await expect(page.getByRole('main').getByText(PREVIEW_TEXT)).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'wardrobe-preview-bar')).toMatchObject({
      value: STAGING_HOST,
      httpOnly: false,
      sameSite: 'Lax',
      path: '/',
    });
    await expectNoAxeViolations(page);

    // By keyboard: the button is reachable and Enter exits; the page comes back without the preview.
    const exit = bar.getByRole('button', { name: 'Exit preview' });
    await exit.focus();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(page.getByRole('main').getByText('has landed')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Content preview' })).toHaveCount(0);
    await expect(page.getByText(PREVIEW_TEXT)).toHaveCount(0);
    const left = (await context.cookies()).map((c) => c.name);
    expect(left).not.toContain('wardrobe-preview');
    expect(left).not.toContain('wardrobe-preview-timestamp');
    expect(left).not.toContain('wardrobe-preview-bar');
  });

  test('no bar without a preview; exit refuses a cross-site request', async ({ page, request, baseURL }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByText('has landed')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Content preview' })).toHaveCount(0);
    const refused = await request.post('/api/preview/exit', { headers: { origin: 'https://evil.example' } });
    expect(refused.status()).toBe(403);
    const ok = await request.post('/api/preview/exit', { headers: { origin: baseURL as string } });
    expect(ok.status()).toBe(204);
  });
});

test.describe('web vitals', () => {
  test('are sent debounced, rated by the spec, recorded by the sandbox and read back', async ({
    page,
    request,
  }) => {
    // A beacon's body is not shown to the test: when it went is; what it said is read back from the sandbox.
    const posts: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/web-vitals') posts.push(Date.now());
    });
    const recorded = async () => {
      const { data } = await (await request.get('/api/web-vitals?path=%2Feu')).json();
      return data as { name: 'LCP' | 'INP' | 'CLS'; value: number; rating: string }[];
    };
    // The library loads after the page's load event: it must be listening before the interaction.
    const library = page.waitForResponse(
      async (r) =>
        r.request().resourceType() === 'script' && (await r.text()).includes('largest-contentful-paint'),
    );
    await page.goto('/eu');
    await library;
    await page.waitForLoadState('networkidle');
    // An interaction (a key: a click here could follow a banner's link) ends the LCP measurement, which the
    // library reports then.
    const clicked = Date.now();
    await page.keyboard.press('Shift');
    await expect.poll(() => posts.length, { timeout: 8000 }).toBeGreaterThan(0);
    expect((posts[0] as number) - clicked).toBeGreaterThanOrEqual(WEB_VITALS_REPORT_DEBOUNCE_MS - 100);
    await expect.poll(async () => (await recorded()).map((v) => v.name)).toContain('LCP');

    // Leaving the page sends what is left at once (CLS and INP are final only then).
    await page.goto('/eu/browse/womens');
    await expect
      .poll(async () => (await recorded()).map((v) => v.name), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['CLS', 'LCP']));
    for (const vital of await recorded()) {
      expect(vital.rating, vital.name).toBe(rateWebVital(vital.name, vital.value));
    }
  });

  test('bad reports are answered 400 with a message; cross-site ones 403', async ({ request, baseURL }) => {
    const origin = { origin: baseURL as string };
    const notJson = await request.post('/api/web-vitals', { headers: origin, data: 'nope{' });
    expect(notJson.status()).toBe(400);
    expect((await notJson.json()).message).toBe('The body must be JSON.');
    const fid = await request.post('/api/web-vitals', {
      headers: origin,
      data: { path: '/', metrics: [{ name: 'FID', value: 3 }] },
    });
    expect(fid.status()).toBe(400);
    expect((await fid.json()).message).toBe('metrics.0.name must be one of LCP, INP, CLS.');
    const crossSite = await request.post('/api/web-vitals', {
      headers: { origin: 'https://evil.example' },
      data: { path: '/', metrics: [{ name: 'LCP', value: 3 }] },
    });
    expect(crossSite.status()).toBe(403);
    // The sandbox rates what it keeps; a rating sent along is not believed.
    const kept = await request.post('/api/web-vitals', {
      headers: origin,
      data: { path: '/runtime-e2e', metrics: [{ name: 'INP', value: 350, rating: 'good' }] },
    });
    expect(kept.status()).toBe(204);
    const { data } = await (await request.get('/api/web-vitals?path=%2Fruntime-e2e')).json();
    expect(data[0]).toMatchObject({ name: 'INP', value: 350, rating: 'needs-improvement' });
  });
});

test.describe('idle prefetch', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('prefetches the links in view once the page is idle', async ({ page }) => {
    const prefetches: string[] = [];
    page.on('request', (r) => {
      if (isRoutePrefetch(r)) prefetches.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect.poll(() => prefetches.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  for (const hints of [{ saveData: true }, { effectiveType: '2g' }]) {
    test(`prefetches nothing on ${JSON.stringify(hints)}`, async ({ page }) => {
      await emulateConnection(page, hints);
      const prefetches: string[] = [];
      page.on('request', (r) => {
        if (isRoutePrefetch(r)) prefetches.push(r.url());
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // Past the idle timeout (2000 ms) with room to spare.
      await page.waitForTimeout(4000);
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(1000);
      expect(prefetches).toEqual([]);
    });
  }
});

test.describe('chunk-load failure', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('reloads the page once, and not again within the minute', async ({ page }) => {
    // No prefetch here: only the failure under test may load (and fail) a chunk.
    await emulateConnection(page, { saveData: true });
    const loaded = new Set<string>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') loaded.add(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Every chunk the page has already loaded still loads (the reload needs them); any new one fails, as after a
    // deploy that removed it.
    const failed: string[] = [];
    await page.route('**/_next/static/chunks/**', (route) => {
      if (loaded.has(route.request().url())) return route.continue();
      failed.push(route.request().url());
      return route.abort();
    });
    let loads = 0;
    page.on('load', () => loads++);

    const menu = page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(1);
    expect(failed.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => sessionStorage.getItem('wardrobe-chunk-reload-at'))).toMatch(/^\d+$/);

    // The same failure again within the minute: no second reload.
    const failedBefore = failed.length;
    await menu.click();
    await expect.poll(() => failed.length, { timeout: 10_000 }).toBeGreaterThan(failedBefore);
    await page.waitForTimeout(2000);
    expect(loads).toBe(1);
  });
});

// A slow connection paints the header well before its script arrives: a press then must not be lost
// (components/frame/runtime/early-presses.ts). The script is held back until the press has landed.
test.describe('presses before the frame has its script', () => {
  for (const { name, press, opens } of [
    {
      name: 'the header’s Bag opens the bag',
      press: (page: Page) => page.getByRole('banner').getByTestId('bag-button'),
      opens: (page: Page) => page.getByRole('dialog', { name: 'Your Bag' }),
    },
    {
      name: 'the header’s Search opens the search bar',
      press: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' }),
      opens: (page: Page) => page.getByRole('searchbox', { name: 'Search' }),
    },
  ]) {
    test(`${name} once the page is ready`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await press(page).click();
      // Not hydrated yet: nothing can have opened.
      await expect(opens(page)).toHaveCount(0);
      release();
      await expect(opens(page)).toBeVisible();
    });
  }

  test('a heart pressed on the listing saves its product once the page is ready, and stays saved', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/browse/womens', { waitUntil: 'domcontentloaded' });
    const heart = page.getByRole('button', { name: /^Save .+ to wishlist$/ }).first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    release();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Save .+ to wishlist$/ }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a quick add pressed on the listing opens in its card once the page is ready', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/browse/womens', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('button', { name: /^Quick add / })
      .first()
      .click();
    const add = page.getByRole('button', { name: /^(Select Size|Select Size And Fit|Add to Bag)$/ });
    await expect(add).toHaveCount(0);
    release();
    await expect(add).toHaveText(/Select Size/);
    await expect(page.getByRole('radio', { disabled: false }).first()).toBeAttached();
  });

  test('a press after hydration is the button’s own: the bag opens once, and closes as usual', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(
      () => (window as { __wardrobeHydrated?: boolean }).__wardrobeHydrated === true,
    );
    await page.getByRole('banner').getByTestId('bag-button').click();
    const panel = page.getByRole('dialog', { name: 'Your Bag' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});
