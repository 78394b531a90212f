import { cartSchema, operations } from '@wardrobe/commerce-sdk';
import {
  CURRENTLY_UNAVAILABLE_MESSAGE,
  EMAIL_ERROR,
  NO_CART_MESSAGES,
  QUANTITY_EXCEEDS_STOCK_MESSAGE,
  requiredMessage,
} from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxProvider } from '../provider';
import { insertTestProducts, TEST_PRODUCTS } from '../testing/catalogue-fixture';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';
import { CART_NOT_FOUND, findCartWithLines, LINE_NOT_FOUND, NOT_YOUR_CART } from './cart/access';
import {
  applyChange,
  FREE_GIFT_LIST_PRICE,
  FREE_GIFT_QUANTITY,
  GIFT_CARD_AMOUNT,
  LIST_PRICE_REFUSED,
  planAdd,
} from './cart/lines';

const {
  variantDress,
  productJumper,
  untrackedScarf,
  saleShirt,
  freeTote,
  giftCard,
  eGiftCard,
  disabledProduct,
} = TEST_PRODUCTS;
const dress = (variant: keyof typeof variantDress.variants, quantity = 1) => ({
  product_id: variantDress.id,
  variant_id: variantDress.variants[variant],
  quantity,
});

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer();
  await insertTestProducts(server.sandbox.db);
  // The boot seeds the whole catalogue first (another area's seed): allow it more than the default 10 s.
}, 60_000);
afterAll(() => server?.close());

/** A new cart for a new shopper (or the given one); the answer's cart checked against the SDK's schema. */
async function newCart(shopper: Shopper = server.shopper(), code = 'GBP', channelId = 1) {
  const answer = await shopper.call('createCart', [{ currency: { code }, line_items: [] }], { channelId });
  expect(answer.status).toBe(200);
  return { shopper, cartId: cartSchema.parse(answer.body.data).id, answer };
}

async function add(shopper: Shopper, cartId: string, ...line_items: Record<string, unknown>[]) {
  return shopper.call('addCartItems', [{ cartId, data: { line_items } }]);
}

const signedInShopper = (email: string) => server.signedInShopper(email);

describe('createCart', () => {
  it('creates an empty cart in the currency and sets the httpOnly cart cookie named by channel and currency', async () => {
    const { shopper, cartId, answer } = await newCart();
    expect(answer.body.data).toMatchObject({
      id: cartId,
      customer_id: 0,
      channel_id: 1,
      currency: { code: 'GBP' },
      base_amount: 0,
      cart_amount: 0,
      discount_amount: 0,
      coupons: [],
      line_items: { physical_items: [], digital_items: [], gift_certificates: [], custom_items: [] },
    });
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.setCookies).toEqual([
      `wardrobe-cart-1-GBP=${cartId}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`,
    ]);
    expect(shopper.cookies.get('wardrobe-cart-1-GBP')).toBe(cartId);
  });

  it('names the cookie after another channel and currency', async () => {
    const { cartId, answer } = await newCart(undefined, 'EUR', 2);
    expect(answer.body.data).toMatchObject({ channel_id: 2, currency: { code: 'EUR' } });
    expect(answer.setCookies[0]).toMatch(new RegExp(`^wardrobe-cart-2-EUR=${cartId};`));
  });

  it('takes line items at creation, priced in the cart currency', async () => {
    const answer = await server
      .shopper()
      .call('createCart', [{ currency: { code: 'USD' }, line_items: [dress('stock20', 2)] }], {
        channelId: 3,
      });
    expect(answer.status).toBe(200);
    const [line] = answer.body.data.line_items.physical_items;
    expect(line).toMatchObject({ quantity: 2, sale_price: 58.5, extended_sale_price: 117 });
    expect(answer.body.data.cart_amount).toBe(117);
  });

  it('refuses an unknown currency, a missing currency and stock it cannot honour, setting no cookie', async () => {
    const shopper = server.shopper();
    const jpy = await shopper.call('createCart', [{ currency: { code: 'JPY' }, line_items: [] }]);
    expect(jpy.status).toBe(400);
    expect(jpy.body).toEqual({
      statusCode: 400,
      message: expect.stringContaining('argument 0.currency.code'),
    });
    const missing = await shopper.call('createCart', [{ line_items: [] }]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^argument 0\.currency/);
    const tooMany = await shopper.call('createCart', [
      { currency: { code: 'GBP' }, line_items: [dress('stock3', 4)] },
    ]);
    expect(tooMany).toMatchObject({
      status: 422,
      body: { message: QUANTITY_EXCEEDS_STOCK_MESSAGE },
      setCookies: [],
    });
    expect(shopper.cookies.size).toBe(0);
  });

  it("gives a signed-in customer's cart their id, never one from the arguments (403)", async () => {
    const { shopper, customerId } = await signedInShopper('cart-owner-1@example.test');
    const { answer } = await newCart(shopper);
    expect(answer.body.data).toMatchObject({ customer_id: customerId, email: 'cart-owner-1@example.test' });
    const other = await shopper.call('createCart', [
      { currency: { code: 'GBP' }, line_items: [], customer_id: customerId + 1000 },
    ]);
    expect(other).toMatchObject({ status: 403 });
    const guest = await server
      .shopper()
      .call('createCart', [{ currency: { code: 'GBP' }, line_items: [], customer_id: customerId }]);
    expect(guest.status).toBe(403);
  });
});

