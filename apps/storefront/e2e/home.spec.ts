import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const markets = [
  {
    path: '/',
    lang: 'en',
    currency: 'GBP',
    banner: 'has landed',
    title: 'Wardrobe',
    womens: '/browse/womens',
  },
  {
    path: '/eu',
    lang: 'en-eu',
    currency: 'EUR',
    banner: 'now delivered across Europe',
    title: 'Wardrobe | EU',
    womens: '/eu/browse/womens',
  },
  {
    path: '/us',
    lang: 'en-us',
    currency: 'USD',
    banner: 'shipped to the USA and Canada',
    title: 'Wardrobe | US',
    womens: '/us/browse/womens',
  },
];

for (const market of markets) {
  test(`home ${market.path} shows its banner, the top categories and its language`, async ({ page }) => {
    const response = await page.goto(market.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', market.lang);
    await expect(page).toHaveTitle(market.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Wardrobe: clothing, gifts and homewares',
    );
    await expect(page.getByRole('main').getByText(market.banner)).toBeVisible();

    const categories = page.getByRole('navigation', { name: 'Shop by category' });
    await expect(categories.getByRole('link')).toHaveText(['Womens', 'Mens', 'Home', 'Gifts']);
    await expect(categories.getByRole('link', { name: 'Womens' })).toHaveAttribute('href', market.womens);
    await expect(page.getByTestId('market-currency')).toHaveText(market.currency);

    await expectNoAxeViolations(page);
  });
}

test('the banner calls to action lead into the market; the page view and its personalisation row', async ({
  page,
}) => {
  await page.goto('/eu');
  await expect(page.getByRole('link', { name: 'Shop Women' })).toHaveAttribute('href', '/eu/browse/womens');
  // Spec 000 §2, §7: the home page is a page type of its own, in the market's tracking currency.
  await expect
    .poll(() =>
      page.evaluate(() => ({
        view: (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer?.find(
          (e) => e.event === 'page_view',
        ),
        row: (window as unknown as { personalisationQueue?: Record<string, unknown>[] })
          .personalisationQueue?.[0],
      })),
    )
    .toEqual({
      view: expect.objectContaining({ page_type: 'Home', currency: 'EUR', page_path: '/eu' }),
      row: { type: 'page', pageType: 'Home', products: [] },
    });
});

test('the home page works by keyboard: skip link, then the first call to action', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
