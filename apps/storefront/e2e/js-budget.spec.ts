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