describe('getCart', () => {
  it('answers the cart by id, with includes accepted', async () => {
    const { shopper, cartId } = await newCart();
    const answer = await shopper.call('getCart', [
      { id: cartId, include: 'line_items.physical_items.options' },
    ]);
    expect(answer.status).toBe(200);
    expect(cartSchema.parse(answer.body.data).id).toBe(cartId);
  });

  it('answers 404 for a missing cart or a cart of another channel, 400 without an id', async () => {
    const { shopper, cartId } = await newCart();
    const missing = await shopper.call('getCart', [{ id: '00000000-0000-4000-8000-000000000000' }]);
    expect(missing).toMatchObject({ status: 404, body: { statusCode: 404, message: CART_NOT_FOUND } });
    expect(await shopper.call('getCart', [{ id: cartId }], { channelId: 2 })).toMatchObject({ status: 404 });
    const noId = await shopper.call('getCart', [{}]);
    expect(noId).toMatchObject({ status: 400, body: { message: 'argument 0.id: is required' } });
    expect((await shopper.call('getCart', [])).status).toBe(400);
  });
});

describe('addCartItems', () => {
  it('adds a line in the BigCommerce line shape: sku, name, options, prices, url and picture', async () => {
    const { shopper, cartId } = await newCart();
    const answer = await add(shopper, cartId, dress('stock20', 2));
    expect(answer.status).toBe(200);
    const cart = cartSchema.parse(answer.body.data);
    expect(cart.line_items.physical_items).toHaveLength(1);
    expect(cart.line_items.physical_items[0]).toMatchObject({
      product_id: variantDress.id,
      variant_id: variantDress.variants.stock20,
      sku: 'TEST01-DRESS-BLK-M',
      name: 'Test Variant Dress',
      quantity: 2,
      original_price: 45,
      list_price: 45,
      sale_price: 45,
      extended_list_price: 90,
      extended_sale_price: 90,
      discount_amount: 0,
      url: '/test01-dress/',
      image_url: '/images/products/TEST01-DRESS-Black-1.jpg',
      is_free_gift: false,
      is_require_shipping: true,
      options: [
        { name: 'Color', value: 'Black' },
        { name: 'Size', value: 'M' },
      ],
    });
    expect(cart).toMatchObject({ base_amount: 90, cart_amount: 90 });
  });

  it('merges a second add of the same variant into its line', async () => {
    const { shopper, cartId } = await newCart();
    await add(shopper, cartId, dress('stock20', 2));
    const answer = await add(shopper, cartId, dress('stock20', 3), dress('stock100'));
    const lines = answer.body.data.line_items.physical_items;
    expect(lines.map((l: { variant_id: number; quantity: number }) => [l.variant_id, l.quantity])).toEqual([
      [variantDress.variants.stock20, 5],
      [variantDress.variants.stock100, 1],
    ]);
  });

  it("refuses a quantity above the variant's stock with the spec's message and keeps the cart as it was", async () => {
    const { shopper, cartId } = await newCart();
    expect((await add(shopper, cartId, dress('stock3', 2))).status).toBe(200);
    const over = await add(shopper, cartId, dress('stock3', 2));
    expect(over).toMatchObject({
      status: 422,
      body: { statusCode: 422, message: 'The selected quantity exceeds available stock.' },
    });
    // Nothing of a refused request is kept, not even its lines that fitted.
    const mixed = await add(shopper, cartId, dress('stock20'), dress('stock3', 2));
    expect(mixed.status).toBe(422);
    const cart = (await shopper.call('getCart', [{ id: cartId }])).body.data;
    expect(cart.line_items.physical_items.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
    expect((await add(shopper, cartId, dress('stock3'))).status).toBe(200);
  });

  it('uses the product level for product tracking, across its variants', async () => {
    const { shopper, cartId } = await newCart();
    const jumper = (variant_id: number, quantity: number) => ({
      product_id: productJumper.id,
      variant_id,
      quantity,
    });
    const ok = await add(
      shopper,
      cartId,
      jumper(productJumper.variants.small, 3),
      jumper(productJumper.variants.medium, 2),
    );
    expect(ok.status).toBe(200);
    const over = await add(shopper, cartId, jumper(productJumper.variants.medium, 1));
    expect(over).toMatchObject({ status: 422, body: { message: QUANTITY_EXCEEDS_STOCK_MESSAGE } });
  });

  it('counts no stock for tracking none', async () => {
    const { shopper, cartId } = await newCart();
    const answer = await add(shopper, cartId, {
      product_id: untrackedScarf.id,
      variant_id: untrackedScarf.variants.one,
      quantity: 500,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.line_items.physical_items[0]).toMatchObject({ quantity: 500, options: [] });
  });

  it("refuses purchase-disabled variants and products: 'Currently unavailable.'", async () => {
    const { shopper, cartId } = await newCart();
    expect(await add(shopper, cartId, dress('disabled'))).toMatchObject({
      status: 422,
      body: { message: CURRENTLY_UNAVAILABLE_MESSAGE },
    });
    const coat = { product_id: disabledProduct.id, variant_id: disabledProduct.variants.one, quantity: 1 };
    expect(await add(shopper, cartId, coat)).toMatchObject({
      status: 422,
      body: { message: 'Currently unavailable.' },
    });
  });

  it('prices a sale line at its sale price, in the cart currency', async () => {
    const shirt = { product_id: saleShirt.id, variant_id: saleShirt.variants.one, quantity: 2 };
    const gbp = await newCart();
    const line = (await add(gbp.shopper, gbp.cartId, shirt)).body.data.line_items.physical_items[0];
    expect(line).toMatchObject({
      original_price: 40,
      list_price: 40,
      sale_price: 29.99,
      extended_list_price: 80,
      extended_sale_price: 59.98,
      options: [
        { name: 'Color', value: 'White' },
        { name: 'Size', value: '12' },
        { name: 'Length', value: 'Regular' },
      ],
      image_url: '/images/products/TEST04-SHIRT-White-1.jpg',
    });
    const eur = await newCart(undefined, 'EUR', 2);
    const eurCart = (
      await eur.shopper.call('addCartItems', [{ cartId: eur.cartId, data: { line_items: [shirt] } }], {
        channelId: 2,
      })
    ).body.data;
    expect(eurCart.line_items.physical_items[0]).toMatchObject({ list_price: 48, sale_price: 35.99 });
    expect(eurCart).toMatchObject({ base_amount: 71.98, cart_amount: 71.98 });
  });

  it('adds a free gift at list price 0, once, and refuses another list price for it', async () => {
    const { shopper, cartId } = await newCart();
    const tote = { product_id: freeTote.id, variant_id: freeTote.variants.one, quantity: 1, list_price: 0 };
    await add(shopper, cartId, dress('stock20'));
    const answer = await add(shopper, cartId, tote);
    expect(answer.status).toBe(200);
    const gift = answer.body.data.line_items.physical_items.find(
      (l: { product_id: number }) => l.product_id === freeTote.id,
    );
    expect(gift).toMatchObject({
      quantity: 1,
      is_free_gift: true,
      list_price: 0,
      sale_price: 0,
      extended_sale_price: 0,
      original_price: 15,
    });
    expect(answer.body.data).toMatchObject({ base_amount: 45, cart_amount: 45 });
    // A second sync adding it again leaves one free gift.
    const again = await add(shopper, cartId, { ...tote, quantity: 2 });
    expect(
      again.body.data.line_items.physical_items.filter((l: { is_free_gift: boolean }) => l.is_free_gift),
    ).toMatchObject([{ quantity: 1 }]);
    expect(await add(shopper, cartId, { ...tote, list_price: 5 })).toMatchObject({
      status: 422,
      body: { message: FREE_GIFT_LIST_PRICE },
    });
    const giftId = gift.id as string;
    const raise = await shopper.call('updateCartItem', [
      { cartId, itemId: giftId, data: { line_item: { quantity: 2, product_id: freeTote.id } } },
    ]);
    expect(raise).toMatchObject({ status: 422, body: { message: FREE_GIFT_QUANTITY } });
  });

  it('refuses a list price on an ordinary product', async () => {
    const { shopper, cartId } = await newCart();
    expect(await add(shopper, cartId, { ...dress('stock20'), list_price: 0.01 })).toMatchObject({
      status: 422,
      body: { message: LIST_PRICE_REFUSED },
    });
  });

  describe('gift cards', () => {
    const m = giftCard.modifiers;
    const answers = (recipient = 'friend@example.test') => [
      { option_id: m.recipientEmail, option_value: recipient },
      { option_id: m.recipientName, option_value: 'Friend' },
      { option_id: m.yourEmail, option_value: 'me@example.test' },
      { option_id: m.yourName, option_value: 'Me' },
      { option_id: m.message, option_value: 'Happy birthday' },
      { option_id: m.uid, option_value: 'uid-1' },
    ];
    const card = (extra: Record<string, unknown> = {}) => ({
      product_id: giftCard.id,
      variant_id: giftCard.variants.one,
      quantity: 1,
      option_selections: answers(),
      ...extra,
    });

    it('carries the modifier answers as options and honours the chosen amount', async () => {
      const { shopper, cartId } = await newCart();
      const answer = await add(shopper, cartId, card({ list_price: 50 }));
      expect(answer.status).toBe(200);
      expect(answer.body.data.line_items.physical_items[0]).toMatchObject({
        list_price: 50,
        sale_price: 50,
        original_price: 50,
        options: [
          { name: 'Recipient email', value: 'friend@example.test' },
          { name: 'Recipient name', value: 'Friend' },
          { name: 'Your email', value: 'me@example.test' },
          { name: 'Your name', value: 'Me' },
          { name: 'Your message', value: 'Happy birthday' },
          { name: 'uid', value: 'uid-1' },
        ],
      });
      // Another recipient is another line; the same answers and amount merge.
      await add(shopper, cartId, card({ list_price: 50, option_selections: answers('other@example.test') }));
      const merged = await add(
        shopper,
        cartId,
        card({ list_price: 50, option_selections: [...answers()].reverse() }),
      );
      expect(merged.body.data.line_items.physical_items.map((l: { quantity: number }) => l.quantity)).toEqual(
        [2, 1],
      );
      const plain = await add(shopper, cartId, card());
      expect(plain.body.data.line_items.physical_items[2]).toMatchObject({ list_price: 25, quantity: 1 });
      expect(plain.body.data.cart_amount).toBe(175);
    });

    it('puts the e-gift card among the digital items', async () => {
      const { shopper, cartId } = await newCart();
      const e = eGiftCard.modifiers;
      const answer = await add(shopper, cartId, {
        product_id: eGiftCard.id,
        variant_id: eGiftCard.variants.one,
        quantity: 1,
        list_price: 30,
        option_selections: [
          { option_id: e.recipientEmail, option_value: 'friend@example.test' },
          { option_id: e.recipientName, option_value: 'Friend' },
          { option_id: e.yourEmail, option_value: 'me@example.test' },
          { option_id: e.yourName, option_value: 'Me' },
        ],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.line_items.physical_items).toEqual([]);
      expect(answer.body.data.line_items.digital_items[0]).toMatchObject({
        product_id: eGiftCard.id,
        list_price: 30,
        is_require_shipping: false,
      });
    });

    it('refuses a missing required answer, an invalid email, an unknown option and a zero amount', async () => {
      const { shopper, cartId } = await newCart();
      const noName = card({ option_selections: answers().filter((a) => a.option_id !== m.recipientName) });
      expect(await add(shopper, cartId, noName)).toMatchObject({
        status: 422,
        body: { message: requiredMessage('Recipient name') },
      });
      const badEmail = card({ option_selections: answers('not an email') });
      expect(await add(shopper, cartId, badEmail)).toMatchObject({
        status: 422,
        body: { message: EMAIL_ERROR },
      });
      const unknown = card({ option_selections: [...answers(), { option_id: 123456, option_value: 'x' }] });
      expect(await add(shopper, cartId, unknown)).toMatchObject({
        status: 400,
        body: { message: `Option 123456 is not a modifier of product ${giftCard.id}.` },
      });
      expect(await add(shopper, cartId, card({ list_price: 0 }))).toMatchObject({
        status: 422,
        body: { message: GIFT_CARD_AMOUNT },
      });
    });
  });

  it('answers 404 for a missing cart, product or variant, and 400 for bad arguments', async () => {
    const { shopper, cartId } = await newCart();
    const noCart = await add(shopper, 'no-such-cart', dress('stock20'));
    expect(noCart).toMatchObject({ status: 404, body: { message: NO_CART_MESSAGES.add } });
    expect(
      await add(shopper, cartId, { product_id: 899_999, variant_id: 8_999_999, quantity: 1 }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Product 899999 not found.' },
    });
    expect(
      await add(shopper, cartId, {
        product_id: variantDress.id,
        variant_id: freeTote.variants.one,
        quantity: 1,
      }),
    ).toMatchObject({ status: 404 });

    const negative = await add(shopper, cartId, dress('stock20', -1));
    expect(negative).toMatchObject({ status: 400 });
    expect(negative.body.message).toMatch(/^argument 0\.data\.line_items\.0\.quantity: /);
    expect((await add(shopper, cartId, dress('stock20', 0))).status).toBe(400);
    expect((await add(shopper, cartId, dress('stock20', 1.5))).status).toBe(400);
    expect((await add(shopper, cartId)).status).toBe(400);
    const noCartId = await shopper.call('addCartItems', [{ data: { line_items: [dress('stock20')] } }]);
    expect(noCartId).toMatchObject({ status: 400, body: { message: 'argument 0.cartId: is required' } });
  });
});

describe('updateCartItem', () => {
  async function cartWithTwoLines() {
    const { shopper, cartId } = await newCart();
    const lines = (await add(shopper, cartId, dress('stock3'), dress('stock20', 2))).body.data.line_items
      .physical_items;
    return { shopper, cartId, small: lines[0].id as string, medium: lines[1].id as string };
  }
  const update = (
    shopper: Shopper,
    cartId: string,
    itemId: string,
    quantity: number,
    product_id: number = variantDress.id,
  ) => shopper.call('updateCartItem', [{ cartId, itemId, data: { line_item: { quantity, product_id } } }]);

  it('sets the quantity within stock and refuses above it', async () => {
    const { shopper, cartId, small } = await cartWithTwoLines();
    const answer = await update(shopper, cartId, small, 3);
    expect(answer.status).toBe(200);
    expect(answer.body.data.line_items.physical_items[0]).toMatchObject({ id: small, quantity: 3 });
    expect(answer.body.data.cart_amount).toBe(225);
    expect(await update(shopper, cartId, small, 4)).toMatchObject({
      status: 422,
      body: { message: QUANTITY_EXCEEDS_STOCK_MESSAGE },
    });
  });

  it('removes the line at quantity 0; the last line going answers {} and deletes the cart', async () => {
    const { shopper, cartId, small, medium } = await cartWithTwoLines();
    const first = await update(shopper, cartId, small, 0);
    expect(first.status).toBe(200);
    expect(first.body.data.line_items.physical_items.map((l: { id: string }) => l.id)).toEqual([medium]);
    const last = await update(shopper, cartId, medium, 0);
    expect(last).toMatchObject({ status: 200, body: {} });
    expect((await shopper.call('getCart', [{ id: cartId }])).status).toBe(404);
    expect(shopper.cookies.has('wardrobe-cart-1-GBP')).toBe(false);
  });

  it('answers 404 for a missing cart or item, 400 for bad arguments or another product', async () => {
    const { shopper, cartId, small } = await cartWithTwoLines();
    expect(await update(shopper, 'gone', small, 1)).toMatchObject({
      status: 404,
      body: { message: NO_CART_MESSAGES.update },
    });
    expect(await update(shopper, cartId, 'no-such-line', 1)).toMatchObject({
      status: 404,
      body: { message: LINE_NOT_FOUND },
    });
    expect((await update(shopper, cartId, small, -1)).status).toBe(400);
    expect((await update(shopper, cartId, small, 1, saleShirt.id)).status).toBe(400);
    const noItem = await shopper.call('updateCartItem', [
      { cartId, data: { line_item: { quantity: 1, product_id: 1 } } },
    ]);
    expect(noItem).toMatchObject({ status: 400, body: { message: 'argument 0.itemId: is required' } });
  });
});

describe('removeCartItem', () => {
  it('removes a line and answers the cart; removing the last answers {}, deletes the cart and clears its cookie', async () => {
    const { shopper, cartId } = await newCart();
    const lines = (await add(shopper, cartId, dress('stock20'), dress('stock100'))).body.data.line_items
      .physical_items;
    const first = await shopper.call('removeCartItem', [{ cartId, itemId: lines[0].id }]);
    expect(first.status).toBe(200);
    expect(cartSchema.parse(first.body.data).line_items.physical_items.map((l) => l.id)).toEqual([
      lines[1].id,
    ]);
    const last = await shopper.call('removeCartItem', [
      { cartId, itemId: lines[1].id, include: ['redirect_urls'] },
    ]);
    expect(last).toMatchObject({ status: 200, body: {} });
    expect(last.body).not.toHaveProperty('data');
    expect(last.setCookies).toEqual(['wardrobe-cart-1-GBP=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect((await shopper.call('getCart', [{ id: cartId }])).status).toBe(404);
  });

  it('answers 404 for a missing cart or item, 400 without a cartId', async () => {
    const { shopper, cartId } = await newCart();
    expect(await shopper.call('removeCartItem', [{ cartId: 'gone', itemId: 'x' }])).toMatchObject({
      status: 404,
      body: { message: NO_CART_MESSAGES.remove },
    });
    expect(await shopper.call('removeCartItem', [{ cartId, itemId: 'x' }])).toMatchObject({ status: 404 });
    expect((await shopper.call('removeCartItem', [{ itemId: 'x' }])).status).toBe(400);
  });
});

describe('deleteCart and updateCart', () => {
  it('deletes a cart, clearing its cookie; a missing one answers 404', async () => {
    const { shopper, cartId } = await newCart();
    await add(shopper, cartId, dress('stock20'));
    const answer = await shopper.call('deleteCart', [{ cartId }]);
    expect(answer).toMatchObject({ status: 200, body: {} });
    expect(shopper.cookies.has('wardrobe-cart-1-GBP')).toBe(false);
    expect(await shopper.call('deleteCart', [{ cartId }])).toMatchObject({
      status: 404,
      body: { message: NO_CART_MESSAGES.clear },
    });
    expect((await shopper.call('deleteCart', [{}])).status).toBe(400);
  });

  it('assigns a guest cart to the signed-in customer only', async () => {
    const { shopper, customerId } = await signedInShopper('cart-owner-2@example.test');
    const { cartId } = await newCart();
    const assigned = await shopper.call('updateCart', [{ cartId, data: { customer_id: customerId } }]);
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ customer_id: customerId, email: 'cart-owner-2@example.test' });
    const { cartId: other } = await newCart();
    expect(
      (await shopper.call('updateCart', [{ cartId: other, data: { customer_id: customerId + 1000 } }]))
        .status,
    ).toBe(403);
    expect(
      (await server.shopper().call('updateCart', [{ cartId: other, data: { customer_id: customerId } }]))
        .status,
    ).toBe(403);
    expect(
      (await shopper.call('updateCart', [{ cartId: 'gone', data: { customer_id: customerId } }])).status,
    ).toBe(404);
    expect((await shopper.call('updateCart', [{ cartId: other, data: {} }])).status).toBe(400);
  });
});

describe('ownership', () => {
  it("keeps a customer's cart theirs (403 for guests and other customers); a guest cart is usable by id", async () => {
    const owner = await signedInShopper('cart-owner-3@example.test');
    const intruder = await signedInShopper('cart-intruder@example.test');
    const { cartId } = await newCart(owner.shopper);
    expect((await add(owner.shopper, cartId, dress('stock20'))).status).toBe(200);
    for (const shopper of [server.shopper(), intruder.shopper]) {
      expect(await shopper.call('getCart', [{ id: cartId }])).toMatchObject({
        status: 403,
        body: { statusCode: 403, message: NOT_YOUR_CART },
      });
      expect((await add(shopper, cartId, dress('stock20'))).status).toBe(403);
      expect((await shopper.call('deleteCart', [{ cartId }])).status).toBe(403);
    }
    const guestCart = await newCart();
    expect((await add(server.shopper(), guestCart.cartId, dress('stock20'))).status).toBe(200);
    expect((await intruder.shopper.call('getCart', [{ id: guestCart.cartId }])).status).toBe(200);
  });

  it('answers no stack traces', async () => {
    const answer = await server.shopper().call('getCart', [{ id: 'x'.repeat(101) }]);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('concurrency: one bag, many simultaneous adds', () => {
  it('30 simultaneous adds of 1 with stock 100 leave exactly 30', async () => {
    const { shopper, cartId } = await newCart();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => add(shopper, cartId, dress('stock100'))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const cart = (await shopper.call('getCart', [{ id: cartId }])).body.data;
    expect(cart.line_items.physical_items).toHaveLength(1);
    expect(cart.line_items.physical_items[0].quantity).toBe(30);
  });

  it('30 simultaneous adds of 1 with stock 20: exactly 20 succeed, 10 are refused with the message', async () => {
    const { shopper, cartId } = await newCart();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => add(shopper, cartId, dress('stock20'))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(10);
    for (const a of refused)
      expect(a.body).toEqual({ statusCode: 422, message: QUANTITY_EXCEEDS_STOCK_MESSAGE });
    const cart = (await shopper.call('getCart', [{ id: cartId }])).body.data;
    expect(cart.line_items.physical_items[0].quantity).toBe(20);
  });

  // One process runs a bag's writes one after the other before they reach the database; these go around that, as
  // two processes on one database would, so the database's own guard (version check, row lock) is what is tested.
  it('adds racing from two providers on one database (two processes) lose nothing and pass no stock', async () => {
    const { cartId } = await newCart();
    const providers = [createSandboxProvider(server.sandbox.db), createSandboxProvider(server.sandbox.db)];
    const context = { channelId: 1, cookies: new Map<string, string>(), secure: false, setCookie() {} };
    const race = (variant: 'stock100' | 'stock20') =>
      Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          providers[i % 2]?.addCartItems?.(context, { cartId, data: { line_items: [dress(variant)] } }),
        ),
      );
    const plenty = await race('stock100');
    expect(plenty.filter((a) => a.status === 'fulfilled')).toHaveLength(30);
    const scarce = await race('stock20');
    expect(scarce.filter((a) => a.status === 'fulfilled')).toHaveLength(20);
    for (const refused of scarce.filter((a) => a.status === 'rejected')) {
      expect(refused.reason).toMatchObject({ statusCode: 422, message: QUANTITY_EXCEEDS_STOCK_MESSAGE });
    }
    const lines = (await server.shopper().call('getCart', [{ id: cartId }])).body.data.line_items
      .physical_items;
    expect(lines.map((l: { quantity: number }) => l.quantity).sort()).toEqual([20, 30]);
  });

  it('never answers a refusal decided on a bag another process has changed since', async () => {
    const [here, elsewhere] = [
      createSandboxProvider(server.sandbox.db),
      createSandboxProvider(server.sandbox.db),
    ];
    const context = { channelId: 1, cookies: new Map<string, string>(), secure: false, setCookie() {} };
    const created = await here?.createCart?.(context, {
      currency: { code: 'GBP' },
      line_items: [dress('stock20', 19)],
    });
    const cartId = created?.data.id ?? '';
    const lineId = created?.data.line_items.physical_items[0]?.id ?? '';
    // The other process lowers the line to 1; this one still remembers 19 of the 20 in stock…
    await elsewhere?.updateCartItem?.(context, {
      cartId,
      itemId: lineId,
      data: { line_item: { quantity: 1, product_id: variantDress.id } },
    });
    // …so adding 2 must be decided on the database's bag (3 of 20), not refused on the remembered one (21).
    const added = await here?.addCartItems?.(context, {
      cartId,
      data: { line_items: [dress('stock20', 2)] },
    });
    expect(added?.data.line_items.physical_items[0]?.quantity).toBe(3);
  });

  it('writes a change decided on an older version of the bag nowhere', async () => {
    const { shopper, cartId } = await newCart();
    expect((await add(shopper, cartId, dress('stock100'))).status).toBe(200);
    const context = { channelId: 1, cookies: new Map<string, string>(), secure: false, setCookie() {} };
    const seen = await findCartWithLines(server.sandbox.db, context, undefined, cartId, CART_NOT_FOUND);
    const change = await planAdd(server.sandbox.db, seen.cart, seen.lines, [dress('stock100', 2)]);
    // Another write comes first…
    expect((await add(shopper, cartId, dress('stock100'))).status).toBe(200);
    // …so the change decided before it is refused whole.
    expect(await applyChange(server.sandbox.db, seen.cart, change)).toBeUndefined();
    const cart = (await shopper.call('getCart', [{ id: cartId }])).body.data;
    expect(cart.line_items.physical_items[0].quantity).toBe(2);
  });
});

describe('the operation table', () => {
  it('has an SDK entry and a sandbox handler for every cart operation', () => {
    const names = [
      'createCart',
      'getCart',
      'updateCart',
      'deleteCart',
      'addCartItems',
      'updateCartItem',
      'removeCartItem',
    ];
    for (const name of names) {
      expect(operations).toHaveProperty(name);
      expect(server.sandbox.commerce).toHaveProperty(name);
    }
  });
});
