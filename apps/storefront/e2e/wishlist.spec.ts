import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { call } from './shop';

// Spec 000 §4 "Wishlist": a guest's list in local storage, merged into the customer's first list on sign-in.
const DEMO = { email: 'shopper@example.com', password: 'GoodStuff123' };

test('wishlist: a guest saves from a listing and a product page, signs in as the demo shopper, and finds both merged', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/browse/womens');
  const firstCard = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  const heart = firstCard.getByRole('button', { name: /^Save .+ to wishlist$/ });
  const cardName = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Save | to wishlist$/g, '');
  const cardProduct = Number(await heart.getAttribute('data-wishlist-product'));
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The confirmation goes through the notifications and goes by itself after 3000 ms (spec 000 §4).
  const confirmation = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Added to your wishlist' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toHaveCount(0, { timeout: 6000 });

  // The size and length chosen: the heart saves that variant.
  await page.goto('/p/196/straight-cropped-jeans-300196/Ecru?Length=Long&Size=16');
  const pdpHeart = page.getByRole('button', { name: 'Save Straight Cropped Jeans to wishlist' });
  await pdpHeart.click();
  await expect(pdpHeart).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wardrobe-wishlist') ?? '[]'));
  expect(stored).toHaveLength(2);

  // The panel lists both, with Add to Bag and a total with shipping.
  await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Your Wishlist' });
  const items = panel.getByRole('list', { name: 'Items in your wishlist' }).locator(':scope > li');
  await expect(items).toHaveCount(2);
  await expect(panel).toContainText(cardName);
  await expect(panel).toContainText('Shipping');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // Sign in (the sign-in panel is the accounts issue's; the middleware call sets the same cookies).
  const answer = await call(page.request, 'en', 'loginCustomer', [DEMO]);
  expect(answer.is_valid).toBe(true);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wardrobe-wishlist')), { timeout: 10_000 })
    .toBeNull();
  const { data: after } = await call(page.request, 'en', 'getAllWishlists', [{ page: 1, limit: 50 }]);
  const ids = (after[0]?.items ?? []).map((i: { product_id: number }) => i.product_id);
  expect(ids).toContain(196);
  expect(ids).toContain(cardProduct);
  await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Items in your wishlist' })).toContainText(
    'Straight Cropped Jeans',
  );
  await expect(panel).toContainText(cardName);

  // Add to Bag from the wishlist.
  await panel.getByRole('button', { name: 'Add to Bag Straight Cropped Jeans' }).click();
  await expect(page.getByRole('button', { name: /^Bag, 1 item/ })).toBeVisible();
});
