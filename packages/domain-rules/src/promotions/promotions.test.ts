import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AcceptCouponEffect,
  type AddFreeItemEffect,
  isAddFreeItemEffect,
  type PromotionEffectLike,
  type RejectCouponEffect,
  type SetDiscountEffect,
} from './effects';
import {
  assertPromotionsSession,
  PROMOTIONS_SESSION_ERROR,
  type PromotionsCartLine,
  planFreeGifts,
  promotionsEnabledForLocale,
  type SessionCartItemLike,
  sessionItemsDiffer,
  shouldClearCoupons,
  storeIntegrationIdForCurrency,
  toSessionCartItems,
} from './promotions';

const dress: PromotionsCartLine = {
  name: 'Ditsy Floral Dress',
  sku: '204512-BLK-10-R',
  quantity: 2,
  list_price: 55,
  sale_price: 40,
  product_id: 101,
  variant_id: 9001,
};

const freeItem = (sku: string, campaignId = 1): AddFreeItemEffect => ({
  campaignId,
  effectType: 'addFreeItem',
  props: { sku, name: 'Free tote' },
});
const accept = (value: string, campaignId: number): AcceptCouponEffect => ({
  campaignId,
  effectType: 'acceptCoupon',
  props: { value },
});
const reject = (value: string, campaignId: number): RejectCouponEffect => ({
  campaignId,
  effectType: 'rejectCoupon',
  props: { value, rejectionReason: 'CouponNotFound' },
});
const discount: SetDiscountEffect = {
  campaignId: 7,
  effectType: 'setDiscount',
  props: { name: '10% off', value: 5.5 },
};

describe('toSessionCartItems', () => {
  it('maps a line to the session item with the lower price and the variant as tmp_variant_id', () => {
    expect(toSessionCartItems([dress])).toEqual([
      {
        name: 'Ditsy Floral Dress',
        sku: '204512-BLK-10-R',
        quantity: 2,
        price: 40,
        attributes: { product_id: 101, tmp_variant_id: 9001 },
      },
    ]);
  });

  it('uses the list price when the sale price is missing, 0 or higher', () => {
    const prices = [
      { ...dress, sale_price: undefined },
      { ...dress, sale_price: null },
      { ...dress, sale_price: 0 },
      { ...dress, sale_price: 60 },
      { ...dress, sale_price: 54.99 },
    ].map((line) => toSessionCartItems([line])[0]?.price);
    expect(prices).toEqual([55, 55, 55, 55, 54.99]);
  });

  it('keeps the order of the lines and sends free gifts at their list price 0', () => {
    const gift = { ...dress, name: 'Free tote', sku: 'TOTE-1', quantity: 1, list_price: 0, sale_price: 0 };
    expect(toSessionCartItems([dress, gift]).map((i) => [i.sku, i.price])).toEqual([
      ['204512-BLK-10-R', 40],
      ['TOTE-1', 0],
    ]);
  });

  it('sends an empty list for an empty or missing cart', () => {
    expect(toSessionCartItems([])).toEqual([]);
    expect(toSessionCartItems(undefined)).toEqual([]);
    expect(toSessionCartItems(null)).toEqual([]);
  });

  it('does not change its input', () => {
    const lines = [{ ...dress }];
    toSessionCartItems(lines);
    expect(lines).toEqual([dress]);
  });
});

