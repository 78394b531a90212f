import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from '../seed/customers';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';

let server: SandboxServer;
let alex: Shopper;
let other: Shopper;

// Test products of their own (ids ≥ 800000), so these tests do not depend on the catalogue seed's content.
const P1 = 800_001;
const P2 = 800_002;
const V11 = 8_000_011;
const V12 = 8_000_012;
const V21 = 8_000_021;

// A sandbox boot (PGlite, migrations, the catalogue seed) takes seconds on a busy 2-core machine.
beforeAll(async () => {
  server = await startSandboxServer();
  const db = server.sandbox.db;
  await db
    .insertInto('products')
    .values([
      {
        id: P1,
        sku: 'WLTEST1',
        name: 'Wishlist Test Shirt',
        url: '/wishlist-test-shirt/',
        inventory_tracking: 'variant',
      },
      {
        id: P2,
        sku: 'WLTEST2',
        name: 'Wishlist Test Scarf',
        url: '/wishlist-test-scarf/',
        inventory_tracking: 'none',
      },
    ])
    .execute();
  await db
    .insertInto('variants')
    .values([
      { id: V11, product_id: P1, sku: 'WLTEST1-S' },
      { id: V12, product_id: P1, sku: 'WLTEST1-M' },
      { id: V21, product_id: P2, sku: 'WLTEST2-OS' },
    ])
    .execute();
  alex = server.shopper();
  expect((await alex.call('loginCustomer', [DEMO_SHOPPER])).body.is_valid).toBe(true);
  other = server.shopper();
  const registered = await other.call('registerCustomer', [
    { first_name: 'Other', last_name: 'Person', email: 'wishlist.other@example.com', password: 'Sunshine42' },
  ]);
  expect(registered.status).toBe(200);
}, 120_000);
afterAll(() => server.close());

describe('wishlists of the signed-in customer', () => {
  it('lists the demo shopper’s seeded lists in BigCommerce shape, 50 a page', async () => {
    const { status, body } = await alex.call('getAllWishlists');
    expect(status).toBe(200);
    expect(body.meta.pagination).toMatchObject({ current_page: 1, per_page: 50 });
    for (const list of body.data) {
      expect(list).toEqual({
        id: expect.any(Number),
        customer_id: expect.any(Number),
        name: expect.any(String),
        is_public: expect.any(Boolean),
        token: expect.stringMatching(/^[0-9a-f-]{36}$/),
        items: expect.any(Array),
      });
    }
    expect((await other.call('getAllWishlists')).body).toMatchObject({
      data: [],
      meta: { pagination: { total: 0 } },
    });
  });

  it('creates a list with items (duplicates kept once), adds without duplicates and removes an item', async () => {
    const created = await other.call('createWishlist', [
      {
        name: 'Summer',
        is_public: true,
        items: [
          { product_id: P1, variant_id: V11 },
          { product_id: P1, variant_id: V11 },
        ],
      },
    ]);
    expect(created.status).toBe(200);
    const list = created.body.data;
    expect(list).toMatchObject({
      name: 'Summer',
      is_public: true,
      items: [{ product_id: P1, variant_id: V11 }],
    });
    expect(list.token).toMatch(/^[0-9a-f-]{36}$/);

    const added = await other.call('addWishlistItems', [
      {
        wishlistId: list.id,
        items: [
          { product_id: P1, variant_id: V11 },
          { product_id: P1, variant_id: V12 },
          { product_id: String(P2), variant_id: String(V21) },
        ],
      },
    ]);
    expect(added.status).toBe(200);
    expect(added.body.data.items.map((i: { variant_id: number }) => i.variant_id)).toEqual([V11, V12, V21]);

    // Concurrent adds of one item keep it once.
    await Promise.all(
      [1, 2, 3].map(() =>
        other.call('addWishlistItems', [
          { wishlistId: list.id, items: [{ product_id: P1, variant_id: V12 }] },
        ]),
      ),
    );
    const { body: all } = await other.call('getAllWishlists');
    expect(all.data[0].items).toHaveLength(3);

    const itemId = added.body.data.items[1].id;
    const removed = await other.call('removeWishlistItem', [{ wishlistId: list.id, itemId }]);
    expect(removed.body.data.items.map((i: { id: number }) => i.id)).not.toContain(itemId);
    const again = await other.call('removeWishlistItem', [{ wishlistId: list.id, itemId }]);
    expect(again).toMatchObject({
      status: 404,
      body: { message: 'Wishlist item not found', statusCode: 404 },
    });
  });

  it('deletes a list with its items', async () => {
    const { body } = await other.call('createWishlist', [
      { name: 'To delete', items: [{ product_id: P2, variant_id: V21 }] },
    ]);
    const deleted = await other.call('deleteWishlist', [body.data.id]);
    expect(deleted).toMatchObject({ status: 200, body: {} });
    expect((await other.call('deleteWishlist', [body.data.id])).status).toBe(404);
    const items = await server.sandbox.db
      .selectFrom('wishlist_items')
      .select('id')
      .where('wishlist_id', '=', body.data.id)
      .execute();
    expect(items).toEqual([]);
  });

  it('answers 404 for an unknown product or a variant of another product, and adds nothing', async () => {
    const { body } = await other.call('createWishlist', [{ name: 'Strict' }]);
    const wrong = await other.call('addWishlistItems', [
      {
        wishlistId: body.data.id,
        items: [
          { product_id: P1, variant_id: V11 },
          { product_id: P1, variant_id: V21 },
        ],
      },
    ]);
    expect(wrong).toMatchObject({ status: 404, body: { message: `Product ${P1} has no variant ${V21}` } });
    const unknown = await other.call('createWishlist', [
      { name: 'X', items: [{ product_id: 1, variant_id: 999_999_999 }] },
    ]);
    expect(unknown.status).toBe(404);
    const lists = (await other.call('getAllWishlists')).body.data;
    expect(lists.find((l: { id: number }) => l.id === body.data.id).items).toEqual([]);
    expect(lists.map((l: { name: string }) => l.name)).not.toContain('X');
  });

  it('answers 400 for bad arguments', async () => {
    expect((await other.call('createWishlist', [{ name: ' ' }])).body.message).toBe(
      'argument 0.name: Wishlist name cannot be empty',
    );
    expect((await other.call('addWishlistItems', [{ wishlistId: 1, items: [] }])).status).toBe(400);
    expect((await other.call('deleteWishlist', ['abc'])).body.message).toBe(
      'argument 0: Expected a positive integer id',
    );
    expect((await other.call('deleteWishlist', [])).status).toBe(400);
  });
});

