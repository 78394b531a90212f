import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { GREETING_DEFAULTS, greetingHeading, POSTCODE_ERROR } from '@wardrobe/domain-rules';
import { expectNoAxeViolations } from './axe';
import { call, fillCard, inStockLine, openCheckout, press, typeInto } from './shop';

// The full registration at /create-account (issue 20 item 4) and the account offered on the order confirmation
// (item 9). Every test registers an email of its own.

const PASSWORD = 'GoodStuff123';
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Tab (only Tab) until the focused element is `target`: the form is walked in its own order, as a keyboard user
 * goes, and a control Tab never reaches fails the test.
 */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The data layer's pushes, kept across the full page load that follows a registration. */
async function keepEvents(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-events', JSON.stringify([...kept, ...entries]));
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}
const events = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as { event?: string }[]);

test.describe('create an account', () => {
  test('the whole registration by keyboard alone, the address found by its postcode, lands signed in', async ({
    page,
  }) => {
    await keepEvents(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/create-account');
    await expect(page).toHaveTitle(/Create account/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create an account' });
    await expect(form.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);

    // From the page's top, Tab by Tab.
    await page.locator('body').focus();
    await tabTo(page, form.getByRole('combobox', { name: 'Title (optional)' }));
    await page.keyboard.press('D');
    await expect(form.getByRole('combobox', { name: 'Title (optional)' })).toHaveValue('Dr');
    await tabTo(page, form.getByRole('textbox', { name: /^First name/ }));
    await page.keyboard.type('Grace');
    await tabTo(page, form.getByRole('textbox', { name: /^Last name/ }));
    await page.keyboard.type('Hopper');
    await tabTo(page, form.getByRole('textbox', { name: /^Email/ }));
    await page.keyboard.type(uniqueEmail('grace'));
    await tabTo(page, form.getByLabel(/^Password/, { exact: false }).and(page.locator('input')));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, form.getByLabel(/^Confirm password/).and(page.locator('input')));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, form.getByRole('textbox', { name: 'Date of birth (optional)' }));
    await page.keyboard.type('09/12/1986');

    // The finder: a postcode, Enter looks it up (and does not submit), then an address from the list.
    const finder = form.getByRole('group', { name: 'Find your address' });
    await tabTo(page, finder.getByRole('textbox', { name: 'Search by postcode' }));
    await page.keyboard.type('sw96de');
    await page.keyboard.press('Enter');
    await expect(finder.getByRole('status')).toHaveText(/^\d+ address(es)? found$/);
    await expect(page).toHaveURL(/\/create-account$/);
    const choose = finder.getByRole('combobox', { name: 'Select your address' });
    await tabTo(page, choose);
    // A native select: the arrow key moves from 'Choose your address' to the first address found.
    await page.keyboard.press('ArrowDown');
    const line1 = form.getByRole('textbox', { name: /^Address line 1/ });
    await expect(line1).not.toHaveValue('');
    await expect(form.getByRole('textbox', { name: /^Town\/city/ })).not.toHaveValue('');
    await expect(form.getByRole('textbox', { name: /^Postcode/ }).last()).toHaveValue('SW9 6DE');
    await expectNoAxeViolations(page);

    const submit = form.getByRole('button', { name: 'Create Account' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/my-account$/, { timeout: 20_000 });
    await expect(page.getByText(greetingHeading(GREETING_DEFAULTS.headerTitle, 'Grace'))).toBeVisible();
    expect((await events(page)).filter((e) => e.event === 'sign_up')).toHaveLength(1);
  });

  test('an email in use is shown as the server says it; a UK postcode of the wrong format is refused', async ({
    page,
    request,
  }) => {
    const taken = uniqueEmail('taken');
    await call(request, 'en', 'registerCustomer', [
      { first_name: 'Ada', last_name: 'Tester', email: taken, password: PASSWORD },
    ]);
    await page.goto('/create-account');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByRole('textbox', { name: /^First name/ }).fill('Ada');
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Tester');
    await form.getByRole('textbox', { name: /^Email/ }).fill(taken);
    await form
      .getByLabel(/^Password/)
      .and(page.locator('input'))
      .fill(PASSWORD);
    await form
      .getByLabel(/^Confirm password/)
      .and(page.locator('input'))
      .fill(PASSWORD);
    await form.getByRole('button', { name: 'Enter address manually' }).click();
    await form.getByRole('textbox', { name: /^Address line 1/ }).fill('1 High Street');
    await form.getByRole('textbox', { name: /^Town\/city/ }).fill('London');
    const postcode = form.getByRole('textbox', { name: /^Postcode/ }).last();
    await postcode.fill('SW96');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText(POSTCODE_ERROR)).toBeVisible();
    await expect(postcode).toBeFocused();
    await expectNoAxeViolations(page);

    await postcode.fill('SW9 6DE');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      /An account already exists for this email address/,
    );
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/create-account$/);
  });

  test('in the EU market the address is typed, its countries are the market’s', async ({ page }) => {
    await page.goto('/eu/create-account');
    const form = page.getByRole('form', { name: 'Create an account' });
    await expect(form.getByRole('group', { name: 'Find your address' })).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('IE');
    await expect(form.getByRole('textbox', { name: /^Address line 1/ })).toBeVisible();
  });
});

async function guestOrder(page: Page, request: APIRequestContext, email: string) {
  const { line } = await inStockLine(request, 'en');
  await openCheckout(page, 'en', [line]);
  await typeInto(page, 'Email', email);
  await typeInto(page, 'First name', 'Ada');
  await typeInto(page, 'Last name', 'Lovelace');
  await typeInto(page, 'Address line 1', '1 High Street');
  await typeInto(page, 'Town/city', 'London');
  await typeInto(page, 'Postcode', 'SW9 6DE');
  await press(page, 'Continue to delivery');
  await page.getByRole('group', { name: 'Delivery options' }).getByRole('radio').first().check();
  await press(page, 'Continue to payment');
  await fillCard(page, '4242 4242 4242 4242');
  await press(page, (await page.getByRole('button', { name: /^Pay / }).textContent()) ?? '');
  await expect(page).toHaveURL(/\/order-confirmation\?order=\d+$/);
  return Number(new URL(page.url()).searchParams.get('order'));
}

test('a guest creates an account from the order confirmation, prefilled, and the order is theirs', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('order');
  const orderId = await guestOrder(page, request, email);
  const section = page.getByRole('region', { name: 'Save your details for next time' });
  const form = section.getByRole('form', { name: 'Create an account' });
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
  await expect(form.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('1 High Street');
  await expectNoAxeViolations(page);

  await form
    .getByLabel(/^Password/)
    .and(page.locator('input'))
    .fill(PASSWORD);
  await form
    .getByLabel(/^Confirm password/)
    .and(page.locator('input'))
    .fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();

  // Signed in, the page again: no offer any more, the order shown as the customer's.
  await expect(section).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(`Your order number is ${orderId}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' })).toBeVisible();
  const { data: orders } = await call(page.request, 'en', 'getCustomerOrders', [{}]);
  expect(orders.map((o: { id: number }) => o.id)).toContain(orderId);
});
