import { expect, test } from '@playwright/test';

// The e2e storefront is bound to 127.0.0.1, as behind nginx (playwright.config.ts). Every UK page, a landing
// listing and a product page reach their route through a rewrite in proxy.ts; bound to loopback, Next 16.4 sent
// those rewrites over the network to `localhost` and they never answered (vercel/next.js#94745), while /eu pages
// and API routes did. patches/next@16.4.6.patch keeps them internal.
test.describe('bound to 127.0.0.1 behind a reverse proxy', () => {
  for (const [path, status, text] of [
    ['/', 200, '<html lang="en"'],
    ['/browse/womens', 200, '<html lang="en"'],
    ['/bag', 200, '<html lang="en"'],
    ['/no-such-page', 404, '404 ERROR'],
  ] as const) {
    test(`the rewritten page ${path} answers`, async ({ request }) => {
      const started = Date.now();
      const response = await request.get(path, { timeout: 10_000, maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(await response.text()).toContain(text);
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  }

  test('as a proxy forwards it: the public host and https in the forwarded headers', async ({ request }) => {
    const response = await request.get('/', {
      timeout: 10_000,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });
});