describe('sessionItemsDiffer', () => {
  const a = { sku: 'A', quantity: 1, price: 10 };
  const b = { sku: 'B', quantity: 2, price: 5.5 };

  it('is false for the same items in another order', () => {
    expect(sessionItemsDiffer([a, b], [b, a])).toBe(false);
    expect(sessionItemsDiffer([], [])).toBe(false);
  });

  it('is true when a sku, a quantity or a price differs', () => {
    expect(sessionItemsDiffer([a], [{ ...a, sku: 'C' }])).toBe(true);
    expect(sessionItemsDiffer([a], [{ ...a, quantity: 2 }])).toBe(true);
    expect(sessionItemsDiffer([a], [{ ...a, price: 10.01 }])).toBe(true);
  });

  it('compares as multisets: repeats count', () => {
    expect(sessionItemsDiffer([a, a], [a])).toBe(true);
    expect(sessionItemsDiffer([a, a, b], [a, b, b])).toBe(true);
    expect(sessionItemsDiffer([a, b, a], [a, a, b])).toBe(false);
  });

  it('ignores names and attributes, and compares prices as numbers', () => {
    const named = { ...a, name: 'Tee', attributes: { product_id: 1, tmp_variant_id: 2 } };
    expect(sessionItemsDiffer([named], [a])).toBe(false);
    expect(sessionItemsDiffer([{ ...a, price: 12.5 }], [{ ...a, price: 12.5 }])).toBe(false);
  });

  it('tells a missing price from 0', () => {
    expect(sessionItemsDiffer([{ sku: 'A', quantity: 1 }], [{ sku: 'A', quantity: 1, price: 0 }])).toBe(true);
    expect(sessionItemsDiffer([{ sku: 'A', quantity: 1 }], [{ sku: 'A', quantity: 1, price: null }])).toBe(
      false,
    );
  });

  it('keeps the fields apart whatever the sku holds', () => {
    expect(
      sessionItemsDiffer([{ sku: 'A|1', quantity: 1, price: 1 }], [{ sku: 'A', quantity: 11, price: 1 }]),
    ).toBe(true);
  });

  it('is true when one side is empty and the other is not; a missing list is empty', () => {
    expect(sessionItemsDiffer([a], [])).toBe(true);
    expect(sessionItemsDiffer([], [a])).toBe(true);
    expect(sessionItemsDiffer(undefined, [])).toBe(false);
    expect(sessionItemsDiffer(null, [a])).toBe(true);
  });

  const item = fc.record({
    sku: fc.constantFrom('A', 'B', 'C', 'D'),
    quantity: fc.integer({ min: 1, max: 5 }),
    price: fc.constantFrom(0, 5, 9.99, 10, 24.5),
  });

  it('is false for a list and any shuffle of it', () => {
    fc.assert(
      fc.property(
        fc
          .array(item, { maxLength: 8 })
          .chain((list) =>
            fc.tuple(
              fc.constant(list),
              fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
            ),
          ),
        ([list, shuffled]) => {
          expect(sessionItemsDiffer(list, shuffled)).toBe(false);
          expect(sessionItemsDiffer(shuffled, list)).toBe(false);
        },
      ),
    );
  });

  it('is true once one quantity differs', () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.integer({ min: 1, max: 3 }),
        (list, at, delta) => {
          const index = at % list.length;
          const changed = list.map((it, i) => (i === index ? { ...it, quantity: it.quantity + delta } : it));
          expect(sessionItemsDiffer(list, changed)).toBe(true);
          expect(sessionItemsDiffer(changed, list)).toBe(true);
        },
      ),
    );
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 5 }), fc.array(item, { maxLength: 5 }), (x, y) => {
        expect(sessionItemsDiffer(x, y)).toBe(sessionItemsDiffer(y, x));
      }),
    );
  });

  it('does not differ from the items of the same bag', () => {
    const items: SessionCartItemLike[] = toSessionCartItems([dress, { ...dress, sku: 'X', variant_id: 2 }]);
    expect(
      sessionItemsDiffer(items, toSessionCartItems([{ ...dress, sku: 'X', variant_id: 2 }, dress])),
    ).toBe(false);
  });
});

