import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  buyElsewhere,
  call,
  chooseOption,
  fillCard,
  press,
  purchasable,
  ukAvailable,
  upToPayment,
} from './shop';

// The bag (spec 000 §4 "Bag sidebar", "Promotions sync"; spec 001 §2 /bag) on the seeded catalogue and the
// sandbox's promotions rules: a free canvas tote over £75, the coupon GOODSTUFF10 (10% off the basket).
const DRESS = '/p/101/pleated-shirt-dress-300101/White';
const JEANS = '/p/196/straight-cropped-jeans-300196';
const SOLD_OUT =
  'Sorry! Some products in your bag have sold out and will need to be removed before you can checkout';

const bagLines = (page: Page) => page.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem');
const line = (page: Page, name: string) => bagLines(page).filter({ hasText: name });

/** From a product page: chooses the options given, adds one, and closes the popup. */
async function addFromProductPage(page: Page, path: string, choices: Record<string, string>) {
  await page.goto(path);
  for (const [group, value] of Object.entries(choices)) await chooseOption(page, group, value);
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByRole('dialog', { name: 'Added to your bag' })).toBeVisible();
  await page.keyboard.press('Escape');
}

const pushed = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === name,
      ).length,
    event,
  );

type QueueEntry = { type: string; pageType?: string; products?: string[]; rows?: Record<string, unknown>[] };
const personalisationQueue = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { personalisationQueue?: QueueEntry[] }).personalisationQueue ??
      ([] as QueueEntry[]),
  );
/** The personalisation queue's latest cart rows (spec 000 §7), as `sku × quantity`. */
const lastCartRows = async (page: Page) =>
  ((await personalisationQueue(page)).filter((e) => e.type === 'cart').at(-1)?.rows ?? []).map(
    (row) => `${row.sku} x${row.quantity}`,
  );

