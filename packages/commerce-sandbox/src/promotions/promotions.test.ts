import { randomUUID } from 'node:crypto';
import {
  type Cart,
  type CartLineItem,
  cartSchema,
  type PromotionsEffect,
  promoBadgesResultSchema,
  promotionsCustomerProfileResultSchema,
  promotionsCustomerSessionResultSchema,
  promotionsRemoveAllResultSchema,
  promotionsUpdateCustomerProfileResultSchema,
} from '@wardrobe/commerce-sdk';
import { percentOffPrice } from '@wardrobe/domain-rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';
import { PROFILE_NOT_FOUND, SESSION_NOT_FOUND } from './engine';
import { ONE_COUPON_DETAILS } from './evaluate';

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer();
  // The boot seeds the whole catalogue first: allow it more than the default 10 s.
}, 120_000);
afterAll(() => server?.close());

type Currency = 'GBP' | 'EUR' | 'USD';
const CHANNEL: Record<Currency, number> = { GBP: 1, EUR: 2, USD: 3 };
const STORE: Record<Currency, string> = { GBP: 'uk-store', EUR: 'eu-store', USD: 'us-store' };
const MEMBER_OFFERS = [
  'good-stuff/offers/welcome-treat',
  'good-stuff/offers/members-fifteen',
  'good-stuff/offers/free-delivery',
];

/** A purchasable, well-stocked variant of the seeded catalogue in a category, with its prices per currency. */
interface SeededVariant {
  productId: number;
  variantId: number;
  sku: string;
  name: string;
  price: Record<Currency, number>;
  sale: Record<Currency, number | null>;
}

async function seededVariants(
  categoryUrl: string,
  { onSale = false, count = 1 }: { onSale?: boolean; count?: number } = {},
): Promise<SeededVariant[]> {
  const rows = await server.sandbox.db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .innerJoin('variant_prices as vp', 'vp.variant_id', 'v.id')
    .select([
      'p.id as productId',
      'v.id as variantId',
      'v.sku',
      'p.name',
      sql<
        [string, number, number | null][]
      >`json_agg(json_build_array(vp.currency_code, vp.price_minor, vp.sale_price_minor))`.as('prices'),
    ])
    .where('c.url', '=', categoryUrl)
    .where('p.is_visible', '=', true)
    .where('p.purchasing_disabled', '=', false)
    .where('v.purchasing_disabled', '=', false)
    .where((eb) => eb.or([eb('p.inventory_tracking', '=', 'none'), eb('v.inventory_level', '>=', 20)]))
    .groupBy(['p.id', 'v.id', 'v.sku', 'p.name'])
    .having(sql<boolean>`bool_and(vp.sale_price_minor is ${sql.raw(onSale ? 'not null' : 'null')})`)
    .orderBy('p.id')
    .orderBy('v.id')
    .execute();
  // One variant per product, so the lines are of different products; the cheapest products first.
  const seen = new Set<number>();
  const found: SeededVariant[] = [];
  const gbp = (row: (typeof rows)[number]) => row.prices.find(([c]) => c === 'GBP')?.[1] ?? 0;
  for (const row of [...rows].sort((a, b) => gbp(a) - gbp(b))) {
    if (seen.has(row.productId)) continue;
    seen.add(row.productId);
    const price = {} as Record<Currency, number>;
    const sale = {} as Record<Currency, number | null>;
    for (const [currency, minor, saleMinor] of row.prices) {
      price[currency as Currency] = minor / 100;
      sale[currency as Currency] = saleMinor === null ? null : saleMinor / 100;
    }
    found.push({
      productId: row.productId,
      variantId: row.variantId,
      sku: row.sku,
      name: row.name,
      price,
      sale,
    });
    if (found.length === count) break;
  }
  expect(found).toHaveLength(count);
  return found;
}

/** The session cart item of a variant, as domain-rules `toSessionCartItems` builds it (price: the lower one). */
const item = (v: SeededVariant, currency: Currency, quantity = 1) => ({
  name: v.name,
  sku: v.sku,
  quantity,
  price: Math.min(v.price[currency], v.sale[currency] ?? Number.POSITIVE_INFINITY),
  attributes: { product_id: v.productId, tmp_variant_id: v.variantId },
});

const newSessionId = () => `session-${randomUUID()}`;