describe('planFreeGifts', () => {
  const paid = { id: 1, sku: 'DRESS-1', isFreeGift: false };
  const tote = { id: 2, sku: 'TOTE-1', isFreeGift: true };
  const candle = { id: 3, sku: 'CANDLE-1', isFreeGift: true };

  it('removes free-gift lines no addFreeItem effect names', () => {
    expect(planFreeGifts({ lines: [paid, tote, candle], effects: [freeItem('TOTE-1')] })).toEqual({
      remove: [3],
      add: [],
    });
  });

  it('never removes a paid line, named or not', () => {
    expect(planFreeGifts({ lines: [paid], effects: [] })).toEqual({ remove: [], add: [] });
  });

  it('adds missing free items with quantity 1 and list price 0', () => {
    expect(planFreeGifts({ lines: [paid], effects: [freeItem('TOTE-1'), discount] })).toEqual({
      remove: [],
      add: [{ sku: 'TOTE-1', quantity: 1, list_price: 0 }],
    });
  });

  it('adds nothing for a sku already in the cart, as a gift or as a paid line', () => {
    expect(planFreeGifts({ lines: [tote], effects: [freeItem('TOTE-1')] })).toEqual({ remove: [], add: [] });
    expect(planFreeGifts({ lines: [paid], effects: [freeItem('DRESS-1')] })).toEqual({ remove: [], add: [] });
  });

  it('adds a sku named by several effects once, in effect order', () => {
    expect(
      planFreeGifts({
        lines: [],
        effects: [freeItem('B', 1), freeItem('A', 2), freeItem('B', 3)],
      }).add.map((g) => g.sku),
    ).toEqual(['B', 'A']);
  });

  it('swaps one gift for another', () => {
    expect(planFreeGifts({ lines: [paid, tote], effects: [freeItem('CANDLE-1')] })).toEqual({
      remove: [2],
      add: [{ sku: 'CANDLE-1', quantity: 1, list_price: 0 }],
    });
  });

  it('ignores effects without a sku and other effect types', () => {
    const noSku = { effectType: 'addFreeItem', props: { name: 'x' } } as PromotionEffectLike;
    const emptySku = { effectType: 'addFreeItem', props: { sku: '' } } as PromotionEffectLike;
    const noProps = { effectType: 'addFreeItem' } as PromotionEffectLike;
    const other = { effectType: 'showNotification', props: { sku: 'TOTE-1' } } as PromotionEffectLike;
    expect(planFreeGifts({ lines: [tote], effects: [noSku, emptySku, noProps, other] })).toEqual({
      remove: [2],
      add: [],
    });
  });

  it('plans nothing for an empty or missing cart and effects', () => {
    expect(planFreeGifts({ lines: [], effects: [] })).toEqual({ remove: [], add: [] });
    expect(planFreeGifts({ lines: undefined, effects: null })).toEqual({ remove: [], add: [] });
  });

  it('leaves the bag holding exactly the free items the effects name', () => {
    const sku = fc.constantFrom('A', 'B', 'C', 'D');
    fc.assert(
      fc.property(
        fc.uniqueArray(sku, { maxLength: 4 }),
        fc.array(sku, { maxLength: 6 }),
        (giftSkus, effectSkus) => {
          const lines = giftSkus.map((s, i) => ({ id: i, sku: s, isFreeGift: true }));
          const plan = planFreeGifts({ lines, effects: effectSkus.map((s) => freeItem(s)) });
          const after = [
            ...lines.filter((l) => !plan.remove.includes(l.id)).map((l) => l.sku),
            ...plan.add.map((g) => g.sku),
          ];
          expect([...after].sort()).toEqual([...new Set(effectSkus)].sort());
        },
      ),
    );
  });
});

describe('shouldClearCoupons', () => {
  it('is true when a campaign rejects a coupon and accepts none', () => {
    expect(shouldClearCoupons({ couponCodes: ['SAVE10'], effects: [reject('SAVE10', 1)] })).toBe(true);
    expect(
      shouldClearCoupons({
        couponCodes: ['SAVE10', 'BAD'],
        effects: [accept('SAVE10', 1), reject('BAD', 2)],
      }),
    ).toBe(true);
  });

  it('is false when the campaign that rejected also accepted', () => {
    expect(
      shouldClearCoupons({ couponCodes: ['SAVE10'], effects: [reject('OLD', 1), accept('SAVE10', 1)] }),
    ).toBe(false);
  });

  it('is true when coupon codes are present but no coupon was accepted', () => {
    expect(shouldClearCoupons({ couponCodes: ['SAVE10'], effects: [] })).toBe(true);
    expect(shouldClearCoupons({ couponCodes: ['SAVE10'], effects: [discount, freeItem('TOTE-1')] })).toBe(
      true,
    );
    expect(shouldClearCoupons({ couponCodes: ['SAVE10'], effects: null })).toBe(true);
  });

  it('is false for accepted coupons and for no coupons at all', () => {
    expect(shouldClearCoupons({ couponCodes: ['SAVE10'], effects: [accept('SAVE10', 1), discount] })).toBe(
      false,
    );
    expect(shouldClearCoupons({ couponCodes: [], effects: [discount] })).toBe(false);
    expect(shouldClearCoupons({ couponCodes: undefined, effects: undefined })).toBe(false);
  });

  it('counts a blank code as no code', () => {
    expect(shouldClearCoupons({ couponCodes: ['', '  '], effects: [] })).toBe(false);
  });

  it('is true for a rejection even with no coupon codes sent', () => {
    expect(shouldClearCoupons({ couponCodes: [], effects: [reject('SAVE10', 3)] })).toBe(true);
  });

  it('groups effects without a campaign id together', () => {
    const r = { effectType: 'rejectCoupon', props: { value: 'X' } };
    const a = { effectType: 'acceptCoupon', props: { value: 'Y' } };
    expect(shouldClearCoupons({ couponCodes: ['Y'], effects: [r, a] })).toBe(false);
    expect(shouldClearCoupons({ couponCodes: ['Y'], effects: [r, accept('Y', 4)] })).toBe(true);
  });
});

