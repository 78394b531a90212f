import { checkoutSchema } from '@wardrobe/commerce-sdk';
import { EMAIL_ERROR, requiredMessage } from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../outbox';
import { insertTestProducts, TEST_PRODUCTS } from '../testing/catalogue-fixture';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';
import { CART_NOT_FOUND, NOT_YOUR_CART } from './cart/access';
import {
  CONSIGNMENT_NOT_FOUND,
  NOT_YOUR_ORDER,
  ORDER_ALREADY_PAID,
  ORDER_NOT_FOUND,
  PAYMENT_DECLINED,
  UNKNOWN_TOKEN,
} from './checkout';
import { BILLING_REQUIRED, SHIPPING_REQUIRED, SOLD_OUT_AT_CHECKOUT } from './checkout/order';
import { STALE_VERSION } from './checkout/state';

const { variantDress, productJumper, saleShirt, eGiftCard } = TEST_PRODUCTS;

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer();
  await insertTestProducts(server.sandbox.db);
}, 60_000);
afterAll(() => server?.close());

const GB = { address1: '1 High Street', city: 'London', postal_code: 'SW9 6DE', country_code: 'GB' };
const FR = { address1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country_code: 'FR' };
const BILLING = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', ...GB };

/** A cart with the given lines for a new (or given) shopper; answers the cart id and its line ids. */
async function cartWith(
  items: { product_id: number; variant_id: number; quantity: number; option_selections?: unknown[] }[],
  {
    shopper = server.shopper(),
    channelId = 1,
    code = 'GBP',
  }: { shopper?: Shopper; channelId?: number; code?: string } = {},
) {
  const created = await shopper.call('createCart', [{ currency: { code }, line_items: items }], {
    channelId,
  });
  expect(created.status).toBe(200);
  const cart = created.body.data;
  const lineIds: string[] = [...cart.line_items.physical_items, ...cart.line_items.digital_items].map(
    (l: { id: string }) => l.id,
  );
  return { shopper, cartId: cart.id as string, lineIds };
}

interface Item {
  product_id: number;
  variant_id: number;
  quantity: number;
  option_selections?: unknown[];
}

const dress = (variant: keyof typeof variantDress.variants, quantity = 1) => ({
  product_id: variantDress.id,
  variant_id: variantDress.variants[variant],
  quantity,
});
const shirt = (quantity = 1) => ({ product_id: saleShirt.id, variant_id: saleShirt.variants.one, quantity });

/** A cart ready to order: one consignment to GB with standard delivery and a billing address. */
async function readyCart(items: Item[] = [shirt()], options: Parameters<typeof cartWith>[1] = {}) {
  const { shopper, cartId, lineIds } = await cartWith(items, options);
  const call = (op: string, args: unknown[]) => shopper.call(op, args, { channelId: options.channelId ?? 1 });
  const posted = await call('postCheckoutConsignment', [
    {
      cartId,
      data: [
        {
          address: GB,
          line_items: lineIds.map((item_id, i) => ({ item_id, quantity: items[i]?.quantity ?? 1 })),
          shipping_option_id: 'standard',
        },
      ],
    },
  ]);
  expect(posted.status).toBe(200);
  expect((await call('addCheckoutBillingAddress', [{ cartId, data: BILLING }])).status).toBe(200);
  return { shopper, cartId, lineIds, call };
}

const signedInShopper = (email: string) => server.signedInShopper(email);

const optionIds = (consignment: { available_shipping_options: { id: string }[] }) =>
  consignment.available_shipping_options.map((o) => o.id);

