import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { GREETING_DEFAULTS, greetingHeading } from '@wardrobe/domain-rules';
import { expectNoAxeViolations } from './axe';
import { call } from './shop';

// My Details and the marketing preferences (issue 20 item 6), each test with a customer of its own, signed in
// through the middleware on the page's own request context (so the page's cookies carry the session).

const PASSWORD = 'GoodStuff123';

async function signedInCustomer(page: Page, request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await call(request, 'en', 'registerCustomer', [
    { first_name: firstName, last_name: 'Tester', email, password: PASSWORD },
  ]);
  const { is_valid } = await call(page.request, 'en', 'loginCustomer', [{ email, password: PASSWORD }]);
  expect(is_valid).toBe(true);
  return email;
}

const passwordField = (page: Page, label: RegExp) => page.getByLabel(label).and(page.locator('input'));

test('My Details: a change needs the current password; saved, the account greets the new name', async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request, 'Mary');
  await page.goto('/my-account/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Details' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'My Details' }),
  ).toHaveAttribute('aria-current', 'page');
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByRole('textbox', { name: /^First name/ })).toHaveValue('Mary');
  await expectNoAxeViolations(page);

  await details.getByRole('textbox', { name: /^First name/ }).fill('Marie');
  await details.getByRole('textbox', { name: /^Date of birth/ }).fill('07/11/1990');
  await passwordField(page, /^Current password/)
    .first()
    .fill('NotMyPassword1');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByText('The password you entered was incorrect.')).toBeVisible();
  await expectNoAxeViolations(page);

  await passwordField(page, /^Current password/)
    .first()
    .fill(PASSWORD);
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    'Your details have been saved.',
  );

  await page.goto('/my-account');
  await expect(page.getByText(greetingHeading(GREETING_DEFAULTS.headerTitle, 'Marie'))).toBeVisible();
  await page.goto('/my-account/my-profile');
  await expect(details.getByRole('textbox', { name: /^Date of birth/ })).toHaveValue('07/11/1990');
});

test('change password: the new one signs in, the old one no longer does', async ({ page, request }) => {
  const email = await signedInCustomer(page, request, 'Pierre');
  await page.goto('/my-account/my-profile');
  const change = page.getByRole('form', { name: 'Change password' });
  await passwordField(page, /^Current password/)
    .last()
    .fill(PASSWORD);
  await passwordField(page, /^New password/).fill('BetterStuff456');
  await passwordField(page, /^Confirm new password/).fill('BetterStuff456');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    /Your password has been changed/,
  );

  const old = await request.post('/api/bigcommerce/loginCustomer', {
    data: [{ email, password: PASSWORD }],
    headers: { 'x-bigcommerce-channel-id': '1' },
  });
  expect((await old.json()).is_valid).toBe(false);
  const next = await call(request, 'en', 'loginCustomer', [{ email, password: 'BetterStuff456' }]);
  expect(next.is_valid).toBe(true);
});

test('marketing preferences: the choices are kept, and shown again on the next visit', async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request, 'Ida');
  await page.goto('/my-account/marketing-preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing Preferences' })).toBeVisible();
  const email = page.getByRole('checkbox', { name: /^Email me about Good Stuff/ });
  const post = page.getByRole('checkbox', { name: /^Post me the Good Stuff/ });
  // Registration ticked the email box (spec 001 §5 preselected).
  await expect(email).toBeChecked();
  await expect(post).not.toBeChecked();
  await expectNoAxeViolations(page);

  await email.focus();
  await page.keyboard.press('Space');
  await post.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    'Your preferences have been saved.',
  );

  await page.reload();
  await expect(email).not.toBeChecked();
  await expect(post).toBeChecked();
});
