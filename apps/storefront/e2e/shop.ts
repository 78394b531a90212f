import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Shared by the shopping journeys: the markets, a middleware call through the page's own cookies, and the hosted
// checkout's steps as a keyboard user takes them.

export type MarketCode = 'en' | 'eu' | 'us';
export const MARKET = {
  en: { channel: 1, currency: 'GBP', prefix: '' },
  eu: { channel: 2, currency: 'EUR', prefix: '/eu' },
  us: { channel: 3, currency: 'USD', prefix: '/us' },
} as const;

/** A middleware call (`/api/bigcommerce/{operation}`) with the context's cookies; expects 200. */
export async function call(
  request: APIRequestContext,
  market: MarketCode,
  operation: string,
  args: unknown[],
) {
  const response = await request.post(`/api/bigcommerce/${operation}`, {
    data: args,
    headers: { 'x-bigcommerce-channel-id': String(MARKET[market].channel) },
  });
  expect(response.status(), `${operation}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** UK units available to sell (spec 000 §5: all locations, less the EU warehouse when it is enabled). */
export async function ukAvailable(request: APIRequestContext, variantId: number): Promise<number> {
  const { data } = await call(request, 'en', 'getInventoryAtLocations', [{ variantIds: [variantId] }]);
  const record = data[0];
  const eu = record.locations.find((l: { location_id: number }) => l.location_id === 2);
  return Math.max(
    0,
    record.allLocationsTotalAvailableToSell - (eu?.location_enabled ? eu.available_to_sell : 0),
  );
}

/** A product of `getProductsWithFilter`, with the fields the journeys choose by. */
export interface ListedProduct {
  id: number;
  name: string;
  type: string;
  purchasing_disabled: boolean;
  inventory_tracking: string;
  custom_fields: { name: string }[];
  variants: { id: number; inventory_level: number; purchasing_disabled: boolean }[];
}

/** Physical, variant-tracked products of the seeded catalogue that can be bought (no free gifts). */
export async function purchasable(request: APIRequestContext, market: MarketCode, page = 1) {
  const { data } = await call(request, market, 'getProductsWithFilter', [{ itemsPerPage: 100, page }]);
  return (data as ListedProduct[]).filter(
    (p) =>
      p.type === 'physical' &&
      !p.purchasing_disabled &&
      p.inventory_tracking === 'variant' &&
      !p.custom_fields.some((f) => f.name === 'freegift'),
  );
}

/**
 * Someone else (`request`, a context of their own) buys `quantity` of a variant in the UK through the middleware:
 * cart, consignment, billing address, order. Its stock goes down for every shopper.
 */
export async function buyElsewhere(
  request: APIRequestContext,
  line: { product_id: number; variant_id: number },
  quantity: number,
) {
  const { data: cart } = await call(request, 'en', 'createCart', [
    { currency: { code: 'GBP' }, line_items: [{ ...line, quantity }] },
  ]);
  const address = { address1: '2 Low Road', city: 'Leeds', postal_code: 'LS1 4AP', country_code: 'GB' };
  await call(request, 'en', 'postCheckoutConsignment', [
    {
      cartId: cart.id,
      data: [
        {
          address,
          line_items: [{ item_id: cart.line_items.physical_items[0].id, quantity }],
          shipping_option_id: 'standard',
        },
      ],
    },
  ]);
  await call(request, 'en', 'addCheckoutBillingAddress', [
    { cartId: cart.id, data: { ...address, first_name: 'Bo', last_name: 'Brown', email: 'bo@example.com' } },
  ]);
  await call(request, 'en', 'createOrderFromCheckout', [{ cartId: cart.id }]);
}

/** Focuses a field by its label and types into it, as a keyboard user does. */
export async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Presses a button from the keyboard. */
export async function press(page: Page, name: string) {
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
}

export const ADDRESS = {
  en: { address1: '1 High Street', city: 'London', postcode: 'SW9 6DE', country: 'United Kingdom' },
  eu: { address1: '12 Grafton Street', city: 'Dublin', postcode: 'D02 VK65', country: 'Ireland' },
  us: { address1: '350 Fifth Avenue', city: 'New York', postcode: '10118', country: 'United States' },
} as const;

export async function fillDetails(page: Page, market: MarketCode) {
  const address = ADDRESS[market];
  await typeInto(page, 'Email', 'ada@example.com');
  await typeInto(page, 'First name', 'Ada');
  await typeInto(page, 'Last name', 'Lovelace');
  await typeInto(page, 'Address line 1', address.address1);
  await typeInto(page, 'Town/city', address.city);
  await typeInto(page, 'Postcode', address.postcode);
  await expect(page.getByLabel('Country').locator('option:checked')).toHaveText(address.country);
}

export async function fillCard(page: Page, number: string) {
  await typeInto(page, 'Card number', number);
  await typeInto(page, 'Expiry date', '12/34');
  await typeInto(page, 'Security code', '123');
  await typeInto(page, 'Name on card', 'Ada Lovelace');
}

/** Details, then the first delivery option, up to the open payment step. */
export async function upToPayment(page: Page, market: MarketCode) {
  await fillDetails(page, market);
  await press(page, 'Continue to delivery');
  await expect(page.getByRole('group', { name: 'Delivery options' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await press(page, 'Continue to payment');
  await expect(page.getByLabel('Card number')).toBeVisible();
}

/** Chooses a size or length as a shopper does: a click on its button (the radio inside is visually hidden). */
export async function chooseOption(page: Page, group: string, value: string) {
  const options = page.getByRole('radiogroup', { name: group });
  const radio = page.getByRole('radio', { name: value, exact: true });
  await options.locator('label').filter({ has: radio }).click();
  await expect(options.getByRole('radio', { name: value, exact: true })).toBeChecked();
}

export interface Line {
  product_id: number;
  variant_id: number;
  quantity: number;
  option_selections?: { option_id: number; option_value: string }[];
}

/** An in-stock line (a variant with plenty of stock), and the product's name for the order summary. */
export async function inStockLine(request: APIRequestContext, market: MarketCode) {
  for (const product of await purchasable(request, market)) {
    const variant = product.variants.find((v) => !v.purchasing_disabled && v.inventory_level >= 50);
    if (variant)
      return { line: { product_id: product.id, variant_id: variant.id, quantity: 1 }, name: product.name };
  }
  throw new Error('The seeded catalogue has no purchasable product in stock');
}

/** A cart for the page's shopper, then checkoutLogin's redirect opened: answers the cart id and the response. */
export async function openCheckout(page: Page, market: MarketCode, lines: Line[]) {
  const { data: cart } = await call(page.request, market, 'createCart', [
    { currency: { code: MARKET[market].currency }, line_items: lines },
  ]);
  const { redirect_url } = await call(page.request, market, 'checkoutLogin', [{ cartId: cart.id }]);
  expect(redirect_url).toBe(`${MARKET[market].prefix}/checkout?cart=${cart.id}`);
  const response = await page.goto(redirect_url);
  expect(response?.status()).toBe(200);
  return { cartId: cart.id as string };
}

/**
 * Holds the page's scripts back, as a slow connection does, until the answered function is called: what a shopper
 * does before the page is hydrated. Only scripts: the stylesheets are render-blocking, so the window a shopper can
 * act in is the painted page whose script has not arrived (held stylesheets would test a page nobody can see).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