describe('ownership', () => {
  it('refuses guests with 401', async () => {
    const guest = server.shopper();
    for (const [op, args] of [
      ['getAllWishlists', []],
      ['createWishlist', [{ name: 'Mine' }]],
      ['addWishlistItems', [{ wishlistId: 1, items: [{ product_id: P1, variant_id: V11 }] }]],
      ['removeWishlistItem', [{ wishlistId: 1, itemId: 1 }]],
      ['deleteWishlist', [1]],
    ] as const) {
      const answer = await guest.call(op, [...args]);
      expect(answer, op).toMatchObject({ status: 401, body: { message: 'The customer is not signed in.' } });
    }
  });

  it('answers 404 for another customer’s list, and 403 for another customer id', async () => {
    const { body } = await alex.call('createWishlist', [
      { name: 'Alex private', items: [{ product_id: P1, variant_id: V11 }] },
    ]);
    const listId = body.data.id;
    const itemId = body.data.items[0].id;
    expect(
      (
        await other.call('addWishlistItems', [
          { wishlistId: listId, items: [{ product_id: P2, variant_id: V21 }] },
        ])
      ).status,
    ).toBe(404);
    expect((await other.call('removeWishlistItem', [{ wishlistId: listId, itemId }])).status).toBe(404);
    expect((await other.call('deleteWishlist', [listId])).status).toBe(404);
    const still = (await alex.call('getAllWishlists')).body.data.find((l: { id: number }) => l.id === listId);
    expect(still.items).toHaveLength(1);

    const alexId = body.data.customer_id;
    expect((await other.call('getAllWishlists', [{ customer_id: alexId }])).status).toBe(403);
    expect((await other.call('createWishlist', [{ name: 'Sneaky', customer_id: alexId }])).status).toBe(403);
    expect((await alex.call('getAllWishlists', [{ customer_id: alexId }])).status).toBe(200);
  });
});
