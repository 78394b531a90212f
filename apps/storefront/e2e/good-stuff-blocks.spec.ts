import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { call, holdScripts } from './shop';

// Spec 002 §2, §4, §6: the Good Stuff sign-up and sign-in blocks on the seeded content page `/good-stuff`
// (content/<market>/good-stuff.json), with the shop's own forms handed in (GoodStuffBlocksProvider).

const PASSWORD = 'GoodStuff123';
const fresh = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a guest joins from the sign-up block: the thank-you view in place, scrolled to, and the sign-in block goes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/eu/good-stuff');
  await expect(page.getByRole('heading', { level: 1, name: 'Good Stuff' })).toBeVisible();
  const signUp = page.locator('[data-block="good-stuff-sign-up"]');
  const form = signUp.getByRole('form', { name: 'Create an account' });
  await expect(form).toBeVisible();
  // The sign-in block, for a guest: its form, the footer title and Create account in the market.
  const signIn = page.locator('[data-block="good-stuff-sign-in"]');
  await expect(signIn.getByRole('heading', { name: 'Already a member?' })).toBeVisible();
  await expect(signIn.getByRole('link', { name: 'Create account' })).toHaveAttribute(
    'href',
    '/eu/create-account',
  );
  await expectNoAxeViolations(page);

  // The button is enabled once the form is interactive (useHydrated): typing before then would be lost.
  await expect(form.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  await form.getByRole('textbox', { name: 'First name' }).fill('Noa');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Tester');
  await form.getByRole('textbox', { name: 'Email' }).fill(fresh('block-join'));
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign Up' }).click();

  // Spec 002 §4: the form goes, the thank-you view shows (its heading focused, so it is read) with the entry's
  // message and calls to action; spec 001 §4: registering signed the guest in and pushed sign_up.
  const thanks = signUp.getByRole('heading', { name: 'Thanks for signing up' });
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();
  await expect(form).toBeHidden();
  await expect(signUp.getByText(/Your welcome treat is waiting/)).toBeVisible();
  await expect(signUp.getByRole('link', { name: 'Shop Womens' })).toBeVisible();
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event),
  );
  expect(events).toContain('sign_up');
  // Spec 002 §6: the sign-in block is for guests only.
  await expect(signIn).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a member signs in from the sign-in block and stays on the page, which drops the block', async ({
  page,
  request,
}) => {
  // Registered on a request context of its own: the page arrives as a guest.
  const email = fresh('block-sign-in');
  await call(request, 'en', 'registerCustomer', [
    { first_name: 'Ines', last_name: 'Tester', email, password: PASSWORD },
  ]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/good-stuff');
  const signIn = page.locator('[data-block="good-stuff-sign-in"]');
  const form = signIn.getByRole('form', { name: 'Sign in' });
  // Below the first screen here, so its code loads as the field is scrolled to (nearViewport): typing may start
  // in the server's form, and is kept.
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await form.getByRole('button', { name: 'Sign In' }).click();

  await expect(signIn).toHaveCount(0);
  await expect(page).toHaveURL(/\/good-stuff$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account', exact: true })).toBeVisible();
});

test("the block gallery's forms load their code as the shopper comes to them, keeping what was typed before", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const formCode: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') formCode.push(request.url());
  });
  await page.goto('/block-gallery');
  const signUp = page.locator('[data-block="good-stuff-sign-up"]').first();
  const form = signUp.getByRole('form', { name: 'Create an account' });
  // In the server's HTML, whole, far below the first screen; the page is interactive without its code.
  await expect(form.getByRole('textbox', { name: 'First name' })).toBeAttached();
  await page.waitForLoadState('load');
  const loadedWithPage = formCode.length;
  await expect(form.getByRole('button', { name: 'Sign Up' })).toBeDisabled();

  // The shopper comes to it and types while its code is still on its way (held here).
  const release = await holdScripts(page);
  const firstName = form.getByRole('textbox', { name: 'First name' });
  await firstName.fill('Noa');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Tester');
  expect(formCode.length).toBeGreaterThan(loadedWithPage);
  release();

  await expect(form.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  await expect(firstName).toHaveValue('Noa');
  await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Tester');
  await expect(form.getByRole('textbox', { name: 'Last name' })).toBeFocused();
  // The form's own state holds what was carried: sent without an email, it is the first field it asks for.
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
});