describe('getCheckout', () => {
  it('answers the cart, no consignments, totals and version 1 for a new checkout', async () => {
    const { shopper, cartId } = await cartWith([shirt(2)]);
    const answer = await shopper.call('getCheckout', [{ cartId }]);
    expect(answer.status).toBe(200);
    const checkout = checkoutSchema.parse(answer.body.data);
    expect(checkout).toMatchObject({
      id: cartId,
      billing_address: null,
      consignments: [],
      subtotal: 59.98,
      shipping_cost_total: 0,
      grand_total: 59.98,
      version: 1,
    });
    expect(checkout.cart.id).toBe(cartId);
  });

  it('answers 404 for an unknown cart and 400 without a cart id', async () => {
    const shopper = server.shopper();
    expect(await shopper.call('getCheckout', [{ cartId: 'nope' }])).toMatchObject({
      status: 404,
      body: { message: CART_NOT_FOUND, statusCode: 404 },
    });
    const bad = await shopper.call('getCheckout', [{}]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/cartId/);
  });

  it("refuses another customer's cart (403)", async () => {
    const { shopper } = await signedInShopper('checkout-owner@example.com');
    const { cartId } = await cartWith([shirt()], { shopper });
    expect(await server.shopper().call('getCheckout', [{ cartId }])).toMatchObject({
      status: 403,
      body: { message: NOT_YOUR_CART },
    });
  });
});

describe('consignments and shipping options', () => {
  it('offers express and next day to GB, never click & collect or parcel shop, and drops them for FR (EU channel)', async () => {
    const { shopper, cartId, lineIds } = await cartWith([shirt()], { channelId: 2, code: 'EUR' });
    const post = (address: typeof GB) =>
      shopper.call(
        'postCheckoutConsignment',
        [{ cartId, data: [{ address, line_items: [{ item_id: lineIds[0], quantity: 1 }] }] }],
        { channelId: 2 },
      );
    const toGb = await post(GB);
    expect(toGb.status).toBe(200);
    expect(optionIds(toGb.body.data.consignments[0])).toEqual(['standard', 'express', 'next-day']);
    expect(toGb.body.data.consignments[0].available_shipping_options[0]).toEqual({
      id: 'standard',
      description: 'Standard Delivery',
      additional_description: '3-5 working days',
      cost: 4.95,
      type: 'shipping_flatrate',
    });
    // Posting the same line again moves it: the GB consignment goes, one FR consignment is left.
    const toFr = await post(FR);
    expect(toFr.body.data.consignments).toHaveLength(1);
    expect(optionIds(toFr.body.data.consignments[0])).toEqual(['standard']);
    expect(toFr.body.data.version).toBe(3);
  });

  it('keeps express for any destination on the UK channel while stock is sufficient (en)', async () => {
    const { shopper, cartId, lineIds } = await cartWith([shirt()]);
    const answer = await shopper.call('postCheckoutConsignment', [
      { cartId, data: [{ address: FR, line_items: [{ item_id: lineIds[0], quantity: 1 }] }] },
    ]);
    expect(optionIds(answer.body.data.consignments[0])).toEqual(['standard', 'express', 'next-day']);
  });

  it('selects an option, updates and deletes a consignment, bumping the version; totals add shipping', async () => {
    const { shopper, cartId, lineIds } = await cartWith([shirt()]);
    const posted = await shopper.call('postCheckoutConsignment', [
      {
        cartId,
        data: [
          { address: GB, line_items: [{ item_id: lineIds[0], quantity: 1 }], shipping_option_id: 'express' },
        ],
      },
    ]);
    const checkout = checkoutSchema.parse(posted.body.data);
    const consignment = checkout.consignments[0];
    expect(consignment?.selected_shipping_option?.id).toBe('express');
    expect(checkout).toMatchObject({
      subtotal: 29.99,
      shipping_cost_total: 6.95,
      grand_total: 36.94,
      version: 2,
    });

    const updated = await shopper.call('updateCheckoutConsignment', [
      { cartId, consignmentId: consignment?.id, data: { shipping_option_id: 'next-day' }, version: 2 },
    ]);
    expect(updated.status).toBe(200);
    expect(updated.body.data.consignments[0].selected_shipping_option.id).toBe('next-day');
    expect(updated.body.data.grand_total).toBe(39.94);

    // A stale version is refused (409) and changes nothing.
    const stale = await shopper.call('updateCheckoutConsignment', [
      { cartId, consignmentId: consignment?.id, data: { shipping_option_id: 'standard' }, version: 2 },
    ]);
    expect(stale).toMatchObject({ status: 409, body: { message: STALE_VERSION, statusCode: 409 } });

    const missing = await shopper.call('updateCheckoutConsignment', [
      { cartId, consignmentId: 'nope', data: { shipping_option_id: 'standard' } },
    ]);
    expect(missing).toMatchObject({ status: 404, body: { message: CONSIGNMENT_NOT_FOUND } });

    const deleted = await shopper.call('deleteCheckoutConsignment', [
      { cartId, consignmentId: consignment?.id },
    ]);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ consignments: [], shipping_cost_total: 0, version: 4 });
    expect(
      await shopper.call('deleteCheckoutConsignment', [{ cartId, consignmentId: consignment?.id }]),
    ).toMatchObject({ status: 404, body: { message: CONSIGNMENT_NOT_FOUND } });
  });

  it('refuses bad consignments: unknown line, too many, unavailable option, missing and invalid address fields', async () => {
    const { shopper, cartId, lineIds } = await cartWith([shirt()], { channelId: 2, code: 'EUR' });
    const post = (data: unknown) =>
      shopper.call('postCheckoutConsignment', [{ cartId, data: [data] }], { channelId: 2 });
    const item = { item_id: lineIds[0], quantity: 1 };
    expect((await post({ address: GB, line_items: [{ item_id: 'x', quantity: 1 }] })).status).toBe(400);
    expect((await post({ address: GB, line_items: [{ ...item, quantity: 2 }] })).status).toBe(400);
    const express = await post({ address: FR, line_items: [item], shipping_option_id: 'express' });
    expect(express).toMatchObject({
      status: 400,
      body: { message: 'Shipping option express is not available for this address.' },
    });
    const noCity = await post({ address: { ...GB, city: ' ' }, line_items: [item] });
    expect(noCity).toMatchObject({ status: 400, body: { message: requiredMessage('Town/city') } });
    const badPostcode = await post({ address: { ...GB, postal_code: '123' }, line_items: [item] });
    expect(badPostcode).toMatchObject({ status: 400, body: { message: 'Please enter a valid postcode' } });
    // Schema: no line items at all.
    expect((await post({ address: GB, line_items: [] })).status).toBe(400);
    // None of the refusals wrote anything.
    const read = await shopper.call('getCheckout', [{ cartId }], { channelId: 2 });
    expect(read.body.data).toMatchObject({ consignments: [], version: 1 });
  });
});

