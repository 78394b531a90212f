import { operations } from '@wardrobe/commerce-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from '../testing/harness';

let server: SandboxServer;
// A sandbox boot (PGlite, migrations, the catalogue seed) takes seconds on a busy 2-core machine.
beforeAll(async () => {
  server = await startSandboxServer();
}, 120_000);
afterAll(() => server.close());

describe('pageExists', () => {
  const check = (path: string) => server.shopper().call('pageExists', [{ path }]);

  /** A visible product with its first colour (underscores for spaces, as the product route writes it). */
  async function productWithColour() {
    const row = await server.sandbox.db
      .selectFrom('products as p')
      .innerJoin('product_options as o', 'o.product_id', 'p.id')
      .innerJoin('product_option_values as v', 'v.option_id', 'o.id')
      .select(['p.id', 'p.url', 'v.label'])
      .where('p.is_visible', '=', true)
      .where('o.display_name', '=', 'Color')
      .where('v.label', 'like', '% %')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    return { ...row, colourParam: row.label.replaceAll(' ', '_') };
  }

  it('answers 200 { exists: true } for the route table, in every market, with query or trailing slash', async () => {
    const paths = [
      '/',
      '/eu',
      '/us/',
      '/bag',
      '/eu/bag',
      '/us/checkout-identity',
      '/login?redirect=%2Fmy-account',
      '/create-account/',
      '/search?query=dress',
      '/updatePassword',
      '/my-account',
      '/my-account/order-history',
      '/eu/my-account/saved-addresses',
      '/my-account/marketing-preferences',
      '/browse',
      '/amplience-visualization/hub.staging.example/abc-123',
      // Legacy paths redirect, so they exist.
      '/Bag',
      '/eu/MyAccount/SavedAddresses',
    ];
    for (const path of paths) {
      const answer = await check(path);
      expect({ path, ...answer }).toMatchObject({ path, status: 200, body: { exists: true } });
    }
  });

  it('answers 200 for a category listing and a product page that exist, 404 for ones that do not', async () => {
    const deep = await server.sandbox.db
      .selectFrom('categories')
      .select('url')
      .where('url', 'like', '/womens/%/%/')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const product = await productWithColour();

    const found = [
      '/browse/womens',
      `/browse${deep.url}`,
      `/eu/browse${deep.url.slice(0, -1)}`,
      // A category's or a product's own url, as the commerce platform writes them (`/womens` is linked by spec 001).
      '/womens',
      '/browse/collection/sale',
      '/us/browse/collection/new-in',
      product.url,
      `/p/${product.id}/any-slug/${product.colourParam}`,
      `/us/p/${product.id}/x/${encodeURIComponent(product.label)}`,
      `/p/${product.id}/x/${product.colourParam.toUpperCase()}`,
    ];
    for (const path of found)
      expect({ path, status: (await check(path)).status }).toEqual({ path, status: 200 });

    const missing = [
      '/browse/no-such-category',
      '/browse/womens/no-such-child',
      '/browse/a/b/c/d/e/f',
      '/browse/collection/summer',
      `/p/${product.id}/any-slug/No_Such_Colour`,
      `/p/${product.id}/any-slug`,
      '/p/999999999/x/Red',
      '/p/abc/x/Red',
      '/no-such-page',
      '/privacy-policy',
      '/BAG',
      '/bag//',
      '/%E0%A4%A',
      '/fr/bag',
      // Only the account pages of domain-rules MY_ACCOUNT_PAGES are pages.
      '/my-account/no-such-page',
      '/my-account/order-history/12',
    ];
    for (const path of missing) {
      const answer = await check(path);
      expect({ path, ...answer }).toMatchObject({
        path,
        status: 404,
        body: { message: 'This page could not be found', statusCode: 404 },
      });
    }
  });

  it('answers 200 for a content page of the catch-all route in its own market only', async () => {
    // The seeded content pages (content/<market>/other-stuff.json): the error pages' fourth button.
    for (const path of ['/other-stuff', '/eu/other-stuff', '/us/other-stuff/', '/cookies'])
      expect({ path, status: (await check(path)).status }).toEqual({ path, status: 200 });
    // A block or a frame entry has a key but is not a page.
    for (const path of ['/home-delivery-note', '/footer', '/eu/other-stuff/more', '/Other-Stuff'])
      expect({ path, status: (await check(path)).status }).toEqual({ path, status: 404 });
  });

  it('answers 400 with a message for a path that is not one', async () => {
    const relative = await check('bag');
    expect(relative).toMatchObject({ status: 400, body: { message: 'argument 0.path: must start with /' } });
    const missing = await server.shopper().call('pageExists', [{}]);
    expect(missing).toMatchObject({ status: 400, body: { message: 'argument 0.path: is required' } });
    expect((await check(`/${'a'.repeat(2048)}`)).status).toBe(400);
  });
});