test('bag: a free gift over £75, quantities, a coupon rejected then accepted, removal, and guest checkout to the confirmation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await addFromProductPage(page, DRESS, { Size: '14' });
  // The side panel from the header: the dress and, over £75, the free tote with a free label and no remove.
  await page.getByRole('button', { name: /^Bag, / }).click();
  const panel = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(panel).toBeVisible();
  await expect(line(page, 'Pleated Shirt Dress')).toBeVisible();
  await expect(line(page, 'Free Canvas Tote')).toContainText('Free');
  await expect(line(page, 'Free Canvas Tote').getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expect.poll(() => pushed(page, 'view_cart')).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await addFromProductPage(page, `${JEANS}/Ecru`, { Length: 'Regular', Size: '16' });
  await page.goto('/bag');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Bag');
  await expect(bagLines(page)).toHaveCount(3);
  await expectNoAxeViolations(page);

  // Quantity: two presses within the debounce make one change to 3.
  const jeans = line(page, 'Straight Cropped Jeans');
  await jeans.getByRole('button', { name: 'Increase quantity' }).click();
  await jeans.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(jeans.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('£217.50');
  // Every change of the bag sends its cart rows to the personalisation queue; the page its page row.
  await expect.poll(() => lastCartRows(page)).toContain('300196-ECR-16-R x3');
  expect((await personalisationQueue(page)).some((e) => e.type === 'page' && e.pageType === 'Bag')).toBe(
    true,
  );

  // A coupon the engine does not know, then one it accepts: the discount shows in the totals.
  await page.getByLabel('Promo code').fill('NOTACODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel('Promo code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Sorry, this code is not valid').first()).toBeVisible();
  await page.getByLabel('Promo code').fill('GOODSTUFF10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo code GOODSTUFF10 applied').first()).toBeAttached();
  await expect(summary).toContainText('Discounts');
  await expect(summary).toContainText('-£21.75');

  // Back to one pair, then the dress removed: under £75, the tote leaves too.
  await jeans.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await jeans.getByRole('textbox', { name: 'Quantity' }).press('Tab');
  await expect(jeans.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  await line(page, 'Pleated Shirt Dress').getByRole('button', { name: 'Remove Pleated Shirt Dress' }).click();
  await expect(line(page, 'Pleated Shirt Dress')).toHaveCount(0);
  await expect(line(page, 'Free Canvas Tote')).toHaveCount(0);
  await expect(bagLines(page)).toHaveCount(1);
  await expect.poll(() => pushed(page, 'remove_from_cart')).toBe(1);
  await expect.poll(() => lastCartRows(page)).toEqual(['300196-ECR-16-R x1']);

  // Checkout as a guest: the identity step, then the hosted checkout, then the confirmation.
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-identity$/);
  await expectNoAxeViolations(page);
  await press(page, 'Checkout as guest');
  await expect(page).toHaveURL(/\/checkout\?cart=/);
  await upToPayment(page, 'en');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order-confirmation/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  // The order's line, its purchase row for personalisation and the purchase event.
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Straight Cropped Jeans');
  await expectNoAxeViolations(page);
  const queue = await personalisationQueue(page);
  expect(queue.find((e) => e.type === 'page')?.pageType).toBe('Order Confirmation');
  expect(queue.find((e) => e.type === 'purchase')?.rows).toEqual([
    expect.objectContaining({
      productId: '300196-Ecru',
      sku: '300196-ECR-16-R',
      quantity: 1,
      unitPrice: '40.50',
      currency: 'GBP',
    }),
  ]);
  await expect.poll(() => pushed(page, 'purchase')).toBe(1);
});

test('bag: removing the last paid line of a bag that earned the free gift empties it without a reload, on /bag and in the side panel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const empty = page.getByText('Your shopping bag is empty');
  const checkout = page.getByRole('button', { name: 'Checkout', exact: true });

  // On /bag: the dress and its free tote; the dress removed, the sync removes the tote and with it the cart.
  await addFromProductPage(page, DRESS, { Size: '16' });
  await page.goto('/bag');
  await expect(line(page, 'Free Canvas Tote')).toBeVisible();
  await expect(checkout).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await line(page, 'Pleated Shirt Dress').getByRole('button', { name: 'Remove Pleated Shirt Dress' }).click();
  await expect(empty).toBeVisible();
  await expect(bagLines(page)).toHaveCount(0);
  await expect(checkout).toHaveCount(0);
  await expect(page.getByText('£0.00')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expect.poll(() => pushed(page, 'remove_from_cart')).toBe(1);
  await expectNoAxeViolations(page);
  // The cookie went with the cart: a fresh document finds the bag empty too.
  await page.reload();
  await expect(empty).toBeVisible();

  // The same from the bag side panel, on the product page.
  await addFromProductPage(page, DRESS, { Size: '16' });
  await page.getByRole('button', { name: /^Bag, / }).click();
  const panel = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(panel.getByText('Free Canvas Tote')).toBeVisible();
  await panel.getByRole('button', { name: 'Remove Pleated Shirt Dress' }).click();
  await expect(panel.getByText('Your shopping bag is empty')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Checkout', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Bag, / })).toHaveAccessibleName(/^Bag, 0\b|^Bag, empty/);
});

/** The wallet sheet's address, in London. */
async function fillWalletAddress(sheet: Locator) {
  await sheet.getByLabel('Full name').fill('Ada Lovelace');
  await sheet.getByLabel('Email').fill('ada@example.com');
  await sheet.getByLabel('Address').fill('1 High Street');
  await sheet.getByLabel('Town/city').fill('London');
  await sheet.getByLabel('Postcode').fill('SW9 6DE');
}

/** A shopper of their own (cookies and bag), on the same storefront. */
async function shopper(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('bag: a line that sold out since it was added blocks checkout, with the spec message', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Indigo 14 Regular has one left in the UK. Ada puts it in her bag; Grace buys it first.
  const ada = await shopper(browser);
  const grace = await shopper(browser);
  try {
    await addFromProductPage(ada.page, `${JEANS}/Indigo`, { Length: 'Regular', Size: '14' });
    await addFromProductPage(grace.page, `${JEANS}/Indigo`, { Length: 'Regular', Size: '14' });
    await grace.page.goto('/bag');
    await grace.page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await press(grace.page, 'Checkout as guest');
    await expect(grace.page).toHaveURL(/\/checkout\?cart=/);
    await upToPayment(grace.page, 'en');
    await fillCard(grace.page, '4242 4242 4242 4242');
    await grace.page.getByRole('button', { name: /^Pay / }).click();
    await expect(grace.page).toHaveURL(/\/order-confirmation/);

    await ada.page.goto('/bag');
    const jeans = line(ada.page, 'Straight Cropped Jeans');
    await expect(jeans).toContainText('Sold Out');
    await expect(ada.page.getByText(SOLD_OUT)).toBeVisible();
    await expect(ada.page.getByRole('button', { name: 'Checkout', exact: true })).toBeDisabled();
    // Removing it empties the bag.
    await jeans.getByRole('button', { name: 'Remove Straight Cropped Jeans' }).click();
    await expect(ada.page.getByText('Your shopping bag is empty')).toBeVisible();
  } finally {
    await ada.context.close();
    await grace.context.close();
  }
});

test('express wallet: a refused country, then a UK address, a delivery method and Pay land on the confirmation; dismissing drops the coupon', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await addFromProductPage(page, `${JEANS}/Ecru`, { Length: 'Long', Size: '18' });
  await page.goto('/bag');
  await expect(bagLines(page)).toHaveCount(1);

  // Dismissing the sheet removes the cart's promotions: an applied coupon goes.
  await page.getByLabel('Promo code').fill('GOODSTUFF10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Discounts');
  await page.getByRole('button', { name: 'Express checkout' }).click();
  const sheet = page.getByRole('dialog', { name: 'Express checkout' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(summary).not.toContainText('Discounts');

  await page.getByRole('button', { name: 'Express checkout' }).click();
  await expectNoAxeViolations(page);
  await fillWalletAddress(sheet);
  // GBP ships to the UK, Jersey and Guernsey only.
  await sheet.getByLabel('Country').selectOption('FR');
  await sheet.getByRole('button', { name: 'Use this address' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('We only ship to UK, Jersey, and Guernsey');
  await sheet.getByLabel('Country').selectOption('GB');
  await sheet.getByRole('button', { name: 'Use this address' }).click();
  const delivery = sheet.getByRole('group', { name: 'Delivery' });
  await expect(delivery.getByRole('radio')).not.toHaveCount(0);
  // Click & collect and parcel shop methods are never offered.
  await expect(delivery).not.toContainText(/collect|parcel shop/i);
  await delivery.getByRole('radio', { name: /Standard Delivery/ }).check();
  await sheet.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?checkoutsource=applepayexpress$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(page.getByText(/Your order number is \d+/)).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'wardrobe-wallet-order');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 1439 * 60);
});

/**
 * A variant (not of the dress or the jeans, not a free gift) seeded with `min` to `max` left and at least 2 left
 * in the UK: journeys take from different ranges so that they do not sell each other's stock.
 */
async function variantWithStock(
  page: Page,
  min: number,
  max: number,
  { exclude = [], allInUk = false }: { exclude?: number[]; allInUk?: boolean } = {},
) {
  for (const product of await purchasable(page.request, 'en', 2)) {
    if ([101, 196, ...exclude].includes(product.id)) continue;
    for (const variant of product.variants) {
      if (variant.purchasing_disabled || variant.inventory_level < min || variant.inventory_level > max)
        continue;
      const available = await ukAvailable(page.request, variant.id);
      // allInUk: the order's own check counts every location's stock, the bag the market's.
      if (available >= 2 && (!allInUk || available === variant.inventory_level))
        return { productId: product.id, variantId: variant.id, available, name: product.name };
    }
  }
  throw new Error(`The seeded catalogue has no variant with ${min} to ${max} left`);
}

test('opening the bag re-checks stock: a line above what is left comes down, with the spec notice', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ada = await shopper(browser);
  const other = await shopper(browser);
  try {
    // A variant with a few left (4 to 8: the checkout suite takes one with 1 to 3, the other journeys jeans and the
    // dress), not a free gift. Ada puts every one of them in her bag.
    const chosen = await variantWithStock(ada.page, 4, 8);
    const wanted = { product_id: chosen.productId, variant_id: chosen.variantId };
    await call(ada.page.request, 'en', 'createCart', [
      { currency: { code: 'GBP' }, line_items: [{ ...wanted, quantity: chosen.available }] },
    ]);

    // Someone else buys one of them.
    await buyElsewhere(other.page.request, wanted, 1);

    // Ada opens her bag: her line comes down to what is left, and she is told.
    await ada.page.goto('/bag');
    const quantity = line(ada.page, chosen.name).getByRole('textbox', { name: 'Quantity' });
    await expect(quantity).toHaveValue(String(chosen.available - 1));
    await expect(
      ada.page.getByRole('alert').filter({ hasText: 'Sorry we have had to adjust the quantity' }),
    ).toBeVisible();
    const { data: after } = await call(ada.page.request, 'en', 'getCart', [
      { id: (await (await ada.page.request.get('/api/bag?market=en')).json()).cartId },
    ]);
    expect(after.line_items.physical_items[0].quantity).toBe(chosen.available - 1);
  } finally {
    await ada.context.close();
    await other.context.close();
  }
});

test('express wallet: stock sold elsewhere while the sheet is open sends the shopper back to the bag at Pay', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ada = await shopper(browser);
  const other = await shopper(browser);
  try {
    const chosen = await variantWithStock(ada.page, 9, 40, { allInUk: true });
    const wanted = { product_id: chosen.productId, variant_id: chosen.variantId };
    await call(ada.page.request, 'en', 'createCart', [
      { currency: { code: 'GBP' }, line_items: [{ ...wanted, quantity: chosen.available }] },
    ]);
    await ada.page.goto('/bag');
    await ada.page.getByRole('button', { name: 'Express checkout' }).click();
    const sheet = ada.page.getByRole('dialog', { name: 'Express checkout' });
    await fillWalletAddress(sheet);
    await sheet.getByRole('button', { name: 'Use this address' }).click();
    await sheet
      .getByRole('group', { name: 'Delivery' })
      .getByRole('radio', { name: /Standard Delivery/ })
      .check();

    // While Ada decides, someone else buys one: the order is refused as sold out, and Ada is back in her bag.
    await buyElsewhere(other.page.request, wanted, 1);
    await sheet.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(ada.page).toHaveURL(/\/bag$/);
    const quantity = line(ada.page, chosen.name).getByRole('textbox', { name: 'Quantity' });
    await expect(quantity).toHaveValue(String(chosen.available - 1));
    await expect(
      ada.page.getByRole('alert').filter({ hasText: 'Sorry we have had to adjust the quantity' }),
    ).toBeVisible();
    await expect(ada.page.getByRole('alert').filter({ hasText: 'Apple Pay Error' })).toHaveCount(0);
  } finally {
    await ada.context.close();
    await other.context.close();
  }
});

test('notifications: a removal that fails is told and stays until closed; a removal that works is confirmed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Two products with plenty left.
  const first = await variantWithStock(page, 21, 1000);
  const second = await variantWithStock(page, 21, 1000, { exclude: [first.productId] });
  await call(page.request, 'en', 'createCart', [
    {
      currency: { code: 'GBP' },
      line_items: [first, second].map((v) => ({
        product_id: v.productId,
        variant_id: v.variantId,
        quantity: 1,
      })),
    },
  ]);
  await page.goto('/bag');
  await expect(line(page, first.name)).toBeVisible();
  await expect(line(page, second.name)).toBeVisible();
  const notifications = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

  // One line removed: confirmed, and the confirmation goes by itself.
  await line(page, first.name)
    .getByRole('button', { name: `Remove ${first.name}` })
    .click();
  await expect(line(page, first.name)).toHaveCount(0);
  const removed = notifications.filter({ hasText: `${first.name} removed from your bag` });
  await expect(removed).toBeVisible();
  await expect(removed).toHaveCount(0, { timeout: 6000 });

  // The cart goes from the server (another tab): the next removal fails with the spec's text, which stays.
  const { cartId } = await (await page.request.get('/api/bag?market=en')).json();
  await call(page.request, 'en', 'deleteCart', [{ cartId }]);
  await line(page, second.name)
    .getByRole('button', { name: `Remove ${second.name}` })
    .click();
  const failure = notifications.filter({ hasText: 'There is no cart to remove the item from.' });
  await expect(failure).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(failure).toBeVisible();
  await expectNoAxeViolations(page);
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(failure).toHaveCount(0);
});

