import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// Spec 001 §2 "Layouts": default, checkout and empty; spec 001 §4 the newsletter modal behind its flag.

test('the checkout layout: a top bar and the header, no benefit bar or countdown', async ({ page }) => {
  await page.goto('/checkout-identity');
  await expect(page.getByRole('complementary', { name: 'Checkout' })).toContainText('Secure checkout');
  await expect(
    page.getByRole('complementary', { name: 'Checkout' }).getByRole('link', { name: 'Back to bag' }),
  ).toHaveAttribute('href', '/bag');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Benefits' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Countdown' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The default layout has them, and no checkout bar.
  await page.goto('/eu/bag');
  await expect(page.getByRole('region', { name: 'Benefits' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Checkout' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the checkout layout’s bottom navigation has no Wishlist and no Basket', async ({ page }) => {
    await page.goto('/us/checkout-identity');
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    // A guest's Account opens the sign-in panel (a button); signed in it is a link to the account.
    await expect(nav.getByRole('link')).toHaveText(['Home']);
    await expect(nav.getByRole('button')).toHaveText(['Menu', 'Account']);
    await page.goto('/us/bag');
    await expect(nav.getByRole('button', { name: /Wishlist/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: /Basket/ })).toBeVisible();
  });
});

test('the empty layout: the content preview stands alone, without the frame', async ({ page }) => {
  await page.goto('/amplience-visualization/hub.staging.wardrobe.test/7b0c6a52-0000-4000-8000-000000091001');
  await expect(page.getByText('Preview: the spring edit arrives in March')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Benefits' })).toHaveCount(0);
});

test('the newsletter modal opens from its link, records the consent and thanks the shopper', async ({
  page,
}) => {
  await page.goto('/other-stuff');
  const consent = page.waitForRequest((request) =>
    request.url().endsWith('/api/bigcommerce/updateMarketingConsent'),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter sign-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get our newsletter' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Email address/ }).fill('newsletter@example.test');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  expect((await consent).postDataJSON()).toEqual([
    { email: 'newsletter@example.test', category: 'marketing_email', action: 'accept' },
  ]);
  const thanks = page.getByRole('dialog', { name: 'Thanks for signing up' });
  await expect(thanks).toBeVisible();
  // Focus moves straight to the thank-you that replaced the form (and its focused button), so it is read out and
  // an Escape pressed at once closes the dialog.
  await expect(thanks.getByText('We will send our news')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
