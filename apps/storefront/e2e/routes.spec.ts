import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { call } from './shop';

// Spec 001 §2: legacy paths, the account guard and `?logout=true`, in every market.

const LEGACY: Record<string, string> = {
  '/Bag': '/bag',
  '/Login': '/login',
  '/LoginV2': '/login',
  '/CreateAccount': '/create-account',
  '/CreateAccountV2': '/create-account',
  '/ForgotPassword/ForgotPassword': '/forgot-password',
  '/ChangePassword': '/updatePassword',
  '/CheckoutIdentity': '/checkout-identity',
  '/Cookies': '/cookies',
  '/Home': '',
  '/OrderConfirmation': '/order-confirmation',
  '/SearchResults': '/search',
  '/ShopFinder': '/shop-finder',
  '/SizeGuide': '/size-guide',
  '/MyAccountPage': '/my-account',
  '/MyAccount': '/my-account',
  '/MyAccountGoodStuff': '/my-account/your-good-stuff',
  '/MyAccount/YourGoodStuff': '/my-account/your-good-stuff',
  '/MyAccount/MyProfile': '/my-account/my-profile',
  '/MyAccount/OrderHistory': '/my-account/order-history',
  '/MyAccount/SavedAddresses': '/my-account/saved-addresses',
};

for (const prefix of ['', '/eu', '/us']) {
  test(`every legacy path answers a permanent redirect in its market${prefix ? ` (${prefix})` : ''}`, async ({
    request,
  }) => {
    for (const [legacy, current] of Object.entries(LEGACY)) {
      const response = await request.get(`${prefix}${legacy}?utm_source=mail`, { maxRedirects: 0 });
      expect(response.status(), legacy).toBe(308);
      const location = new URL(response.headers().location ?? '', 'http://shop.invalid');
      expect(`${location.pathname}${location.search}`, legacy).toBe(
        `${`${prefix}${current}`.replace(/^$/, '/')}?utm_source=mail`,
      );
    }
  });
}

test('the account guard sends a visitor without the login cookie to the market’s login, target kept', async ({
  request,
}) => {
  const response = await request.get('/eu/my-account/order-history?page=2', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers().location ?? '', 'http://shop.invalid');
  expect(location.pathname).toBe('/eu/login');
  expect(location.searchParams.get('redirect')).toBe('/eu/my-account/order-history?page=2');
});

test('?logout=true signs the shopper out and shows the page without it', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/bag');
  const answer = await call(page.request, 'en', 'loginCustomer', [
    { email: 'shopper@example.com', password: 'GoodStuff123' },
  ]);
  expect(answer.is_valid).toBe(true);
  // Signed in: the account pages are not guarded away.
  const signedIn = await page.request.get('/my-account', { maxRedirects: 0 });
  expect(signedIn.status()).not.toBe(307);
  const session = (await page.context().cookies()).find((c) => c.name === 'wardrobe-session')?.value;
  expect(session).toBeTruthy();

  await page.goto('/bag?logout=true&utm_source=mail');
  await expect(page).toHaveURL(/\/bag\?utm_source=mail$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'wardrobe-logged-in')?.value).toBe('0');
  expect(cookies.find((c) => c.name === 'wardrobe-session')).toBeUndefined();
  expect((await page.request.get('/my-account', { maxRedirects: 0 })).status()).toBe(307);
  // The session ended on the server, not only in this browser: its old token no longer signs anyone in.
  const replay = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `wardrobe-session=${session}` },
  });
  const { data } = await call(replay, 'en', 'getCustomers', []);
  expect(data).toEqual([]);
  await replay.dispose();
  await expectNoAxeViolations(page);
});
