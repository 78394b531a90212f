import { expect, test } from '@playwright/test';
import { JS_BUDGETS_KB, scriptKilobytes } from './js-size';

// The numbers are printed, so a change that grows them shows in the test log.
test('the home page loads little JavaScript', async ({ page }) => {
  const kb = await scriptKilobytes(page, () => page.goto('/'));
  console.log(`home: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.home);
});

test('a listing page loads little JavaScript: its cards are server components', async ({ page }) => {
  const kb = await scriptKilobytes(page, () => page.goto('/browse/womens'));
  console.log(`listing: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.listing);
});

test('a product page loads only its purchase island: pickers, gift fields and Add to Bag', async ({
  page,
}) => {
  const kb = await scriptKilobytes(page, () => page.goto('/p/196/straight-cropped-jeans-300196/Mid_Wash'));
  console.log(`product: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.product);
});

test('the bag page loads the bag and nothing more', async ({ page }) => {
  const kb = await scriptKilobytes(page, () => page.goto('/bag'));
  console.log(`bag: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.bag);
});