async function update(
  shopper: Shopper,
  {
    currency = 'GBP',
    sessionId = newSessionId(),
    dryRun = true,
    customerSession = {},
    responseContent,
  }: {
    currency?: Currency;
    sessionId?: string;
    dryRun?: boolean;
    customerSession?: Record<string, unknown>;
    responseContent?: string[];
  },
) {
  const answer = await shopper.call(
    'updateCustomerSession',
    [
      {
        currencyCode: currency,
        sessionId,
        dryRun,
        requestData: {
          customerSession: { storeIntegrationId: STORE[currency], ...customerSession },
          ...(responseContent ? { responseContent } : {}),
        },
      },
    ],
    { channelId: CHANNEL[currency] },
  );
  if (answer.status === 200) promotionsCustomerSessionResultSchema.parse(answer.body);
  return { ...answer, sessionId };
}

const effectsOf = <T extends PromotionsEffect['effectType']>(
  body: { effects: PromotionsEffect[] },
  type: T,
) => body.effects.filter((e): e is Extract<PromotionsEffect, { effectType: T }> => e.effectType === type);
const round = (n: number) => Math.round(n * 100) / 100;

let gift: { sku: string; name: string };
let knits: SeededVariant[];
let tops: SeededVariant[];
let dresses: SeededVariant[];
let candle: SeededVariant;
beforeAll(async () => {
  const giftRow = await server.sandbox.db
    .selectFrom('product_custom_fields as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .innerJoin('variants as v', 'v.product_id', 'p.id')
    .select(['v.sku', 'p.name'])
    .where('f.name', '=', 'freegift')
    .orderBy('p.id')
    .orderBy('v.id')
    .executeTakeFirstOrThrow();
  gift = giftRow;
  knits = await seededVariants('/womens/clothing/knitwear/', { count: 2 });
  tops = await seededVariants('/womens/clothing/tops/', { count: 3 });
  dresses = await seededVariants('/womens/clothing/dresses/');
  [candle] = (await seededVariants('/home/living/candles/')) as [SeededVariant];
});

/** Tops adding up to at least `minimum` in the currency (quantities of the first top). */
function basketOf(currency: Currency, minimum: number) {
  const top = tops[0] as SeededVariant;
  const quantity = Math.ceil(minimum / top.price[currency]);
  return { items: [item(top, currency, quantity)], total: round(quantity * top.price[currency]) };
}

describe('updateCustomerSession: the free gift', () => {
  it('adds the freegift product over £75 and takes it away when the basket falls below, in GBP', async () => {
    const shopper = server.shopper();
    const above = basketOf('GBP', 75);
    const sessionId = newSessionId();
    const first = await update(shopper, {
      sessionId,
      dryRun: false,
      customerSession: { cartItems: above.items },
    });
    expect(first.status).toBe(200);
    expect(effectsOf(first.body, 'addFreeItem')).toEqual([
      {
        campaignId: 3,
        rulesetId: 3,
        ruleIndex: 0,
        ruleName: 'Free canvas tote',
        effectType: 'addFreeItem',
        props: { sku: gift.sku, name: gift.name },
      },
    ]);
    // The bag now holds the gift (price 0): it does not count towards the basket. One top fewer is below £75.
    const top = tops[0] as SeededVariant;
    const below = [
      item(top, 'GBP', (above.items[0]?.quantity ?? 1) - 1),
      { name: gift.name, sku: gift.sku, quantity: 1, price: 0 },
    ];
    expect(above.total - top.price.GBP).toBeLessThan(75);
    const second = await update(shopper, { sessionId, dryRun: false, customerSession: { cartItems: below } });
    expect(effectsOf(second.body, 'addFreeItem')).toEqual([]);
    const stored = await shopper.call('getCustomerSession', ['GBP', sessionId]);
    expect(stored.status).toBe(200);
    expect(effectsOf(stored.body, 'addFreeItem')).toEqual([]);
    expect(stored.body.customerSession).toMatchObject({
      updateCount: 2,
      cartItemTotal: round(above.total - top.price.GBP),
    });
  });

  it('uses the EUR threshold (€85) on channel 2, and counts a basket of exactly the threshold', async () => {
    const shopper = server.shopper();
    const exact = [{ name: 'Exact', sku: (tops[0] as SeededVariant).sku, quantity: 1, price: 85 }];
    const justBelow = [{ ...exact[0], price: 84.99 }];
    const at = await update(shopper, { currency: 'EUR', customerSession: { cartItems: exact } });
    expect(at.status).toBe(200);
    expect(effectsOf(at.body, 'addFreeItem').map((e) => e.props.sku)).toEqual([gift.sku]);
    expect(at.body.customerSession).toMatchObject({ applicationId: 2, storeIntegrationId: 'eu-store' });
    const under = await update(shopper, { currency: 'EUR', customerSession: { cartItems: justBelow } });
    expect(effectsOf(under.body, 'addFreeItem')).toEqual([]);
    // £85 in GBP is above £75 all the same: the threshold is the currency's own.
    const gbp = await update(shopper, { currency: 'GBP', customerSession: { cartItems: justBelow } });
    expect(effectsOf(gbp.body, 'addFreeItem')).toHaveLength(1);
  });
});

describe('updateCustomerSession: coupons', () => {
  it('accepts GOODSTUFF10 in any case and takes 10% off the basket, the effects carrying the coupon', async () => {
    const top = tops[0] as SeededVariant;
    const answer = await update(server.shopper(), {
      customerSession: { couponCodes: ['goodstuff10'], cartItems: [item(top, 'GBP', 2)] },
      responseContent: ['coupons'],
    });
    expect(answer.status).toBe(200);
    const basket = 2 * top.price.GBP;
    const common = {
      campaignId: 4,
      rulesetId: 4,
      ruleIndex: 0,
      ruleName: 'Good Stuff 10% off',
      triggeredByCoupon: 401,
    };
    expect(effectsOf(answer.body, 'acceptCoupon')).toEqual([
      { ...common, effectType: 'acceptCoupon', props: { value: 'goodstuff10' } },
    ]);
    expect(effectsOf(answer.body, 'setDiscount')).toEqual([
      {
        ...common,
        effectType: 'setDiscount',
        props: {
          name: 'Good Stuff 10% off',
          value: round(basket - percentOffPrice(basket, 10)),
          scope: 'cartItems',
        },
      },
    ]);
    expect(answer.body.coupons).toEqual([
      { id: 401, code: 'GOODSTUFF10', campaignId: 4, value: 'GOODSTUFF10', usageCounter: 0 },
    ]);
  });

  it('counts a coupon’s use when its session closes (Talon.One), not on a dry run or an open session', async () => {
    const shopper = server.shopper();
    const usage = async () => {
      const answer = await update(shopper, {
        customerSession: { couponCodes: ['GOODSTUFF10'], cartItems: [{ sku: 'X', quantity: 1, price: 10 }] },
        responseContent: ['coupons'],
      });
      return answer.body.coupons?.[0]?.usageCounter;
    };
    const before = await usage();
    const sessionId = newSessionId();
    const session = { couponCodes: ['GOODSTUFF10'], cartItems: [{ sku: 'X', quantity: 1, price: 10 }] };
    await update(shopper, { sessionId, dryRun: false, customerSession: session });
    await update(shopper, { sessionId, customerSession: { state: 'closed' } });
    expect(await usage()).toBe(before);
    const closed = await update(shopper, { sessionId, dryRun: false, customerSession: { state: 'closed' } });
    expect(closed.body.customerSession.state).toBe('closed');
    expect(await usage()).toBe((before ?? 0) + 1);
  });

  it('rejects TAKE15 below its £100 minimum (CouponRejectedByCondition) and takes £15 off from £100', async () => {
    const shopper = server.shopper();
    const below = await update(shopper, {
      customerSession: { couponCodes: ['TAKE15'], cartItems: [{ sku: 'X', quantity: 1, price: 99.99 }] },
    });
    expect(effectsOf(below.body, 'rejectCoupon')).toEqual([
      {
        campaignId: 5,
        rulesetId: 5,
        ruleIndex: 0,
        ruleName: 'Take 15',
        triggeredByCoupon: 501,
        effectType: 'rejectCoupon',
        props: {
          value: 'TAKE15',
          rejectionReason: 'CouponRejectedByCondition',
          conditionIndex: 0,
          details: 'The basket must be at least 100.00 GBP.',
        },
      },
    ]);
    expect(effectsOf(below.body, 'setDiscount')).toEqual([]);
    const at = await update(shopper, {
      customerSession: { couponCodes: ['TAKE15'], cartItems: [{ sku: 'X', quantity: 2, price: 50 }] },
    });
    expect(effectsOf(at.body, 'acceptCoupon')).toHaveLength(1);
    expect(effectsOf(at.body, 'setDiscount').map((e) => e.props.value)).toEqual([15]);
  });

  it('rejects an expired coupon (CouponExpired), an unknown one (CouponNotFound) and a second good one', async () => {
    const answer = await update(server.shopper(), {
      customerSession: {
        couponCodes: ['SUMMER24', 'NO-SUCH-CODE', 'GOODSTUFF10', 'TAKE15'],
        cartItems: [{ sku: 'X', quantity: 1, price: 150 }],
      },
    });
    const rejected = effectsOf(answer.body, 'rejectCoupon').map((e) => [
      e.props.value,
      e.props.rejectionReason,
      e.campaignId,
    ]);
    expect(rejected).toEqual([
      ['TAKE15', 'CouponRejectedByCondition', 5],
      ['SUMMER24', 'CouponExpired', 8],
      ['NO-SUCH-CODE', 'CouponNotFound', 0],
    ]);
    expect(effectsOf(answer.body, 'rejectCoupon')[0]?.props.details).toBe(ONE_COUPON_DETAILS);
    expect(effectsOf(answer.body, 'acceptCoupon').map((e) => e.props.value)).toEqual(['GOODSTUFF10']);
    // Only the accepted coupon takes anything: 10% of 150.
    expect(effectsOf(answer.body, 'setDiscount').map((e) => e.props.value)).toEqual([15]);
  });
});

describe('updateCustomerSession: the knitwear discount per item', () => {
  it('discounts each knitwear line by 20% at its position, and answers every item with its position', async () => {
    const [knitA, knitB] = knits as [SeededVariant, SeededVariant];
    const top = tops[0] as SeededVariant;
    const cartItems = [item(top, 'GBP'), item(knitA, 'GBP'), item(top, 'GBP', 2), item(knitB, 'GBP', 3)];
    const answer = await update(server.shopper(), { customerSession: { cartItems } });
    expect(answer.status).toBe(200);
    const perItem = effectsOf(answer.body, 'setDiscountPerItem');
    const off = (v: SeededVariant, quantity: number) =>
      round((v.price.GBP - percentOffPrice(v.price.GBP, 20)) * quantity);
    expect(perItem.map((e) => [e.campaignId, e.props.position, e.props.value, e.props.name])).toEqual([
      [1, 1, off(knitA, 1), '20% off knitwear'],
      [1, 3, off(knitB, 3), '20% off knitwear'],
    ]);
    expect(
      answer.body.customerSession.cartItems.map((i: { position: number; sku: string }) => [
        i.position,
        i.sku,
      ]),
    ).toEqual(cartItems.map((i, position) => [position, i.sku]));
    // The engine found the categories in the catalogue.
    expect(answer.body.customerSession.cartItems[1].category).toBe('/womens/clothing/knitwear/');
    expect(answer.body.customerSession.cartItems[0].category).toBe('/womens/clothing/tops/');
  });
});

describe('updateCustomerSession: dry runs', () => {
  it('stores nothing for a new session id: getCustomerSession answers 404 after it', async () => {
    const shopper = server.shopper();
    const sessionId = newSessionId();
    const dry = await update(shopper, {
      sessionId,
      customerSession: { couponCodes: ['GOODSTUFF10'], cartItems: basketOf('GBP', 80).items },
    });
    expect(dry.status).toBe(200);
    expect(dry.body.customerSession).toMatchObject({
      id: 0,
      integrationId: sessionId,
      updateCount: 1,
      state: 'open',
    });
    expect(effectsOf(dry.body, 'acceptCoupon')).toHaveLength(1);
    const lookup = await shopper.call('getCustomerSession', ['GBP', sessionId]);
    expect(lookup).toMatchObject({ status: 404, body: { statusCode: 404, message: SESSION_NOT_FOUND } });
    const rows = await server.sandbox.db
      .selectFrom('promotion_sessions')
      .select('id')
      .where('integration_id', '=', sessionId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('leaves a stored session as it was, and a session of another currency apart', async () => {
    const shopper = server.shopper();
    const sessionId = newSessionId();
    const top = tops[0] as SeededVariant;
    await update(shopper, { sessionId, dryRun: false, customerSession: { cartItems: [item(top, 'GBP')] } });
    const before = await shopper.call('getCustomerSession', ['GBP', sessionId]);
    expect(before.body.customerSession).toMatchObject({ updateCount: 1, couponCodes: [], state: 'open' });
    const dry = await update(shopper, {
      sessionId,
      customerSession: { couponCodes: ['GOODSTUFF10'], cartItems: basketOf('GBP', 200).items },
    });
    expect(dry.body.customerSession).toMatchObject({ updateCount: 2, couponCodes: ['GOODSTUFF10'] });
    expect(await shopper.call('getCustomerSession', ['GBP', sessionId])).toEqual(before);
    // Sessions are per application (currency): the same id in EUR is another, absent session.
    expect((await shopper.call('getCustomerSession', ['EUR', sessionId])).status).toBe(404);
  });

  it('keeps the stored coupons and items when an update leaves them out, and clears coupons with []', async () => {
    const shopper = server.shopper();
    const sessionId = newSessionId();
    const items = basketOf('GBP', 20).items;
    await update(shopper, {
      sessionId,
      dryRun: false,
      customerSession: { couponCodes: ['GOODSTUFF10'], cartItems: items },
    });
    const kept = await update(shopper, { sessionId, dryRun: false, customerSession: {} });
    expect(kept.body.customerSession).toMatchObject({ couponCodes: ['GOODSTUFF10'], updateCount: 2 });
    expect(kept.body.customerSession.cartItems).toHaveLength(1);
    expect(effectsOf(kept.body, 'acceptCoupon')).toHaveLength(1);
    const cleared = await update(shopper, { sessionId, dryRun: false, customerSession: { couponCodes: [] } });
    expect(cleared.body.customerSession.couponCodes).toEqual([]);
    expect(effectsOf(cleared.body, 'acceptCoupon')).toEqual([]);
  });

  it('refuses a store of another currency and a state change Talon.One does not allow (400)', async () => {
    const shopper = server.shopper();
    const wrongStore = await update(shopper, { customerSession: { storeIntegrationId: 'eu-store' } });
    expect(wrongStore).toMatchObject({ status: 400 });
    expect(wrongStore.body.message).toContain('its store is uk-store');
    const sessionId = newSessionId();
    await update(shopper, { sessionId, dryRun: false, customerSession: { state: 'closed' } });
    const reopen = await update(shopper, { sessionId, dryRun: false, customerSession: { state: 'open' } });
    expect(reopen).toMatchObject({
      status: 400,
      body: { message: 'A customer session cannot go from closed to open.' },
    });
  });
});

describe('loyalty profiles and their offers', () => {
  it('creates the signed-in customer’s profile with the member offers, reads it back, and applies its offers', async () => {
    const email = `member-${Date.now()}@example.com`;
    const { shopper } = await server.signedInShopper(email);
    const missing = await shopper.call('getCustomerProfile', ['GBP', email]);
    expect(missing).toMatchObject({ status: 404, body: { message: PROFILE_NOT_FOUND } });

    const created = await shopper.call('updateCustomerProfile', [
      'GBP',
      email,
      { attributes: { Tier: 'gold', LoyaltyOffers: ['good-stuff/offers/anything-i-like'] } },
    ]);
    expect(created.status).toBe(200);
    const { customerProfile } = promotionsUpdateCustomerProfileResultSchema.parse(created.body);
    // The engine gives the offers: a caller's own LoyaltyOffers is not taken.
    expect(customerProfile).toMatchObject({
      integrationId: email,
      attributes: { Tier: 'gold', LoyaltyOffers: MEMBER_OFFERS },
      closedSessions: 0,
      totalSales: 0,
    });
    expect(created.body.effects).toEqual([]);
    const read = await shopper.call('getCustomerProfile', ['GBP', email.toUpperCase()]);
    expect(promotionsCustomerProfileResultSchema.parse(read.body).customerProfile).toMatchObject({
      id: customerProfile.id,
      attributes: { Tier: 'gold', LoyaltyOffers: MEMBER_OFFERS },
    });

    // A dress basket over £50 with the profile: 15% off the dress (members-fifteen) and £10 off (welcome-treat).
    const dress = dresses[0] as SeededVariant;
    const quantity = Math.ceil(50 / dress.price.GBP);
    const cartItems = [item(dress, 'GBP', quantity)];
    const member = await update(shopper, {
      customerSession: { profileId: email, cartItems },
      responseContent: ['customerSession', 'customerProfile'],
    });
    expect(member.status).toBe(200);
    const dressOff = round((dress.price.GBP - percentOffPrice(dress.price.GBP, 15)) * quantity);
    expect(
      effectsOf(member.body, 'setDiscountPerItem').map((e) => [
        e.campaignId,
        e.props.position,
        e.props.value,
      ]),
    ).toEqual([[7, 0, dressOff]]);
    expect(effectsOf(member.body, 'setDiscount').map((e) => [e.campaignId, e.props.value])).toEqual([
      [6, 10],
    ]);
    expect(member.body.customerProfile).toMatchObject({
      integrationId: email,
      attributes: { LoyaltyOffers: MEMBER_OFFERS },
    });
    expect(member.body.customerSession).toMatchObject({ profileId: email, firstSession: true });

    // The same basket for a guest: no member discounts.
    const guest = await update(server.shopper(), { customerSession: { cartItems } });
    expect(effectsOf(guest.body, 'setDiscountPerItem')).toEqual([]);
    expect(effectsOf(guest.body, 'setDiscount')).toEqual([]);
  });

  it('refuses another customer’s profile (403), in a session too', async () => {
    const { shopper } = await server.signedInShopper(`nosy-${Date.now()}@example.com`);
    const other = 'someone-else@example.com';
    expect((await shopper.call('getCustomerProfile', ['GBP', other])).status).toBe(403);
    expect((await shopper.call('updateCustomerProfile', ['GBP', other, {}])).status).toBe(403);
    expect((await update(shopper, { customerSession: { profileId: other } })).status).toBe(403);
  });
});

describe('the cart after a persisted session update', () => {
  async function bag(shopper: Shopper, lines: [SeededVariant, number][], currency: Currency = 'GBP') {
    const created = await shopper.call(
      'createCart',
      [
        {
          currency: { code: currency },
          line_items: lines.map(([v, quantity]) => ({
            product_id: v.productId,
            variant_id: v.variantId,
            quantity,
          })),
        },
      ],
      { channelId: CHANNEL[currency] },
    );
    expect(created.status).toBe(200);
    return cartSchema.parse(created.body.data);
  }
  const lineOf = (cart: Cart, v: SeededVariant): CartLineItem => {
    const line = cart.line_items.physical_items.find((l) => l.variant_id === v.variantId);
    if (!line) throw new Error(`No line of variant ${v.variantId}`);
    return line;
  };

  it('shows the discounts in the amounts as BigCommerce reports them, through bag changes, until removed', async () => {
    const shopper = server.shopper();
    const knit = knits[0] as SeededVariant;
    const [topA, topB] = tops as [SeededVariant, SeededVariant];
    // Enough of the top for the £100 minimum of TAKE15 without the knit.
    const topQuantity = Math.ceil(100 / topA.price.GBP);
    const cart = await bag(shopper, [
      [knit, 1],
      [topA, topQuantity],
    ]);
    const cartItems = [item(knit, 'GBP', 1), item(topA, 'GBP', topQuantity)];
    expect(knit.price.GBP + topB.price.GBP).toBeLessThan(100);

    // A dry run never touches the cart.
    await update(shopper, { sessionId: cart.id, customerSession: { couponCodes: ['TAKE15'], cartItems } });
    const untouched = cartSchema.parse((await shopper.call('getCart', [{ id: cart.id }])).body.data);
    expect(untouched).toMatchObject({ cart_amount: cart.base_amount, coupons: [], discounts: [] });

    const applied = await update(shopper, {
      sessionId: cart.id,
      dryRun: false,
      customerSession: { couponCodes: ['TAKE15'], cartItems },
    });
    expect(applied.status).toBe(200);
    const base = round(knit.price.GBP + topQuantity * topA.price.GBP);
    const knitOff = round(knit.price.GBP - percentOffPrice(knit.price.GBP, 20));
    const after = cartSchema.parse((await shopper.call('getCart', [{ id: cart.id }])).body.data);
    expect(after).toMatchObject({
      base_amount: base,
      discount_amount: 0,
      cart_amount: round(base - knitOff - 15),
      coupons: [{ id: 501, code: 'TAKE15', coupon_type: 'per_total_discount', discounted_amount: 15 }],
      discounts: [{ id: 1, discounted_amount: knitOff }],
    });
    expect(lineOf(after, knit)).toMatchObject({
      discount_amount: knitOff,
      coupon_amount: 0,
      discounts: [{ id: 1, discounted_amount: knitOff }],
      extended_sale_price: knit.price.GBP,
    });
    expect(lineOf(after, topA)).toMatchObject({ discount_amount: 0, discounts: [] });

    // The bag changes: another knit line is discounted at once…
    const added = await shopper.call('addCartItems', [
      {
        cartId: cart.id,
        data: { line_items: [{ product_id: topB.productId, variant_id: topB.variantId, quantity: 1 }] },
      },
    ]);
    expect(added.status).toBe(200);
    const withTop = cartSchema.parse(added.body.data);
    expect(withTop.base_amount).toBe(round(base + topB.price.GBP));
    expect(withTop.cart_amount).toBe(round(base + topB.price.GBP - knitOff - 15));
    // …and below TAKE15's minimum the coupon drops off (the knit discount stays).
    const removedLine = await shopper.call('removeCartItem', [
      { cartId: cart.id, itemId: lineOf(withTop, topA).id },
    ]);
    expect(removedLine.status).toBe(200);
    const small = cartSchema.parse(removedLine.body.data);
    const smallBase = round(knit.price.GBP + topB.price.GBP);
    expect(small).toMatchObject({
      base_amount: smallBase,
      cart_amount: round(smallBase - knitOff),
      coupons: [],
    });

    const removed = await shopper.call('removeAllBCPromotionsAndCoupons', [{ id: cart.id }]);
    expect(removed.status).toBe(200);
    const cleared = promotionsRemoveAllResultSchema.parse(removed.body).data;
    expect(cleared).toMatchObject({
      base_amount: smallBase,
      cart_amount: smallBase,
      discount_amount: 0,
      coupons: [],
      discounts: [],
    });
    expect(lineOf(cleared, knit)).toMatchObject({ discount_amount: 0, discounts: [] });
    // The discounts come back only at the next persisted session update.
    expect(cartSchema.parse((await shopper.call('getCart', [{ id: cart.id }])).body.data).cart_amount).toBe(
      smallBase,
    );
  });

  it('puts a member’s basket discount in the cart’s discount_amount, in EUR on channel 2', async () => {
    const email = `eu-member-${Date.now()}@example.com`;
    const { shopper } = await server.signedInShopper(email);
    const top = tops[2] as SeededVariant;
    const quantity = Math.ceil(60 / top.price.EUR);
    const cart = await bag(shopper, [[top, quantity]], 'EUR');
    const applied = await update(shopper, {
      currency: 'EUR',
      sessionId: cart.id,
      dryRun: false,
      customerSession: { profileId: email, cartItems: [item(top, 'EUR', quantity)] },
    });
    expect(applied.status).toBe(200);
    const read = cartSchema.parse(
      (await shopper.call('getCart', [{ id: cart.id }], { channelId: 2 })).body.data,
    );
    const base = round(quantity * top.price.EUR);
    expect(read).toMatchObject({
      base_amount: base,
      discount_amount: 12,
      cart_amount: round(base - 12),
      coupons: [],
      discounts: [{ id: 6, discounted_amount: 12 }],
    });
  });

  it('refuses to apply a session to another customer’s cart (403), storing nothing', async () => {
    const { shopper: owner } = await server.signedInShopper(`owner-${Date.now()}@example.com`);
    const cart = await bag(owner, [[candle, 1]]);
    const stranger = server.shopper();
    const refused = await update(stranger, {
      sessionId: cart.id,
      dryRun: false,
      customerSession: { cartItems: [item(candle, 'GBP')] },
    });
    expect(refused.status).toBe(403);
    expect((await stranger.call('getCustomerSession', ['GBP', cart.id])).status).toBe(404);
    expect((await stranger.call('removeAllBCPromotionsAndCoupons', [{ id: cart.id }])).status).toBe(403);
    const unchanged = cartSchema.parse((await owner.call('getCart', [{ id: cart.id }])).body.data);
    expect(unchanged.cart_amount).toBe(unchanged.base_amount);
  });
});

describe('getPromoBadges', () => {
  const badges = async (products: Record<string, unknown>[], channelId = 1) => {
    const answer = await server.shopper().call('getPromoBadges', [{ products }], { channelId });
    expect(answer.status).toBe(200);
    return promoBadgesResultSchema.parse(answer.body).data;
  };

  it('badges a sale product with its percentage off and now price, in red', async () => {
    const [sale] = (await seededVariants('/womens/clothing/dresses/', { onSale: true })) as [SeededVariant];
    const [entry] = await badges([{ productId: sale.productId, variantIds: [sale.variantId] }]);
    const list = sale.price.GBP;
    const now = sale.sale.GBP as number;
    expect(entry?.badges[0]).toEqual({
      typeId: 'percentOffWasNowPrice',
      content: { percentage: Math.floor(((list - now) * 100) / list), nowPrice: now, colour: 'red' },
    });
    // The variant is priced as the product: no variant entry.
    expect(entry?.variants).toEqual([]);
  });

  it('badges knitwear with the category discount, candles with money off, and women’s clothing with the gift label', async () => {
    const knit = knits[0] as SeededVariant;
    const [knitEntry, candleEntry, topEntry] = await badges([
      { productId: knit.productId },
      { productId: candle.productId },
      {
        productId: (tops[0] as SeededVariant).productId,
        productBadgeData: 'name:New In,textColour:#FFFFFF,backgroundColour:#1A1A1A',
      },
    ]);
    expect(knitEntry?.badges).toEqual([
      {
        typeId: 'percentOffWasNowPrice',
        content: { percentage: 20, nowPrice: percentOffPrice(knit.price.GBP, 20), colour: 'red' },
      },
      { typeId: 'microLabel', content: { text: 'Free gift over £75', colour: '#1A1A1A' } },
    ]);
    expect(candleEntry?.badges).toEqual([
      {
        typeId: 'moneyOffWasNowPrice',
        content: { amount: 3, nowPrice: round(candle.price.GBP - 3), colour: 'red' },
      },
    ]);
    expect(topEntry?.badges).toEqual([
      { typeId: 'microLabel', content: { text: 'Free gift over £75', colour: '#1A1A1A' } },
      { typeId: 'microLabel', content: { text: 'New In', colour: '#1A1A1A' } },
    ]);
    const [euKnit] = await badges([{ productId: knit.productId }], 2);
    expect(euKnit?.badges.map((b) => b.content.text ?? b.content.nowPrice)).toEqual([
      percentOffPrice(knit.price.EUR, 20),
      'Free gift over €85',
    ]);
  });

  it('answers a variant whose price differs from the product’s with badges of its own', async () => {
    // A product whose first colour is on sale and another is not (the seed's sale colours).
    const row = await server.sandbox.db
      .selectFrom('variant_prices as a')
      .innerJoin('variants as va', 'va.id', 'a.variant_id')
      .innerJoin('variants as vb', 'vb.product_id', 'va.product_id')
      .innerJoin('variant_prices as b', (join) =>
        join.onRef('b.variant_id', '=', 'vb.id').on('b.currency_code', '=', 'GBP'),
      )
      .innerJoin('product_prices as pp', (join) =>
        join.onRef('pp.product_id', '=', 'va.product_id').on('pp.currency_code', '=', 'GBP'),
      )
      .select(['va.product_id', 'va.id as onSale', 'vb.id as fullPrice', 'b.price_minor'])
      .where('a.currency_code', '=', 'GBP')
      .where('a.sale_price_minor', 'is not', null)
      .where('b.sale_price_minor', 'is', null)
      .where('pp.sale_price_minor', 'is not', null)
      // Not in a category the rules discount, so the full-price colour has no price badge at all.
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('product_categories as pc')
              .innerJoin('categories as c', 'c.id', 'pc.category_id')
              .select('pc.product_id')
              .whereRef('pc.product_id', '=', 'va.product_id')
              .where((eb) => eb.or([eb('c.url', 'like', '%knitwear%'), eb('c.url', 'like', '%candles%')])),
          ),
        ),
      )
      .orderBy('va.product_id')
      .executeTakeFirstOrThrow();
    const [entry] = await badges([{ productId: row.product_id, variantIds: [row.onSale, row.fullPrice] }]);
    expect(entry?.badges[0]?.typeId).toBe('percentOffWasNowPrice');
    expect(entry?.variants.map((v) => v.variantId)).toEqual([row.fullPrice]);
    expect(entry?.variants[0]?.badges.some((b) => b.typeId === 'percentOffWasNowPrice')).toBe(false);
  });
});