test('express wallet: a failure while paying shows the wallet error alert with a reload link', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addFromProductPage(page, `${JEANS}/Ecru`, { Length: 'Regular', Size: '18' });
  await page.goto('/bag');
  await expect(bagLines(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Express checkout' }).click();
  const sheet = page.getByRole('dialog', { name: 'Express checkout' });
  await expect(sheet).toBeVisible();
  // The cart goes away while the sheet is open (deleted from another tab): the wallet cannot go on.
  const { cartId } = await (await page.request.get('/api/bag?market=en')).json();
  await call(page.request, 'en', 'deleteCart', [{ cartId }]);
  await fillWalletAddress(sheet);
  await sheet.getByRole('button', { name: 'Use this address' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Apple Pay Error' });
  await expect(alert).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(alert.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', /\/bag$/);
  // The pending button's announcement went with the sheet (it would name nothing).
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('cart loading: a coupon does not survive a new page load, and a cart gone from the server is replaced', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await addFromProductPage(page, `${JEANS}/Ecru`, { Length: 'Long', Size: '16' });
  await page.goto('/bag');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await page.getByLabel('Promo code').fill('GOODSTUFF10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(summary).toContainText('Discounts');

  // Spec 000 §4: an existing cart holding coupons has its promotions and coupons removed when it loads.
  await page.reload();
  await expect(bagLines(page)).toHaveCount(1);
  await expect(summary).not.toContainText('Discounts');
  const cartId = async () => (await (await page.request.get('/api/bag?market=en')).json()).cartId as string;
  const first = await cartId();
  const { data: reloaded } = await call(page.request, 'en', 'getCart', [{ id: first }]);
  expect(reloaded.coupons).toEqual([]);

  // The cart is deleted elsewhere (the shopper's cookie still names it): loading fails, and a new (empty) cart
  // takes its place.
  const elsewhere = await playwright.request.newContext({ baseURL: baseURL as string });
  await call(elsewhere, 'en', 'deleteCart', [{ cartId: first }]);
  await elsewhere.dispose();
  await page.reload();
  await expect(page.getByText('Your shopping bag is empty')).toBeVisible();
  await expect.poll(cartId).not.toBe(first);
  expect(await cartId()).toBeTruthy();
});
