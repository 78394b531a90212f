import { createSandbox, type Sandbox } from '@wardrobe/commerce-sandbox';
import type { Cart, CommerceClient } from '@wardrobe/commerce-sdk';
import { createServerCaller } from '@wardrobe/commerce-sdk/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTIONS_STORES } from '../config';
import {
  applyCoupon,
  bagLines,
  couponRejectionMessage,
  EMPTY_PROMOTIONS_MEMORY,
  type PromotionsMemory,
  runPromotionsSync,
} from './promotions';

// The six steps of spec 000 §4 "Promotions sync" against the sandbox's real promotions engine and cart, in
// process (its rules: a free tote over £75, GOODSTUFF10 10% off, TAKE15 £15 off £100 or more).

const DRESS = { product_id: 101, variant_id: 10001 }; // £96
const JEANS = { product_id: 196, variant_id: 11812 }; // £40.50

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: 'memory://' });
});
afterAll(() => sandbox.close());

/** A guest with their own cookie jar and a cart of these lines. */
async function guestWithCart(lines: { product_id: number; variant_id: number; quantity: number }[]) {
  const client = createServerCaller({ providers: { bigcommerce: sandbox.commerce }, channelId: 1 });
  const { data: cart } = await client.createCart({ currency: { code: 'GBP' }, line_items: lines });
  return { client, cart };
}

const sync = (client: CommerceClient, cart: Cart, memory: PromotionsMemory = EMPTY_PROMOTIONS_MEMORY) =>
  runPromotionsSync({
    client,
    currency: 'GBP',
    stores: PROMOTIONS_STORES,
    cart,
    customerEmail: undefined,
    isFreeGift: (line) => line.is_free_gift,
    memory,
  });

/** The cart a sync answered, which these tests expect to exist. */
function kept(cart: Cart | undefined): Cart {
  if (!cart) throw new Error('The sync answered no cart');
  return cart;
}

const names = (cart: Cart | undefined) => bagLines(cart).map((l) => l.name);

describe('promotions sync', () => {
  it('creates the session for a new cart and adds the free gift over £75 at quantity 1, price 0', async () => {
    const { client, cart } = await guestWithCart([{ ...DRESS, quantity: 1 }]);
    const result = await sync(client, cart);
    expect(result.memory.sessionId).toBe(cart.id);
    const tote = bagLines(result.cart).find((l) => l.is_free_gift);
    expect(tote).toMatchObject({ name: 'Free Canvas Tote', quantity: 1, sale_price: 0 });
    // The session exists now: the engine answers it.
    const session = await client.getCustomerSession('GBP', cart.id);
    expect(session.customerSession.integrationId).toBe(cart.id);
  }, 30_000);

  it('removes the free gift when the bag drops below the threshold, and sends nothing when the bag is unchanged', async () => {
    const { client, cart } = await guestWithCart([
      { ...DRESS, quantity: 1 },
      { ...JEANS, quantity: 1 },
    ]);
    const first = await sync(client, cart);
    expect(names(first.cart)).toContain('Free Canvas Tote');
    const dress = bagLines(first.cart).find((l) => l.product_id === DRESS.product_id);
    const answer = await client.removeCartItem({ cartId: cart.id, itemId: dress?.id ?? '' });
    const smaller = 'data' in answer && answer.data ? answer.data : kept(first.cart);
    const second = await sync(client, smaller, first.memory);
    expect(names(second.cart)).toEqual(['Straight Cropped Jeans']);
    // Unchanged bag: the session's items are the bag's, no free gift to add or remove, the same cart back.
    const third = await sync(client, kept(second.cart), second.memory);
    expect(third.cart).toBe(second.cart);
  }, 30_000);

  it('answers no cart when removing the stale free gift took the last line (the server deleted the cart)', async () => {
    const { client, cart } = await guestWithCart([{ ...DRESS, quantity: 1 }]);
    const first = await sync(client, cart);
    expect(names(first.cart)).toEqual(['Pleated Shirt Dress', 'Free Canvas Tote']);
    const dress = bagLines(first.cart).find((l) => l.product_id === DRESS.product_id);
    const answer = await client.removeCartItem({ cartId: cart.id, itemId: dress?.id ?? '' });
    if (!('data' in answer && answer.data)) throw new Error('The gift should still be in the bag');
    expect(names(answer.data)).toEqual(['Free Canvas Tote']);
    const second = await sync(client, answer.data, first.memory);
    expect(second.cart).toBeUndefined();
    await expect(client.getCart({ id: cart.id })).rejects.toMatchObject({ statusCode: 404 });
  }, 30_000);

  it('applies an accepted coupon to the cart, and clears a code the engine rejects', async () => {
    const { client, cart } = await guestWithCart([{ ...JEANS, quantity: 2 }]);
    const synced = await sync(client, cart);
    const input = { client, currency: 'GBP' as const, stores: PROMOTIONS_STORES, customerEmail: undefined };

    const rejected = await applyCoupon(
      { ...input, cart: kept(synced.cart), memory: synced.memory },
      'NOTACODE',
    );
    expect(rejected.accepted).toBe(false);
    expect(couponRejectionMessage(rejected.reason)).toBe('Sorry, this code is not valid');
    expect(rejected.memory.couponCodes).toEqual([]);
    expect(rejected.cart.coupons).toEqual([]);

    const accepted = await applyCoupon(
      { ...input, cart: rejected.cart, memory: rejected.memory },
      'GOODSTUFF10',
    );
    expect(accepted.accepted).toBe(true);
    expect(accepted.cart.coupons.map((c) => c.code)).toEqual(['GOODSTUFF10']);
    expect(accepted.cart.cart_amount).toBeCloseTo(81 * 0.9, 2);
  }, 30_000);

  it('step 6: a coupon whose condition the bag no longer meets is cleared by re-sending the session without it', async () => {
    const { client, cart } = await guestWithCart([
      { ...DRESS, quantity: 1 },
      { ...JEANS, quantity: 1 },
    ]);
    const synced = await sync(client, cart);
    const input = { client, currency: 'GBP' as const, stores: PROMOTIONS_STORES, customerEmail: undefined };
    const take15 = await applyCoupon({ ...input, cart: kept(synced.cart), memory: synced.memory }, 'TAKE15');
    expect(take15.accepted).toBe(true);
    // Down to the jeans alone (£40.50): TAKE15 needs £100.
    const dress = bagLines(take15.cart).find((l) => l.product_id === DRESS.product_id);
    const answer = await client.removeCartItem({ cartId: cart.id, itemId: dress?.id ?? '' });
    const smaller = 'data' in answer && answer.data ? answer.data : take15.cart;
    const result = await sync(client, smaller, take15.memory);
    expect(result.clearedCoupons).toEqual(['TAKE15']);
    expect(result.memory.couponCodes).toEqual([]);
    const session = await client.getCustomerSession('GBP', cart.id);
    expect(session.customerSession.couponCodes).toEqual([]);
  }, 30_000);
});

describe('coupon messages', () => {
  it('says why a code was refused, in the shop’s words', () => {
    expect(couponRejectionMessage('CouponExpired')).toBe('Sorry, this code has expired');
    expect(couponRejectionMessage('CouponRejectedByCondition')).toBe(
      'Sorry, your bag does not meet the conditions of this code',
    );
    expect(couponRejectionMessage(undefined)).toBe('Sorry, this code is not valid');
  });
});