describe('addCheckoutBillingAddress', () => {
  it('stores a valid billing address, trimmed, and refuses missing fields, a bad email and a bad GB postcode', async () => {
    const { shopper, cartId } = await cartWith([shirt()]);
    const add = (data: Record<string, unknown>) =>
      shopper.call('addCheckoutBillingAddress', [{ cartId, data }]);
    expect(await add({ ...BILLING, email: '' })).toMatchObject({
      status: 400,
      body: { message: requiredMessage('Email') },
    });
    expect(await add({ ...BILLING, first_name: undefined })).toMatchObject({
      status: 400,
      body: { message: requiredMessage('First name') },
    });
    expect(await add({ ...BILLING, email: 'not an email' })).toMatchObject({
      status: 400,
      body: { message: EMAIL_ERROR },
    });
    expect(await add({ ...BILLING, postal_code: 'ABC' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid postcode' },
    });
    const ok = await add({ ...BILLING, postal_code: ' sw96de ', country_code: 'gb' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.billing_address).toMatchObject({
      postal_code: 'sw96de',
      country_code: 'GB',
      email: 'ada@example.com',
    });
    expect(ok.body.data.version).toBe(2);
    expect(
      (await shopper.call('addCheckoutBillingAddress', [{ cartId: 'nope', data: BILLING }])).status,
    ).toBe(404);
  });
});

describe('createOrderFromCheckout', () => {
  it('writes a Pending order in minor units, decrements stock (variant and locations 1 then 2) and deletes the cart', async () => {
    const db = server.sandbox.db;
    const levelsBefore = await db
      .selectFrom('inventory_levels')
      .select(['location_id', 'available_to_sell'])
      .where('variant_id', '=', variantDress.variants.stock20)
      .orderBy('location_id')
      .execute();
    const { shopper, cartId } = await readyCart([dress('stock20', 2), shirt()]);
    const answer = await shopper.call('createOrderFromCheckout', [{ cartId }]);
    expect(answer.status).toBe(200);
    const orderId = answer.body.data.id;
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 'Pending',
      email: 'ada@example.com',
      customer_id: null,
      currency_code: 'GBP',
      subtotal_minor: 2 * 4500 + 2999,
      shipping_minor: 395,
      total_minor: 2 * 4500 + 2999 + 395,
    });
    const products = await db
      .selectFrom('order_products')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(products.map((p) => [p.variant_id, p.quantity, p.price_minor])).toEqual([
      [variantDress.variants.stock20, 2, 4500],
      [saleShirt.variants.one, 1, 2999],
    ]);
    const variant = await db
      .selectFrom('variants')
      .select('inventory_level')
      .where('id', '=', variantDress.variants.stock20)
      .executeTakeFirstOrThrow();
    expect(variant.inventory_level).toBe(18);
    const levelsAfter = await db
      .selectFrom('inventory_levels')
      .select(['location_id', 'available_to_sell'])
      .where('variant_id', '=', variantDress.variants.stock20)
      .orderBy('location_id')
      .execute();
    expect(levelsAfter[0]?.available_to_sell).toBe((levelsBefore[0]?.available_to_sell ?? 0) - 2);
    expect(levelsAfter[1]?.available_to_sell).toBe(levelsBefore[1]?.available_to_sell);
    // The cart is gone.
    expect((await shopper.call('getCart', [{ id: cartId }])).status).toBe(404);
    expect((await shopper.call('createOrderFromCheckout', [{ cartId }])).status).toBe(404);
    // The order mail went to the billing email, with the confirmation page's link (the UK channel: no prefix).
    const mail = (await listOutbox(db, { email: 'ada@example.com' })).find(
      (m) => m.subject === `Your order ${orderId}`,
    );
    expect(mail?.links).toEqual([`/order-confirmation?order=${orderId}`]);
  });

  it('decrements product-tracked stock on the product and the customer comes from the session', async () => {
    const { shopper, customerId } = await signedInShopper('checkout-order@example.com');
    const jumper = { product_id: productJumper.id, variant_id: productJumper.variants.small, quantity: 2 };
    const { cartId } = await readyCart([jumper], { shopper });
    const answer = await shopper.call('createOrderFromCheckout', [{ cartId }]);
    expect(answer.status).toBe(200);
    const db = server.sandbox.db;
    const order = await db
      .selectFrom('orders')
      .select('customer_id')
      .where('id', '=', answer.body.data.id)
      .executeTakeFirstOrThrow();
    expect(order.customer_id).toBe(customerId);
    const product = await db
      .selectFrom('products')
      .select('inventory_level')
      .where('id', '=', productJumper.id)
      .executeTakeFirstOrThrow();
    expect(product.inventory_level).toBe(productJumper.level - 2);
  });

  it("answers the spec's sold-out text when stock went to 0 between add and order, and keeps the cart", async () => {
    const { shopper, cartId } = await readyCart([dress('stock3', 1)]);
    await server.sandbox.db
      .updateTable('variants')
      .set({ inventory_level: 0 })
      .where('id', '=', variantDress.variants.stock3)
      .execute();
    const answer = await shopper.call('createOrderFromCheckout', [{ cartId }]);
    expect(answer).toMatchObject({ status: 422, body: { message: SOLD_OUT_AT_CHECKOUT, statusCode: 422 } });
    expect((await shopper.call('getCart', [{ id: cartId }])).status).toBe(200);
  });

  it('sells the last unit once when two orders race for it (one 200, one 422)', async () => {
    const db = server.sandbox.db;
    const variantId = variantDress.variants.stock100;
    await db.updateTable('variants').set({ inventory_level: 1 }).where('id', '=', variantId).execute();
    const a = await readyCart([dress('stock100', 1)]);
    const b = await readyCart([dress('stock100', 1)]);
    const answers = await Promise.all([
      a.call('createOrderFromCheckout', [{ cartId: a.cartId }]),
      b.call('createOrderFromCheckout', [{ cartId: b.cartId }]),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.status === 422)?.body.message).toBe(SOLD_OUT_AT_CHECKOUT);
    const variant = await db
      .selectFrom('variants')
      .select('inventory_level')
      .where('id', '=', variantId)
      .executeTakeFirstOrThrow();
    expect(variant.inventory_level).toBe(0);
  });

  it('requires a billing address and a shipping option for physical lines (400); a digital-only cart needs no shipping', async () => {
    const { shopper, cartId, lineIds } = await cartWith([shirt()]);
    expect(await shopper.call('createOrderFromCheckout', [{ cartId }])).toMatchObject({
      status: 400,
      body: { message: BILLING_REQUIRED },
    });
    await shopper.call('addCheckoutBillingAddress', [{ cartId, data: BILLING }]);
    expect(await shopper.call('createOrderFromCheckout', [{ cartId }])).toMatchObject({
      status: 400,
      body: { message: SHIPPING_REQUIRED },
    });
    await shopper.call('postCheckoutConsignment', [
      { cartId, data: [{ address: GB, line_items: [{ item_id: lineIds[0], quantity: 1 }] }] },
    ]);
    expect(await shopper.call('createOrderFromCheckout', [{ cartId }])).toMatchObject({
      status: 400,
      body: { message: SHIPPING_REQUIRED },
    });

    const mod = eGiftCard.modifiers;
    const egift = await cartWith([
      {
        product_id: eGiftCard.id,
        variant_id: eGiftCard.variants.one,
        quantity: 1,
        option_selections: [
          { option_id: mod.recipientEmail, option_value: 'r@example.com' },
          { option_id: mod.recipientName, option_value: 'R' },
          { option_id: mod.yourEmail, option_value: 'y@example.com' },
          { option_id: mod.yourName, option_value: 'Y' },
        ],
      },
    ]);
    await egift.shopper.call('addCheckoutBillingAddress', [{ cartId: egift.cartId, data: BILLING }]);
    expect((await egift.shopper.call('createOrderFromCheckout', [{ cartId: egift.cartId }])).status).toBe(
      200,
    );
  });
});

