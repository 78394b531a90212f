import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LOGIN_ERROR_MESSAGES } from '@wardrobe/domain-rules';
import { call } from './shop';

// Issue 20 item 11 "Sign-in abuse", on the built storefront: per-address throttling before the lockout (429 with
// Retry-After and a text a shopper understands), one address alone never locking a customer out, and unknown
// emails answered exactly as known ones. Client addresses travel as the reverse proxy in front of `next start`
// sends them (X-Forwarded-For, right-most entry); each test uses fresh addresses of the IPv6 documentation range
// and customers of its own, so reruns and parallel specs never share a count. The demo shopper is never used here.

const PASSWORD = 'GoodStuff123';
const THROTTLED = /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/;

/** A fresh client address: its own /64 of 2001:db8::/32, as the sandbox counts IPv6 clients by their /64. */
const newAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

async function newCustomer(request: APIRequestContext) {
  const email = `abuse-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  await call(request, 'en', 'registerCustomer', [
    { first_name: 'Abe', last_name: 'Tester', email, password: PASSWORD },
  ]);
  return email;
}

/** A sign-in through the middleware from `address`: status, body and Retry-After. */
async function signIn(request: APIRequestContext, address: string, email: string, password: string) {
  const response = await request.post('/api/bigcommerce/loginCustomer', {
    data: [{ email, password }],
    headers: { 'x-bigcommerce-channel-id': '1', 'x-forwarded-for': address },
  });
  return {
    status: response.status(),
    body: await response.json(),
    retryAfter: response.headers()['retry-after'],
  };
}

const loginAlert = (page: Page) => page.getByRole('form', { name: 'Sign in' }).getByRole('alert');

async function formSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign-in abuse', () => {
  test("a stranger's five wrong passwords from one address do not lock the customer out from another", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const email = await newCustomer(request);
    const stranger = newAddress();
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push(await signIn(request, stranger, email, `Wrong${i}pass`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    for (const a of answers.slice(0, 3))
      expect(a.body).toEqual({ is_valid: false, errorMessage: 'Invalid credentials' });
    for (const a of answers.slice(3)) {
      expect(a.body.message).toMatch(THROTTLED);
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(60);
    }

    // The customer, from their own address, signs in: no lock.
    const own = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    try {
      const answer = await signIn(own, newAddress(), email, PASSWORD);
      expect(answer).toMatchObject({ status: 200, body: { is_valid: true } });
    } finally {
      await own.dispose();
    }
  });

  test('the login form shows the throttling answer plainly and does not lock the form', async ({
    page,
    request,
    browser,
  }) => {
    const email = await newCustomer(request);
    // Every request of this page comes from the stranger's address, as the proxy would say.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() });
    await page.goto('/login');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await formSignIn(page, email, `Wrong${attempt}pass`);
      await expect(loginAlert(page)).toHaveText(LOGIN_ERROR_MESSAGES.invalid);
    }
    await formSignIn(page, email, 'Wrong4pass');
    await expect(loginAlert(page)).toHaveText(
      'Too many sign-in attempts. Please wait 1 minute and try again.',
    );
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login/);

    // The customer, in a browser of their own elsewhere, signs in through the same form.
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newAddress() } });
    try {
      const own = await context.newPage();
      await own.goto('/login');
      await formSignIn(own, email, PASSWORD);
      await expect(own).toHaveURL(/\/my-account$/);
    } finally {
      await context.close();
    }
  });

  test("an unknown email's answers match a known one's, including after five failures", async ({
    request,
  }) => {
    const known = await newCustomer(request);
    const unknown = `nobody-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
    const story = async (email: string) => {
      const seen = [];
      const one = newAddress();
      // Four from one address (three answers and a wait), then two from others: the 5th counted failure locks.
      for (let i = 0; i < 4; i++) seen.push(await signIn(request, one, email, 'Wrong1pass'));
      for (let i = 0; i < 2; i++) seen.push(await signIn(request, newAddress(), email, 'Wrong1pass'));
      seen.push(await signIn(request, newAddress(), email, PASSWORD));
      // Retry-After counts down with the clock: compared as present or not.
      return seen.map(({ status, body, retryAfter }) => ({
        status,
        body: status === 429 ? { ...body, message: THROTTLED.test(body.message) } : body,
        retryAfter: retryAfter !== undefined,
      }));
    };
    const knownStory = await story(known);
    expect(await story(unknown)).toEqual(knownStory);
    const invalid = { is_valid: false, errorMessage: 'Invalid credentials' };
    const locked = { is_valid: false, errorMessage: LOGIN_ERROR_MESSAGES.locked };
    expect(knownStory.map((s) => s.body)).toEqual([
      invalid,
      invalid,
      invalid,
      { message: true, statusCode: 429 },
      invalid,
      locked,
      locked,
    ]);
  });
});
