import { expect, test } from '@playwright/test';
import { JS_BUDGETS_KB, scriptKilobytes } from './js-size';
import { call } from './shop';

// The numbers are printed, so a change that grows them shows in the test log.
test('the home page loads little JavaScript', async ({ page }) => {
  const kb = await scriptKilobytes(page, () => page.goto('/'));
  console.log(`home: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.home);
});

test('a content page loads no more JavaScript than the frame needs', async ({ page }) => {
  const kb = await scriptKilobytes(page, () => page.goto('/other-stuff'));
  console.log(`content page: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.content);
});

test('a campaign page adds only the parts its blocks show: pictures and the sticker', async ({ page }) => {
  const kb = await scriptKilobytes(page, () => page.goto('/winter-gifts'));
  console.log(`campaign page: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.campaign);
});

test('a page with two carousels and offer cards adds only the carousel and the terms button', async ({
  page,
}) => {
  const kb = await scriptKilobytes(page, () => page.goto('/winter-offers'), 'load');
  console.log(`offers page: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.offers);
});

test("the block gallery loads its Good Stuff forms' code only when the shopper comes to one", async ({
  page,
}) => {
  const kb = await scriptKilobytes(page, () => page.goto('/block-gallery'), 'load');
  console.log(`block gallery: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.blockGallery);
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

test("the bag page of a shopper with no cart says it is empty without the bag's interactive parts", async ({
  page,
}) => {
  const kb = await scriptKilobytes(page, () => page.goto('/bag'));
  console.log(`empty bag: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  await expect(page.getByText('Your shopping bag is empty')).toBeVisible();
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.emptyBag);
});

test('the bag page with a line loads the bag and nothing more', async ({ page }) => {
  // The dress in white, size 14 (the seed's): a cart of one line for this shopper's cookies.
  const { data: dress } = await call(page.request, 'en', 'getProductById', [{ entityId: 101 }]);
  const variant = (dress.variants as { id: number; inventory_level: number }[]).find(
    (v) => v.inventory_level > 0,
  );
  if (!variant) throw new Error('The seeded dress has no stock');
  await call(page.request, 'en', 'createCart', [
    { currency: { code: 'GBP' }, line_items: [{ product_id: 101, variant_id: variant.id, quantity: 1 }] },
  ]);
  const kb = await scriptKilobytes(page, async () => {
    await page.goto('/bag');
    await expect(page.getByRole('list', { name: 'Items in your bag' })).toBeVisible();
  });
  console.log(`bag: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.bag);
});

test('the sign-in page loads the frame and its form, within the account pages’ allowance', async ({
  page,
}) => {
  const kb = await scriptKilobytes(page, async () => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
  console.log(`login: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.login);
});

test('the create-account page loads the frame and its form, within the account pages’ allowance', async ({
  page,
}) => {
  const kb = await scriptKilobytes(page, async () => {
    await page.goto('/create-account');
    await expect(page.getByRole('form', { name: 'Create an account' })).toBeVisible();
  });
  console.log(`create-account: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.createAccount);
});

test('the account page loads the frame and its greeting’s one button, within the account pages’ allowance', async ({
  page,
}) => {
  await page.goto('/');
  const login = await page.request.post('/api/bigcommerce/loginCustomer', {
    data: [{ email: 'shopper@example.com', password: 'GoodStuff123' }],
    headers: { 'x-bigcommerce-channel-id': '1' },
  });
  expect((await login.json()).is_valid).toBe(true);
  const kb = await scriptKilobytes(page, async () => {
    await page.goto('/my-account');
    await expect(page.getByRole('button', { name: 'Your Offers' })).toBeVisible();
  });
  console.log(`my-account: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.myAccount);
});

// scripts/compile-hints.mjs: every chunk a page loads at startup carries V8's explicit compile hint on its first
// line, so Chrome compiles it on a background thread as it streams in rather than function by function on the main
// thread. (That chunks only ever loaded on demand are left lazy is the script's unit test: which those are depends on
// every route's startup set, since a chunk one page loads later may be one another page starts with.)
test('the chunks a page starts with are marked for eager compilation', async ({ page }) => {
  for (const path of ['/', '/p/196/straight-cropped-jeans-300196/Mid_Wash', '/eu/block-gallery']) {
    // The page's own script tags, as served (the DOM also holds those Turbopack adds for chunks loaded later).
    const html = await (await page.request.get(path)).text();
    const startup = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"([^>]*)>/g)]
      .filter(([, , attributes]) => !/nomodule/i.test(attributes ?? ''))
      .map(([, src]) => src ?? '');
    expect(startup.length).toBeGreaterThan(3);
    for (const src of startup) {
      const code = await (await page.request.get(src)).text();
      expect(code.slice(0, 40), src).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    }
  }
});
