import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// Spec 001 §2, §4, §5, §8 password reset, through the sandbox's outbox seam (contracts/sandbox-seams.md):
// forgot password → the mail in the outbox → its /updatePassword link → a new password → sign in with it.
// The demo shopper is shared with specs running in parallel: its password is never changed here. Each journey
// that changes a password registers a customer of its own.

const OLD_PASSWORD = 'GoodStuff123';
const NEW_PASSWORD = 'BrandNew2026';
const DEMO_EMAIL = 'shopper@example.com';

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

const channelOf = { '': 1, '/eu': 2, '/us': 3 } as const;

/** A middleware call as the shop's pages make it: JSON array body, the market's channel, this site's Origin. */
async function middleware(
  request: APIRequestContext,
  baseURL: string,
  operation: string,
  args: unknown[],
  prefix: keyof typeof channelOf = '',
) {
  return request.post(`/api/bigcommerce/${operation}`, {
    data: args,
    headers: {
      'content-type': 'application/json',
      'x-bigcommerce-channel-id': String(channelOf[prefix]),
      origin: baseURL,
    },
  });
}

async function registerCustomer(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = `reset-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await middleware(request, baseURL, 'registerCustomer', [
    { first_name: 'Reset', last_name: 'Tester', email, password: OLD_PASSWORD },
  ]);
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/** Whether the credentials sign in, each try in a context of its own (no session carried between tries). */
async function signsIn(
  playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } },
  baseURL: string,
  email: string,
  password: string,
): Promise<boolean> {
  const context = await playwright.request.newContext({ baseURL });
  try {
    const response = await middleware(context, baseURL, 'loginCustomer', [{ email, password }]);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).is_valid === true;
  } finally {
    await context.dispose();
  }
}

async function outbox(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/no-store/);
  return (await response.json()).data as Mail[];
}

/** The newest reset mail's link, once the mail is there. */
async function resetLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = await outbox(request, email);
      link =
        newest?.subject === 'Reset your password'
          ? newest.links.find((l) => l.includes('/updatePassword'))
          : undefined;
      return link;
    })
    .toBeTruthy();
  return link as string;
}

async function askForReset(page: Page, prefix: string, email: string) {
  await page.goto(`${prefix}/forgot-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeVisible();
  // The button is enabled once the form is interactive.
  await expect(page.getByRole('button', { name: 'Reset my password' })).toBeEnabled();
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('button', { name: 'Reset my password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'We have received your request' })).toBeVisible();
}

test('a new customer resets their password from the mail’s link and signs in with the new one only', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const base = baseURL as string;
  const email = await registerCustomer(request, base);

  await page.goto('/forgot-password');
  await expect(page).toHaveTitle(/Forgotten your password\?/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: 'Reset my password' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Contact our Customer Care Team' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  await expectNoAxeViolations(page);
  // Spec 001 §5: required, then the shared email pattern.
  await page.getByRole('button', { name: 'Reset my password' }).click();
  await expect(page.getByText('Email address cannot be empty')).toBeVisible();
  await page.getByRole('textbox', { name: /^Email address/ }).fill('not-an-email');
  await page.getByRole('button', { name: 'Reset my password' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await askForReset(page, '', email);
  await expect(page.getByText(/may take up to 10 minutes/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  const link = await resetLink(request, email);
  expect(link).toMatch(/^\/updatePassword\?token=[\w-]+$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expect(page).toHaveTitle(/Change password/);
  await expect(page.getByRole('button', { name: 'Change my password' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Passwords need to be identical.')).toBeVisible();
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expectNoAxeViolations(page);

  expect(await signsIn(playwright, base, email, NEW_PASSWORD)).toBe(true);
  expect(await signsIn(playwright, base, email, OLD_PASSWORD)).toBe(false);

  // The link is used up: opening it again says so.
  await page.goto(link);
  await expect(page.getByText(/^The link you have clicked is not valid/)).toBeVisible();
});

test('a link with an unknown or no token says it is not valid and offers a new one', async ({ page }) => {
  await page.goto('/updatePassword?token=not-a-real-token');
  await expect(page.getByText(/^The link you have clicked is not valid/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/us/updatePassword');
  await expect(page.getByText(/^The link you have clicked is not valid/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/us/forgot-password',
  );
});

test('the demo shopper’s reset mail reaches the outbox page, and a reset asked in /eu links to /eu', async ({
  page,
  request,
  baseURL,
}) => {
  // Asking is harmless to the shared demo shopper: the password stays until a link is used, and none is here.
  await askForReset(page, '/eu', DEMO_EMAIL);
  const link = await resetLink(request, DEMO_EMAIL.toUpperCase());
  expect(link).toMatch(/^\/eu\/updatePassword\?token=[\w-]+$/);
  const [mail] = await outbox(request, DEMO_EMAIL);
  expect(mail).toMatchObject({ to: DEMO_EMAIL, subject: 'Reset your password' });
  expect(Number.isNaN(Date.parse(mail?.sentAt ?? ''))).toBe(false);

  // The link opens the form (not submitted: the demo shopper's password must not change).
  await page.goto(link);
  await expect(page.getByLabel(/^New password/)).toBeVisible();

  await page.goto(`/sandbox/outbox?email=${encodeURIComponent(DEMO_EMAIL)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 3, name: 'Reset your password' })).toBeVisible();
  await expect(first.getByText(DEMO_EMAIL)).toBeVisible();
  await expect(first.getByRole('link', { name: link })).toHaveAttribute('href', link);
  await expect(page.getByRole('textbox', { name: /^Email address/ })).toHaveValue(DEMO_EMAIL);
  await expectNoAxeViolations(page);

  // The filter is a plain GET form.
  await page.getByRole('textbox', { name: /^Email address/ }).fill('no.mail.here@example.com');
  await page.getByRole('button', { name: 'Show mail' }).click();
  await expect(page).toHaveURL(/\/sandbox\/outbox\?email=no\.mail\.here%40example\.com$/);
  await expect(
    page.getByRole('heading', { level: 2, name: '0 mails to no.mail.here@example.com' }),
  ).toBeVisible();
  void baseURL;
});

test('the outbox seam answers JSON newest first, refuses a bad address and other methods, is kept from crawlers', async ({
  request,
  baseURL,
}) => {
  const email = await registerCustomer(request, baseURL as string);
  const mails = await outbox(request, email);
  expect(mails.map((m) => m.subject)).toEqual(['Welcome to Good Stuff']);
  expect(mails[0]).toEqual({
    to: email,
    subject: 'Welcome to Good Stuff',
    text: expect.stringContaining('Reset'),
    links: ['/my-account'],
    sentAt: expect.any(String),
  });
  await middleware(request, baseURL as string, 'requestResetPassword', [{ email }]);
  const after = await outbox(request, email.toUpperCase());
  expect(after.map((m) => m.subject)).toEqual(['Reset your password', 'Welcome to Good Stuff']);

  const all = await request.get('/api/sandbox/outbox');
  expect(all.status()).toBe(200);
  expect(((await all.json()).data as Mail[]).length).toBeLessThanOrEqual(50);

  const bad = await request.get('/api/sandbox/outbox?email=not-an-email');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ message: 'Invalid email address', statusCode: 400 });
  expect((await request.post('/api/sandbox/outbox', { data: {} })).status()).toBe(405);

  const robots = (await (await request.get('/robots.txt')).text()).split('\n').map((l) => l.trim());
  expect(robots).toContain('Disallow: /sandbox');
  expect(robots).toContain('Disallow: /eu/sandbox');
});

test('from the sign-in panel: the forgot-password panel sends the mail, and Continue Shopping closes it for home', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await registerCustomer(request, baseURL as string);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/eu/shop-finder');
  await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In To Get The Good Stuff' });
  await signIn.getByRole('link', { name: 'Forgot your password?' }).click();

  // Spec 001 §2: the panel, not the page; the sign-in panel gives way to it.
  const panel = page.getByRole('dialog', { name: 'Forgotten your password?' });
  await expect(panel).toBeVisible();
  await expect(signIn).toBeHidden();
  await expect(page).toHaveURL(/\/eu\/shop-finder$/);
  await expect(panel.getByRole('link', { name: 'Contact our Customer Care Team' })).toHaveAttribute(
    'href',
    '/eu/contact-us',
  );
  await expectNoAxeViolations(page);

  await panel.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await panel.getByRole('button', { name: 'Reset my password' }).click();
  await expect(panel.getByRole('heading', { name: 'We have received your request' })).toBeFocused();
  expect(await resetLink(request, email)).toMatch(/^\/eu\/updatePassword\?token=/);

  await panel.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/eu$/);
});
