import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { JS_BUDGETS_KB, scriptKilobytes } from './js-size';
import {
  buyElsewhere,
  call,
  fillCard,
  fillDetails,
  inStockLine,
  type Line,
  type ListedProduct,
  openCheckout,
  press,
  purchasable,
  typeInto,
  upToPayment,
} from './shop';

// The sandbox's hosted checkout: a cart made through the middleware, checkoutLogin's redirect, three steps of plain
// forms posting to server actions, and the order confirmation. The API calls go through `page.request`, which
// shares the browser context's cookies, so the cart cookie set by createCart is the page's too.

const DECLINED = 'Your card was declined. Please try another card.';
const SOLD_OUT =
  'Sorry! Some products in your bag have sold out and will need to be removed before you can checkout';

test.describe('hosted checkout', () => {
  test('a guest pays with the test card and lands on the order confirmation, by keyboard', async ({
    page,
  }) => {
    const { line, name } = await inStockLine(page.request, 'en');
    const { cartId } = await openCheckout(page, 'en', [{ ...line, quantity: 2 }]);
    await expect(page).toHaveTitle('Checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(name);
    await expect(summary).toContainText('Quantity: 2');
    await expect(summary).toContainText('Not chosen yet');
    await expect(page.getByRole('heading', { level: 2, name: '1. Your details' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(page.getByLabel('Postcode')).toHaveAttribute('autocomplete', 'shipping postal-code');
    // UK market: GBP orders ship to the UK, Jersey and Guernsey only.
    await expect(page.getByLabel('Country').locator('option')).toHaveText([
      'United Kingdom',
      'Guernsey',
      'Jersey',
    ]);
    await expectNoAxeViolations(page);

    // Step 1: the keyboard only: focus each field by its label, type, Enter on the button.
    await fillDetails(page, 'en');
    await typeInto(page, 'Phone (optional)', '020 7946 0000');
    await press(page, 'Continue to delivery');
    await expect(page).toHaveURL(new RegExp(`/checkout\\?cart=${cartId}&step=delivery#delivery$`));
    await expect(page.getByRole('heading', { level: 2, name: '2. Delivery' })).toBeFocused();
    const details = page.getByRole('region', { name: '1. Your details' });
    await expect(details).toContainText('ada@example.com');
    await expect(details).toContainText('1 High Street');
    await expect(details).toContainText('London SW9 6DE');

    // Step 2: the delivery options as a radio group; GB gets standard, express and next day.
    const options = page.getByRole('group', { name: 'Delivery options' });
    await expect(options.getByRole('radio')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await options.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(options.getByRole('radio', { name: /Express Delivery/ })).toBeChecked();
    await press(page, 'Continue to payment');
    await expect(page).toHaveURL(/#payment$/);
    await expect(page.getByRole('region', { name: '2. Delivery' })).toContainText('Express Delivery (£6.95)');
    await expect(summary).toContainText('£6.95');

    // Step 3: the test card.
    await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    await expectNoAxeViolations(page);
    await fillCard(page, '4242 4242 4242 4242');
    const total = (await page.getByRole('button', { name: /^Pay / }).textContent()) ?? '';
    expect(total).toMatch(/^Pay £\d+\.\d\d$/);
    await press(page, total);

    await expect(page).toHaveURL(/\/order-confirmation\?order=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('order');
    await expect(page).toHaveTitle('Order confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(`Your order number is ${orderId}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);

    // The cart became the order: its checkout link now answers the checkout's 404 with the way back to the bag.
    const again = await page.goto(`/checkout?cart=${cartId}`);
    expect(again?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find this checkout' }),
    ).toBeVisible();
  });

  test('a declined card shows the error, keeps what was typed, and another card pays the same order', async ({
    page,
  }) => {
    const { line } = await inStockLine(page.request, 'en');
    await openCheckout(page, 'en', [line]);
    await upToPayment(page, 'en');
    await fillCard(page, '4000 0000 0000 0002');
    await press(page, 'Pay');

    const alert = page.getByRole('alert').filter({ hasText: DECLINED });
    await expect(alert).toBeVisible();
    // The address typed at step 1 is kept (the order was created with it), so are the card's name and expiry.
    const details = page.getByRole('region', { name: '1. Your details' });
    await expect(details).toContainText('1 High Street');
    await expect(details).toContainText('London SW9 6DE');
    await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Expiry date')).toHaveValue('12/34');
    const notice = page.getByText(/Your order \d+ has been placed and is waiting for payment/);
    await expect(notice).toBeVisible();
    const pendingOrder = /Your order (\d+)/.exec((await notice.textContent()) ?? '')?.[1];
    await expectNoAxeViolations(page);

    await typeInto(page, 'Card number', '4242 4242 4242 4242');
    await press(page, 'Pay');
    await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?order=${pendingOrder}$`));
  });

  test('field errors sit next to their fields, linked, and keep the other values', async ({ page }) => {
    const { line } = await inStockLine(page.request, 'en');
    await openCheckout(page, 'en', [line]);
    await press(page, 'Continue to delivery');
    const summary = page.getByRole('alert').filter({ hasText: 'Please check the following' });
    await expect(summary).toBeVisible();
    await expect(page.locator('#details-errors')).toBeFocused();
    for (const message of [
      'Email cannot be empty',
      'First name cannot be empty',
      'Last name cannot be empty',
      'Address line 1 cannot be empty',
      'Town/city cannot be empty',
      'Postcode cannot be empty',
    ]) {
      await expect(summary.getByRole('link', { name: new RegExp(message) })).toBeVisible();
    }
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Email cannot be empty/);
    await expectNoAxeViolations(page);

    await fillDetails(page, 'en');
    await typeInto(page, 'Email', 'not-an-email');
    await typeInto(page, 'Postcode', 'NOPE');
    await press(page, 'Continue to delivery');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Invalid email address/);
    await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(/Please enter a valid postcode/);
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Address line 1')).toHaveValue('1 High Street');

    await typeInto(page, 'Email', 'ada@example.com');
    await typeInto(page, 'Postcode', 'SW9 6DE');
    await press(page, 'Continue to delivery');
    await expect(page.getByRole('group', { name: 'Delivery options' })).toBeVisible();
    await press(page, 'Continue to payment');
    await expect(page.getByRole('group', { name: 'Delivery options' })).toHaveAccessibleDescription(
      /Please choose a delivery option/,
    );
    await page.getByRole('radio').first().check();
    await press(page, 'Continue to payment');

    // A number that is not a test card is a field error, and is not written back into the page.
    await fillCard(page, '5555 5555 5555 4444');
    await press(page, 'Pay');
    const card = page.getByLabel('Card number');
    await expect(card).toHaveAccessibleDescription(/This is not a test card/);
    await expect(card).toHaveValue('');
    await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace');
    await expectNoAxeViolations(page);
  });

  test('an item sold out meanwhile: the spec text in the alert, with the way back to the bag', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A variant with little stock: this shopper wants all of it, and someone else buys it first.
    let low: Line | undefined;
    for (let p = 1; p <= 4 && !low; p += 1) {
      for (const product of await purchasable(page.request, 'en', p)) {
        const variant = product.variants.find(
          (v) => !v.purchasing_disabled && v.inventory_level >= 1 && v.inventory_level <= 3,
        );
        if (variant) {
          low = { product_id: product.id, variant_id: variant.id, quantity: variant.inventory_level };
          break;
        }
      }
    }
    test.skip(!low, 'no low-stock variant in the seeded catalogue');
    if (!low) return;
    await openCheckout(page, 'en', [low]);
    await upToPayment(page, 'en');

    const other = await playwright.request.newContext({ baseURL: baseURL as string });
    await buyElsewhere(other, low, low.quantity);
    await other.dispose();

    await fillCard(page, '4242 4242 4242 4242');
    await press(page, 'Pay');
    const alert = page.getByRole('alert').filter({ hasText: SOLD_OUT });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Return to your bag' })).toHaveAttribute('href', '/bag');
    await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace');
    await expectNoAxeViolations(page);
  });

  test('the EU market: its own checkout address, countries, currency and confirmation', async ({ page }) => {
    const { line } = await inStockLine(page.request, 'eu');
    const { cartId } = await openCheckout(page, 'eu', [line]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-eu');
    const countries = page.getByLabel('Country').locator('option');
    await expect(countries.first()).toHaveText('Ireland');
    // Germany, Austria and France have their own sites; the UK is the UK market.
    for (const other of ['Germany', 'Austria', 'France', 'United Kingdom']) {
      await expect(countries.filter({ hasText: other })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await fillDetails(page, 'eu');
    await press(page, 'Continue to delivery');
    // Outside the UK market and not to GB: standard delivery only (spec 000 §5 filter).
    const options = page.getByRole('group', { name: 'Delivery options' });
    await expect(options.getByRole('radio')).toHaveCount(1);
    await expect(options).toContainText('€');
    await options.getByRole('radio').check();
    await press(page, 'Continue to payment');
    await expectNoAxeViolations(page);
    await fillCard(page, '4242424242424242');
    await expect(page.getByRole('button', { name: /^Pay €/ })).toBeVisible();
    await press(page, 'Pay');
    await expect(page).toHaveURL(/\/eu\/order-confirmation\?order=\d+$/);
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/eu');

    // Another market's checkout address does not reach this cart.
    const uk = await page.goto(`/checkout?cart=${cartId}`);
    expect(uk?.status()).toBe(404);
  });

  test('an e-gift card only bag skips delivery', async ({ page }) => {
    const { data } = await call(page.request, 'us', 'getProductsWithFilter', [{ term: 'E-Gift Card' }]);
    const egift = (data as ListedProduct[]).find((p) => p.type === 'digital');
    expect(egift).toBeDefined();
    if (!egift) return;
    const { data: product } = await call(page.request, 'us', 'getProductById', [
      { entityId: egift.id, includeModifiers: true },
    ]);
    const answers: Record<string, string> = {
      'Recipient email': 'grace@example.com',
      'Recipient name': 'Grace',
      'Your email': 'ada@example.com',
      'Your name': 'Ada',
    };
    const option_selections = (product.modifiers as { id: number; display_name: string; required: boolean }[])
      .filter((m) => m.required)
      .map((m) => ({ option_id: m.id, option_value: answers[m.display_name] ?? 'x' }));
    const variant = (product.variants as { id: number }[])[0];
    if (!variant) throw new Error('the e-gift card has no variant');
    await openCheckout(page, 'us', [
      { product_id: egift.id, variant_id: variant.id, quantity: 1, option_selections },
    ]);
    await expect(page.getByRole('heading', { name: '2. Delivery' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: '2. Payment' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Billing address' })).toBeVisible();
    await expect(page.getByLabel('Postcode')).toHaveAttribute('autocomplete', 'billing postal-code');
    await expectNoAxeViolations(page);
    await fillDetails(page, 'us');
    await press(page, 'Continue to payment');
    await expect(page).toHaveURL(/#payment$/);
    await fillCard(page, '4242 4242 4242 4242');
    await press(page, 'Pay');
    await expect(page).toHaveURL(/\/us\/order-confirmation\?order=\d+$/);
  });

  test('a missing cart is a 404 with a clear message and the way to the bag', async ({ page }) => {
    for (const [path, bag] of [
      ['/checkout?cart=no-such-cart', '/bag'],
      ['/us/checkout?cart=00000000-0000-4000-8000-000000000000', '/us/bag'],
      ['/eu/checkout', '/eu/bag'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'We could not find this checkout' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to your bag' })).toHaveAttribute('href', bag);
    }
    await expectNoAxeViolations(page);
  });

  test('the order confirmation shows only a number from its query', async ({ page }) => {
    await page.goto('/order-confirmation?order=<script>alert(1)</script>');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('Your order has been placed.')).toBeVisible();
    await expect(page.getByText('script')).toHaveCount(0);
  });
});

test.describe('hosted checkout without client JS', () => {
  test.use({ javaScriptEnabled: false });

  // axe runs in the page's JS, so the steps' axe checks are in the tests above.
  test('plain form posts: errors, a declined card, then the order', async ({ page }) => {
    const { line } = await inStockLine(page.request, 'en');
    await openCheckout(page, 'en', [line]);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Invalid email address/);
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');

    await fillDetails(page, 'en');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(page).toHaveURL(/#delivery$/);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/#payment$/);

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert').filter({ hasText: DECLINED })).toBeVisible();
    await expect(page.getByRole('region', { name: '1. Your details' })).toContainText('1 High Street');
    await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    // A 303 whose Location has no fragment keeps the posting page's (#payment): browsers do so.
    await expect(page).toHaveURL(/\/order-confirmation\?order=\d+(#payment)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  });
});

test('the hosted checkout loads little JavaScript', async ({ page }) => {
  const { line } = await inStockLine(page.request, 'en');
  const kb = await scriptKilobytes(page, () => openCheckout(page, 'en', [line]));
  console.log(`checkout: ${kb.toFixed(1)} kB of JavaScript (gzip)`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(JS_BUDGETS_KB.checkout);
});
