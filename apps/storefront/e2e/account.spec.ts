import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LOGIN_ERROR_MESSAGES } from '@wardrobe/domain-rules';
import { expectNoAxeViolations } from './axe';
import { call } from './shop';

// Sign-in and the account page (issue 20): the account guard, the login form's texts, the session across pages,
// and sign-out. Each test signs in as a customer of its own (registered through the middleware on a separate
// request context), so no test locks or changes an account another one uses.

const PASSWORD = 'GoodStuff123';

async function newCustomer(request: APIRequestContext, firstName = 'Ada') {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await call(request, 'en', 'registerCustomer', [
    { first_name: firstName, last_name: 'Tester', email, password: PASSWORD },
  ]);
  return email;
}

/** The login form's own alert (Next's route announcer is an alert too). */
const loginAlert = (page: Page) => page.getByRole('form', { name: 'Sign in' }).getByRole('alert');

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign-in and the account page', () => {
  test('the guard leads a guest to sign in, then to their account; signing out ends it', async ({
    page,
    request,
  }) => {
    const email = await newCustomer(request, 'Grace');

    // The data layer's pushes, kept across page loads (sign-in goes on with a full page load).
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
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/my-account');
    const header = page.getByRole('banner');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectNoAxeViolations(page);

    await signIn(page, email, 'NotMyPassword1');
    await expect(loginAlert(page)).toHaveText(LOGIN_ERROR_MESSAGES.invalid);
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText("Hey Grace, what's good?")).toBeVisible();
    await expect(page.getByRole('region', { name: 'My Details' })).toContainText(email);
    // Spec 001 §2: signed in, the account button has its changed icon (and says whose account it is).
    await expect(header.getByRole('link', { name: 'My Account', exact: true })).toBeVisible();
    // Pushed on the login page, before the page changed.
    const login = await page.evaluate(() =>
      (JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as { event?: string }[]).filter(
        (entry) => entry.event === 'login',
      ),
    );
    expect(login).toEqual([{ event: 'login', method: 'email' }]);
    await expectNoAxeViolations(page);

    // The session outlives the page: a reload is still signed in; /login sends a signed-in shopper on.
    await page.reload();
    await expect(page.getByText("Hey Grace, what's good?")).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/my-account$/);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'wardrobe-logged-in')?.value).toBe('0');
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
  });

  test("Sign Out pressed before the page's script has arrived still signs out", async ({
    page,
    browser,
    request,
  }) => {
    const email = await newCustomer(request, 'Lin');
    await page.goto('/login');
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/my-account$/);
    // The same session in a browser that never runs the page's script (as a press before hydration would be).
    const noScript = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const plain = await noScript.newPage();
      await plain.goto('/my-account');
      await expect(plain.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      await plain.getByRole('button', { name: 'Sign Out' }).click();
      await expect(plain).toHaveURL(/\/$/);
      const cookies = await noScript.cookies();
      expect(cookies.find((c) => c.name === 'wardrobe-logged-in')?.value).toBe('0');
      await plain.goto('/my-account');
      await expect(plain).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
    } finally {
      await noScript.close();
    }
  });

  test('five wrong passwords lock the account: submit is disabled until the email is edited', async ({
    page,
    request,
  }) => {
    const email = await newCustomer(request, 'Lin');
    await page.goto('/login');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await signIn(page, email, `Wrong${attempt}pass`);
      await expect(loginAlert(page)).toHaveText(LOGIN_ERROR_MESSAGES.invalid);
    }
    await signIn(page, email, 'Wrong5pass');
    await expect(loginAlert(page)).toHaveText(LOGIN_ERROR_MESSAGES.locked);
    const submit = page.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeDisabled();
    // Even the right password waits: the lock holds on the server too.
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Email' }).fill(`x${email}`);
    await expect(loginAlert(page)).toHaveText('');
    await expect(submit).toBeEnabled();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await submit.click();
    await expect(loginAlert(page)).toHaveText(LOGIN_ERROR_MESSAGES.locked);
  });

  test('in the EU market, by keyboard alone: the guard keeps the target and sign-in returns to it', async ({
    page,
    request,
  }) => {
    const email = await newCustomer(request, 'Noor');
    await page.goto('/eu/my-account');
    await expect(page).toHaveURL(/\/eu\/login\?redirect=%2Feu%2Fmy-account$/);
    await page.getByRole('textbox', { name: 'Email' }).focus();
    await page.keyboard.press('Enter');
    // Both fields empty: the spec's one message, nothing sent.
    await expect(loginAlert(page)).toHaveText('Please enter your email address and password');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/eu\/my-account$/);
    await expect(page.getByText("Hey Noor, what's good?")).toBeVisible();
  });

  test('the account button opens the sign-in panel: its views, Escape, and a sign-in that keeps the page', async ({
    page,
    request,
  }) => {
    const email = await newCustomer(request, 'Ines');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/shop-finder');
    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: 'Account', exact: true });
    await account.click();
    const panel = page.getByRole('dialog', { name: 'Sign In To Get The Good Stuff' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Not a member?')).toBeVisible();
    await expectNoAxeViolations(page);

    // Escape closes it; focus stays inside while open (the first field has it).
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await account.click();
    await expect(panel).toBeVisible();

    // 'Join Now' shows the sign-up view (the content's title), 'Sign In' goes back.
    await panel.getByRole('button', { name: 'Join Now' }).click();
    const signUp = page.getByRole('dialog', { name: 'Sign Up, Get Good Stuff' });
    await expect(signUp.getByRole('form', { name: 'Create an account' })).toBeVisible();
    await expect(signUp.getByText('Already a member?')).toBeVisible();
    await expectNoAxeViolations(page);
    await signUp.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(panel).toBeVisible();

    await panel.getByRole('textbox', { name: 'Email' }).fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Spec 001 §4: a successful login closes the panel; the shopper stays where they were, signed in.
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/shop-finder$/);
    await header.getByRole('link', { name: 'My Account', exact: true }).click();
    await expect(page.getByText("Hey Ines, what's good?")).toBeVisible();
  });

  test('joining from the panel: registered, signed in, thanked, and sign_up pushed', async ({ page }) => {
    const email = `join-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Join Now' }).click();
    const panel = page.getByRole('dialog', { name: 'Sign Up, Get Good Stuff' });
    const form = panel.getByRole('form', { name: 'Create an account' });
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByText('First name cannot be empty')).toBeVisible();
    await form.getByRole('textbox', { name: 'First name' }).fill('Mo');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Tester');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(form.getByRole('checkbox', { name: /Email me about Good Stuff/ })).toBeChecked();
    await form.getByRole('button', { name: 'Sign Up' }).click();

    const thanks = page.getByRole('dialog', { name: 'Thanks for signing up' });
    await expect(thanks).toBeVisible();
    // The seeded entry's message and its two calls to action.
    await expect(thanks.getByText(/Your welcome treat is waiting/)).toBeVisible();
    await expect(thanks.getByRole('link', { name: 'Shop Womens' })).toHaveAttribute('href', '/womens');
    await expect(thanks.getByRole('link', { name: 'Browse Everything' })).toHaveAttribute('href', '/browse');
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event),
    );
    expect(events).toContain('sign_up');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'My Account', exact: true }),
    ).toBeVisible();

    // Registering again with the same email: the server's words, the email marked as used.
    const again = await page.request.post('/api/bigcommerce/registerCustomer', {
      data: [{ first_name: 'Mo', last_name: 'Tester', email, password: PASSWORD }],
      headers: { 'x-bigcommerce-channel-id': '1' },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toContain('An account already exists for this email address');
  });

  test('the login page refuses an outside target and goes to the account instead', async ({
    page,
    request,
  }) => {
    const email = await newCustomer(request, 'Sol');
    await page.goto('/login?redirect=https://evil.example/phish');
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/my-account$/);
  });
});