describe('promotions engine operations (the engine itself: src/promotions/promotions.test.ts)', () => {
  const calls: [string, unknown[]][] = [
    [
      'updateCustomerSession',
      [
        {
          currencyCode: 'GBP',
          sessionId: '0b5c6f2e-0000-4000-8000-000000000001',
          dryRun: true,
          requestData: {
            customerSession: {
              profileId: 'shopper@example.com',
              storeIntegrationId: 'uk-store',
              couponCodes: ['WELCOME10'],
              cartItems: [
                {
                  name: 'Linen shirt',
                  sku: 'ABC123-RED-M',
                  quantity: 1,
                  price: 25,
                  attributes: { product_id: 1, tmp_variant_id: 2 },
                },
              ],
            },
            responseContent: ['customerSession', 'customerProfile'],
          },
        },
      ],
    ],
    ['getCustomerSession', ['GBP', '0b5c6f2e-0000-4000-8000-000000000001']],
    ['getCustomerProfile', ['EUR', 'shopper@example.com']],
    ['updateCustomerProfile', ['USD', 'shopper@example.com', {}]],
    ['removeAllBCPromotionsAndCoupons', [{ id: '0b5c6f2e-0000-4000-8000-000000000001', line_items: {} }]],
  ];

  it('are in the operation table, and the sandbox implements them (a 501 no longer)', async () => {
    for (const [name, args] of calls) {
      expect(operations).toHaveProperty(name);
      expect(server.sandbox.commerce).toHaveProperty(name);
      const answer = await server.shopper().call(name, args);
      expect({ name, status: answer.status }).not.toEqual({ name, status: 501 });
    }
  });

  it('validate their arguments first: a bad call is a 400 even before an engine exists', async () => {
    const badCurrency = await server.shopper().call('getCustomerSession', ['PLN', 'cart-1']);
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.body.message).toMatch(/^argument 0: /);
    const noSession = await server.shopper().call('getCustomerSession', ['GBP']);
    // A missing positional argument: the tuple is short (zod's own text).
    expect(noSession).toMatchObject({
      status: 400,
      body: { message: 'Too small: expected array to have >=2 items' },
    });
    const zeroQuantity = await server.shopper().call('updateCustomerSession', [
      {
        currencyCode: 'GBP',
        sessionId: 'cart-1',
        requestData: { customerSession: { cartItems: [{ sku: 'A', quantity: 0 }] } },
      },
    ]);
    expect(zeroQuantity.status).toBe(400);
    expect(zeroQuantity.body.message).toMatch(
      /^argument 0\.requestData\.customerSession\.cartItems\.0\.quantity: /,
    );
  });
});

describe('the operation table', () => {
  it('has an SDK entry and a sandbox handler for every operation of this issue', () => {
    for (const name of [
      'syncCustomer',
      'updateMarketingConsent',
      'updateEngagementPreferences',
      'notifyStockLevel',
      'pageExists',
    ]) {
      expect(operations).toHaveProperty(name);
      expect(server.sandbox.commerce).toHaveProperty(name);
    }
  });
});

describe('getShops', () => {
  it("answers each market's own shops by name, with an address, a week of opening hours and a position", async () => {
    const uk = await server.shopper().call('getShops', [], { channelId: 1 });
    expect(uk.status).toBe(200);
    const names = uk.body.data.map((shop: { name: string }) => shop.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('London Carnaby');
    expect(names).not.toContain('New York SoHo');
    const [first] = uk.body.data;
    expect(first.openingHours.map((o: { day: string }) => o.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(first).toMatchObject({
      countryCode: 'GB',
      addressLines: expect.any(Array),
      latitude: expect.any(Number),
    });
    const us = await server.shopper().call('getShops', [], { channelId: 3 });
    expect(us.body.data.map((shop: { countryCode: string }) => shop.countryCode)).toEqual(['US', 'US']);
  });
});