describe('getOrder', () => {
  it('answers a guest order with its products to the browser that placed it, and to no one else', async () => {
    const { shopper, cartId } = await readyCart([shirt(2)]);
    const orderId = (await shopper.call('createOrderFromCheckout', [{ cartId }])).body.data.id;
    const answer = await shopper.call('getOrder', [{ orderId }]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: orderId,
      customer_id: 0,
      status: 'Pending',
      items_total: 2,
    });
    expect(answer.body.data.products).toEqual([
      expect.objectContaining({ product_id: saleShirt.id, variant_id: saleShirt.variants.one, quantity: 2 }),
    ]);
    // Another browser (no guest token), another channel, an unknown id.
    expect((await server.shopper().call('getOrder', [{ orderId }])).status).toBe(403);
    expect((await shopper.call('getOrder', [{ orderId }], { channelId: 2 })).status).toBe(404);
    expect((await shopper.call('getOrder', [{ orderId: 999_999 }])).status).toBe(404);
    expect((await shopper.call('getOrder', [{ orderId: 'x' }])).status).toBe(400);
  });
});

describe('checkoutLogin', () => {
  it("answers the hosted checkout address in the cart's market, for a guest and for the cart owner", async () => {
    const guest = await cartWith([shirt()]);
    expect(await guest.shopper.call('checkoutLogin', [{ cartId: guest.cartId }])).toMatchObject({
      status: 200,
      body: { redirect_url: `/checkout?cart=${guest.cartId}` },
    });
    const { shopper, customerId } = await signedInShopper('checkout-login@example.com');
    const own = await cartWith([shirt()], { shopper });
    expect(await shopper.call('checkoutLogin', [{ cartId: own.cartId, customerId }])).toMatchObject({
      status: 200,
      body: { redirect_url: `/checkout?cart=${own.cartId}` },
    });
    // The address is the cart's market: EU and US carts go to their prefixed page (the UK's has none).
    const eu = await cartWith([shirt()], { channelId: 2, code: 'EUR' });
    expect(await eu.shopper.call('checkoutLogin', [{ cartId: eu.cartId }], { channelId: 2 })).toMatchObject({
      status: 200,
      body: { redirect_url: `/eu/checkout?cart=${eu.cartId}` },
    });
    const us = await cartWith([shirt()], { channelId: 3, code: 'USD' });
    expect(await us.shopper.call('checkoutLogin', [{ cartId: us.cartId }], { channelId: 3 })).toMatchObject({
      status: 200,
      body: { redirect_url: `/us/checkout?cart=${us.cartId}` },
    });
    // Another customer's id in the arguments: 403; another customer's cart: 403; unknown cart: 404.
    expect(
      (await shopper.call('checkoutLogin', [{ cartId: own.cartId, customerId: customerId + 1000 }])).status,
    ).toBe(403);
    expect((await server.shopper().call('checkoutLogin', [{ cartId: own.cartId }])).status).toBe(403);
    expect((await shopper.call('checkoutLogin', [{ cartId: 'nope' }])).status).toBe(404);
  });
});

