import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { faultsBaseURL } from './fault-server';

// Spec 001 §8 on the storefront started with content faults (e2e/fault-server.ts).
test.use({ baseURL: faultsBaseURL() });

for (const { path, fault, prefix } of [
  { path: '/', fault: 'desktop navigation 500', prefix: '' },
  { path: '/us/bag', fault: 'mobile navigation 503', prefix: '/us' },
]) {
  test(`a ${fault} shows the error page (${path})`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(500);
    await expect(page).toHaveTitle('An error occured');
    await expect(page.getByRole('heading', { level: 1, name: 'An error occured' })).toBeVisible();
    await expect(page.getByText('Please go back or try again')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveText([
      'HOME',
      'WOMEN',
      'MEN',
      'OTHER STUFF',
    ]);
    await expect(page.getByRole('link', { name: 'WOMEN' })).toHaveAttribute(
      'href',
      `${prefix}/browse/womens`,
    );
    await expectNoAxeViolations(page);
  });
}

test('a missing footer and a failing benefit bar leave the page standing, without them', async ({ page }) => {
  const response = await page.goto('/eu');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  // The mega menu still comes from content; the footer's columns and the benefit bar are not there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Benefits' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('heading', { level: 2 })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