describe('storeIntegrationIdForCurrency', () => {
  const ids = { GBP: 'uk-store', EUR: 'eu-store', USD: 'us-store' };

  it('gives the UK store for GBP, the EU store for EUR and the US store for USD', () => {
    expect(storeIntegrationIdForCurrency('GBP', ids)).toBe('uk-store');
    expect(storeIntegrationIdForCurrency('EUR', ids)).toBe('eu-store');
    expect(storeIntegrationIdForCurrency('USD', ids)).toBe('us-store');
  });

  it('reads the code in any case', () => {
    expect(storeIntegrationIdForCurrency('usd', ids)).toBe('us-store');
    expect(storeIntegrationIdForCurrency(' eur ', ids)).toBe('eu-store');
  });

  it('has no store for other or missing currencies', () => {
    expect(storeIntegrationIdForCurrency('PLN', ids)).toBeUndefined();
    expect(storeIntegrationIdForCurrency('', ids)).toBeUndefined();
    expect(storeIntegrationIdForCurrency(undefined, ids)).toBeUndefined();
    expect(storeIntegrationIdForCurrency('toString', ids)).toBeUndefined();
  });
});

describe('promotionsEnabledForLocale', () => {
  it('is true only when the configured list contains the locale code', () => {
    expect(promotionsEnabledForLocale('en', ['en', 'eu'])).toBe(true);
    expect(promotionsEnabledForLocale('us', ['en', 'eu'])).toBe(false);
    expect(promotionsEnabledForLocale('en', [])).toBe(false);
    expect(promotionsEnabledForLocale('en', undefined)).toBe(false);
  });
});

describe('assertPromotionsSession', () => {
  it('returns the effects and cart items when both lists are there', () => {
    const effects = [discount];
    const cartItems = [{ sku: 'A', quantity: 1, price: 10 }];
    expect(assertPromotionsSession({ effects, cartItems })).toEqual({ effects, cartItems });
    expect(assertPromotionsSession({ effects: [], customerSession: { cartItems: [] } })).toEqual({
      effects: [],
      cartItems: [],
    });
  });

  it.each([
    { cartItems: [] },
    { effects: [] },
    { effects: null, cartItems: [] },
    { effects: [], cartItems: {} },
    { effects: [], customerSession: null },
    null,
    'session',
  ])('throws for %j', (answer) => {
    expect(() => assertPromotionsSession(answer)).toThrow(PROMOTIONS_SESSION_ERROR);
  });
});

describe('isAddFreeItemEffect', () => {
  it('accepts an addFreeItem effect with a sku only', () => {
    expect(isAddFreeItemEffect(freeItem('TOTE-1'))).toBe(true);
    expect(isAddFreeItemEffect(discount)).toBe(false);
    expect(isAddFreeItemEffect({ effectType: 'addFreeItem', props: { sku: 3 } })).toBe(false);
    expect(isAddFreeItemEffect({ effectType: 'addFreeItem', props: null })).toBe(false);
  });
});