describe('paymentMethods and walletPayment', () => {
  async function order(items: Item[] = [shirt()], options: Parameters<typeof cartWith>[1] = {}) {
    const { shopper, cartId, call } = await readyCart(items, options);
    const answer = await call('createOrderFromCheckout', [{ cartId }]);
    expect(answer.status).toBe(200);
    return { shopper, orderId: answer.body.data.id as number };
  }

  it('lists the test card and the wallet; 404 for an unknown order', async () => {
    const { shopper, orderId } = await order();
    const answer = await shopper.call('paymentMethods', [{ orderId }]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((m: { id: string }) => m.id)).toEqual(['testcard', 'wallet']);
    expect(answer.body.data[0]).toMatchObject({ name: 'Test card', test_mode: true });
    expect(await shopper.call('paymentMethods', [{ orderId: 99_999_999 }])).toMatchObject({
      status: 404,
      body: { message: ORDER_NOT_FOUND },
    });
    expect((await shopper.call('paymentMethods', [{ orderId: 'x' }])).status).toBe(400);
  });

  it('authorises the total in minor units (29.99 + 3.95 → 3394) and confirms the order; a second payment is 409', async () => {
    const { shopper, orderId } = await order();
    const paid = await shopper.call('walletPayment', [{ orderId, paymentToken: 'tok_visa' }]);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'authorized', amount: 3394, currency: 'GBP' });
    const row = await server.sandbox.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Confirmed');
    expect(await shopper.call('walletPayment', [{ orderId, paymentToken: 'tok_visa' }])).toMatchObject({
      status: 409,
      body: { message: ORDER_ALREADY_PAID },
    });
  });

  it('records a declined payment and answers 402; the order can then be paid; unknown tokens and orders refused', async () => {
    const { shopper, orderId } = await order([shirt(2)], { channelId: 3, code: 'USD' });
    const declined = await shopper.call('walletPayment', [{ orderId, paymentToken: 'tok_declined' }], {
      channelId: 3,
    });
    expect(declined).toMatchObject({ status: 402, body: { message: PAYMENT_DECLINED, statusCode: 402 } });
    const rows = await server.sandbox.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['declined']);
    expect(
      await shopper.call('walletPayment', [{ orderId, paymentToken: 'card_123' }], { channelId: 3 }),
    ).toMatchObject({
      status: 400,
      body: { message: UNKNOWN_TOKEN },
    });
    expect(
      (
        await shopper.call('walletPayment', [{ orderId: 99_999_999, paymentToken: 'tok_visa' }], {
          channelId: 3,
        })
      ).status,
    ).toBe(404);
    expect((await shopper.call('walletPayment', [{ orderId }], { channelId: 3 })).status).toBe(400);
    const paid = await shopper.call('walletPayment', [{ orderId, paymentToken: 'tok_mastercard' }], {
      channelId: 3,
    });
    expect(paid.body.data).toMatchObject({ status: 'authorized', currency: 'USD' });
    expect(Number.isInteger(paid.body.data.amount)).toBe(true);
  });

  it("refuses another customer's order (403)", async () => {
    const { shopper } = await signedInShopper('checkout-pay@example.com');
    const { orderId } = await order([shirt()], { shopper });
    expect(
      await server.shopper().call('walletPayment', [{ orderId, paymentToken: 'tok_visa' }]),
    ).toMatchObject({
      status: 403,
      body: { message: NOT_YOUR_ORDER },
    });
    expect((await shopper.call('walletPayment', [{ orderId, paymentToken: 'tok_visa' }])).status).toBe(200);
  });

  it("refuses a guest's order to anyone without the token its checkout left (ids count up) (403)", async () => {
    const { shopper, orderId } = await order();
    const cookie = shopper.cookies.get(`wardrobe-order-${orderId}`);
    expect(cookie).toMatch(/^[\w-]{20,}$/);
    const stranger = server.shopper();
    for (const operation of ['paymentMethods', 'walletPayment']) {
      expect(await stranger.call(operation, [{ orderId, paymentToken: 'tok_visa' }])).toMatchObject({
        status: 403,
        body: { message: NOT_YOUR_ORDER },
      });
    }
    stranger.cookies.set(`wardrobe-order-${orderId}`, 'a-guessed-token-of-the-right-length');
    expect((await stranger.call('walletPayment', [{ orderId, paymentToken: 'tok_visa' }])).status).toBe(403);
    expect((await shopper.call('walletPayment', [{ orderId, paymentToken: 'tok_visa' }])).status).toBe(200);
  });
});

