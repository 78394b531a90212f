import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

for (const { path, prefix } of [
  { path: '/no-such-page', prefix: '' },
  { path: '/eu/no/such/page', prefix: '/eu' },
  { path: '/us/nothing-here', prefix: '/us' },
]) {
  test(`${path} is the spec's 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found');
    await expect(page.getByRole('heading', { level: 1, name: '404 ERROR' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link')).toHaveText(['HOME', 'WOMEN', 'MEN', 'OTHER STUFF']);
    await expect(main.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', prefix || '/');
    await expect(main.getByRole('link', { name: 'WOMEN' })).toHaveAttribute(
      'href',
      `${prefix}/browse/womens`,
    );
    await expect(main.getByRole('link', { name: 'MEN', exact: true })).toHaveAttribute(
      'href',
      `${prefix}/browse/mens`,
    );
    await expect(main.getByRole('link', { name: 'OTHER STUFF' })).toHaveAttribute(
      'href',
      `${prefix}/other-stuff`,
    );
    await expectNoAxeViolations(page);
  });
}

test('/europe is not the EU market: it is a UK path, and unknown', async ({ page }) => {
  const response = await page.goto('/europe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
