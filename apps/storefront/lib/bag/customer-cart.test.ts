import { createSandbox, type Sandbox } from '@wardrobe/commerce-sandbox';
import { createServerCaller } from '@wardrobe/commerce-sdk/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCustomerCart, savedCartId } from './customer-cart';
import { bagLines } from './promotions';

// Spec 000 §4 "Loading the customer's cart" against the sandbox's real customers and carts, in process.
const DRESS = { product_id: 101, variant_id: 10001 };
const JEANS = { product_id: 196, variant_id: 11812 };

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: 'memory://' });
});
afterAll(() => sandbox.close());

/** A new customer, signed in (the caller keeps the session cookie as a browser would). */
async function newCustomer(email: string) {
  const client = createServerCaller({ providers: { bigcommerce: sandbox.commerce }, channelId: 1 });
  await client.registerCustomer({ first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1' });
  return client;
}

describe("the customer's cart", () => {
  it('saves the current cart when none is saved, then uses it', async () => {
    const client = await newCustomer('cart-save@example.com');
    const { data: current } = await client.createCart({
      currency: { code: 'GBP' },
      line_items: [{ ...DRESS, quantity: 1 }],
    });
    expect(await loadCustomerCart(client, current, 'GBP')).toBe(current);
    expect(await savedCartId(client)).toBe(current.id);
    const again = await loadCustomerCart(client, current, 'GBP');
    expect(again?.id).toBe(current.id);
  }, 30_000);

  it('adopts the saved cart when the current one is empty, and merges a current cart with items into it', async () => {
    const client = await newCustomer('cart-merge@example.com');
    const { data: saved } = await client.createCart({
      currency: { code: 'GBP' },
      line_items: [{ ...DRESS, quantity: 1 }],
    });
    await loadCustomerCart(client, saved, 'GBP');

    const { data: empty } = await client.createCart({ currency: { code: 'GBP' }, line_items: [] });
    expect((await loadCustomerCart(client, empty, 'GBP'))?.id).toBe(saved.id);

    const { data: other } = await client.createCart({
      currency: { code: 'GBP' },
      line_items: [{ ...JEANS, quantity: 2 }],
    });
    const merged = await loadCustomerCart(client, other, 'GBP');
    expect(merged?.id).toBe(saved.id);
    expect(bagLines(merged).map((l) => [l.product_id, l.quantity])).toEqual([
      [101, 1],
      [196, 2],
    ]);
    // The merged cart is gone, so its items are not merged a second time.
    await expect(client.getCart({ id: other.id })).rejects.toMatchObject({ statusCode: 404 });
  }, 30_000);
});
