import { expect, test } from '@playwright/test';

// Spec 001 §2, §5: a preview link stores the preview cookie and redirects home; the sandbox's staging domain
// suffix is `staging.wardrobe.test` unless WARDROBE_CONTENT_STAGING_DOMAIN says otherwise.
const STAGING_HOST = 'hub.staging.wardrobe.test';
const PREVIEW_TEXT = 'Preview: the spring edit arrives in March';

test('a preview link with a staging domain lands on the home page with unpublished content', async ({
  page,
  context,
}) => {
  const response = await page.goto(`/?ampl_domain=${STAGING_HOST}&ampl_timestamp=1795442372322`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByText(PREVIEW_TEXT)).toBeVisible();
  // The published banners are still on the page, under the staged one.
  await expect(page.getByRole('main').getByText('has landed')).toBeVisible();

  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'wardrobe-preview')).toMatchObject({
    value: STAGING_HOST,
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    expires: -1,
  });
  expect(cookies.find((c) => c.name === 'wardrobe-preview-timestamp')?.value).toBe('1795442372322');
});

test('a preview link from a market goes to that market’s home', async ({ page }) => {
  await page.goto(`/eu/browse/womens?ampl_domain=${STAGING_HOST}`);
  await expect(page).toHaveURL(/\/eu$/);
  await expect(page.getByRole('main').getByText('now delivered across Europe')).toBeVisible();
});

test('a preview link with any other domain is refused and sets nothing', async ({
  page,
  request,
  context,
}) => {
  for (const domain of ['evil.example', `evil.example%2Fx.${STAGING_HOST}`]) {
    const response = await request.get(`/?ampl_domain=${domain}`, { maxRedirects: 0 });
    expect(response.status(), domain).toBe(400);
    expect(await response.text()).toBe('Invalid amplience staging domain');
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
  const before = await context.cookies();
  await page.goto('/?ampl_domain=evil.example');
  // Nothing besides what the visitor already had (playwright.config.ts: the visitor's country).
  expect(await context.cookies()).toEqual(before);
  await page.goto('/');
  await expect(page.getByRole('main').getByText('has landed')).toBeVisible();
  await expect(page.getByText(PREVIEW_TEXT)).toHaveCount(0);
});

test('a preview cookie the content service refuses leaves the page published, not broken', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'wardrobe-preview', value: 'evil.example', url: baseURL as string }]);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByText('has landed')).toBeVisible();
  await expect(page.getByText(PREVIEW_TEXT)).toHaveCount(0);
});