describe('an account created after a guest order (issue 20 item 9)', () => {
  const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const account = (email: string) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    password: 'GoodStuff123',
  });

  async function guestOrder(email: string) {
    const { shopper, cartId, call } = await readyCart([shirt()]);
    expect((await call('addCheckoutBillingAddress', [{ cartId, data: { ...BILLING, email } }])).status).toBe(
      200,
    );
    const orderId: number = (await shopper.call('createOrderFromCheckout', [{ cartId }])).body.data.id;
    return { shopper, orderId };
  }

  it("owns the order this browser placed with the account's email", async () => {
    const email = unique('claim');
    const { shopper, orderId } = await guestOrder(email);
    expect((await shopper.call('registerCustomerV2', [account(email)])).status).toBe(200);
    const mine = await shopper.call('getCustomerOrders', [{}]);
    expect(mine.body.data.map((o: { id: number }) => o.id)).toContain(orderId);
    const order = await shopper.call('getOrder', [{ orderId }]);
    expect(order.status).toBe(200);
    expect(order.body.data.customer_id).toBeGreaterThan(0);
  });

  it('claims nothing for another email in the same browser, nor for the email in another browser', async () => {
    const email = unique('keep');
    const { shopper, orderId } = await guestOrder(email);
    expect((await shopper.call('registerCustomerV2', [account(unique('other'))])).status).toBe(200);
    expect((await shopper.call('getCustomerOrders', [{}])).body.data).toEqual([]);

    const stranger = server.shopper();
    expect((await stranger.call('registerCustomerV2', [account(email)])).status).toBe(200);
    expect((await stranger.call('getCustomerOrders', [{}])).body.data).toEqual([]);
    expect((await stranger.call('getOrder', [{ orderId }])).status).toBe(403);
  });
});
