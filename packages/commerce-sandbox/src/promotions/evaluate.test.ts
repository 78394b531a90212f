import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productBadges } from './badges';
import { type BasketItem, evaluateBasket, ONE_COUPON_DETAILS } from './evaluate';
import {
  type CompiledRules,
  defaultRulesFile,
  promotionRulesFileSchema,
  readRulesFile,
  resolveRules,
} from './rules';

// Pure tests of the rule engine and the badges, on small rules files written here (and on the shipped one).
const CATEGORIES = [
  { id: 1, url: '/womens/' },
  { id: 2, url: '/womens/knitwear/' },
  { id: 3, url: '/home/' },
];
const APPLICATIONS = [
  { currency: 'GBP', id: 1, name: 'UK', store: 'uk' },
  { currency: 'EUR', id: 2, name: 'EU', store: 'eu' },
  { currency: 'USD', id: 3, name: 'US', store: 'us' },
];
const NOW = new Date('2026-06-01T12:00:00Z');

function rules(campaigns: unknown[]): CompiledRules {
  const file = promotionRulesFileSchema.parse({ applications: APPLICATIONS, memberOffers: [], campaigns });
  return resolveRules(file, CATEGORIES, new Map([['freegift', { sku: 'GIFT-1', name: 'Tote' }]]));
}

const knit = (position: number, price: number, quantity = 1): BasketItem => ({
  position,
  sku: `KNIT-${position}`,
  quantity,
  priceMinor: Math.round(price * 100),
  categoryIds: [1, 2],
  freeGift: false,
});
const homeware = (position: number, price: number, quantity = 1): BasketItem => ({
  ...knit(position, price, quantity),
  sku: `HOME-${position}`,
  categoryIds: [3],
});

const evaluate = (
  r: CompiledRules,
  items: BasketItem[],
  couponCodes: string[] = [],
  currency = 'GBP' as const,
) => evaluateBasket(r, { currency, items, couponCodes, now: NOW });

describe('the shipped rules file', () => {
  it('is valid, and names the three offers the content entries are keyed by', async () => {
    const file = await readRulesFile(defaultRulesFile());
    expect(file.memberOffers.map((m) => m.offer)).toEqual([
      'good-stuff/offers/welcome-treat',
      'good-stuff/offers/members-fifteen',
      'good-stuff/offers/free-delivery',
    ]);
    expect(file.applications.map((a) => [a.currency, a.store])).toEqual([
      ['GBP', 'uk-store'],
      ['EUR', 'eu-store'],
      ['USD', 'us-store'],
    ]);
  });

  it('refuses a broken file with its path and every problem', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    const path = join(dir, 'rules.json');
    writeFileSync(
      path,
      JSON.stringify({
        applications: APPLICATIONS,
        memberOffers: [],
        campaigns: [
          { id: 1, name: 'A', coupon: { code: 'SAME', id: 1 }, reward: { percentOffBasket: 120 } },
          {
            id: 2,
            name: 'B',
            coupon: { code: 'same', id: 2 },
            reward: { percentOffEachItem: 10, inCategories: ['knitwear'] },
          },
        ],
      }),
    );
    const failure = readRulesFile(path);
    await expect(failure).rejects.toThrow(`The promotions rules file ${path} is not valid`);
    for (const problem of [
      'coupon code SAME is used twice',
      'at campaigns[0].reward.percentOffBasket',
      'must be a category address like /womens/',
    ]) {
      await expect(failure).rejects.toThrow(problem);
    }
  });

  it('refuses a category the catalogue does not have', () => {
    expect(() =>
      rules([{ id: 9, name: 'X', reward: { percentOffEachItem: 5, inCategories: ['/mens/'] } }]),
    ).toThrow('Promotions campaign 9 names category /mens/, which the catalogue does not have.');
  });
});

describe('evaluateBasket', () => {
  it('never lets a discount take more than what is left: items first, then the basket', () => {
    const r = rules([
      // Written first, applied after the item discount: 50% of what the knit discount left.
      { id: 1, name: 'Half off', reward: { percentOffBasket: 50 } },
      {
        id: 2,
        name: 'Knit 12 off',
        reward: { amountOffEachItem: { GBP: 12 }, inCategories: ['/womens/knitwear/'] },
      },
      { id: 3, name: 'Big money', reward: { amountOffBasket: { GBP: 100 } } },
    ]);
    const result = evaluate(r, [knit(0, 10, 2), homeware(1, 30)]);
    expect(result.effects.map((e) => [e.effectType, e.campaignId, e.props])).toEqual([
      ['setDiscount', 1, { name: 'Half off', value: 15, scope: 'cartItems' }],
      ['setDiscountPerItem', 2, { name: 'Knit 12 off', value: 20, position: 0, desiredValue: 24 }],
      ['setDiscount', 3, { name: 'Big money', value: 15, scope: 'cartItems', desiredValue: 100 }],
    ]);
    const total = [...result.itemDiscounts, ...result.basketDiscounts].reduce(
      (sum, d) => sum + d.amountMinor,
      0,
    );
    expect(total).toBe(result.basketMinor);
  });

  it('floors a percentage-discounted price to the cent (the discount is the rest)', () => {
    const r = rules([
      { id: 1, name: 'Third off', reward: { percentOffEachItem: 33, inCategories: ['/womens/'] } },
    ]);
    // 19.99 at 33% off is 13.3933, floored to 13.39: 6.60 off a unit, 19.80 off three.
    const [effect] = evaluate(r, [knit(4, 19.99, 3)]).effects;
    expect(effect?.props).toEqual({ name: 'Third off', value: 19.8, position: 4 });
  });

  it('leaves free gifts out of the basket a condition compares with, and out of item discounts', () => {
    const r = rules([
      {
        id: 1,
        name: 'Gift',
        when: { basketAtLeast: { GBP: 50 } },
        reward: { freeGift: { productMarkedBy: 'freegift' } },
      },
      { id: 2, name: 'All off', reward: { percentOffEachItem: 50, inCategories: ['/womens/'] } },
    ]);
    const gift = { ...knit(1, 60), freeGift: true };
    const result = evaluate(r, [knit(0, 49.99), gift]);
    expect(result.basketMinor).toBe(4999);
    expect(result.cartItemTotalMinor).toBe(4999 + 6000);
    expect(result.effects.map((e) => [e.effectType, e.props])).toEqual([
      ['setDiscountPerItem', { name: 'All off', value: 25, position: 0 }],
    ]);
    expect(evaluate(r, [knit(0, 50)]).effects[0]).toMatchObject({
      effectType: 'addFreeItem',
      props: { sku: 'GIFT-1', name: 'Tote' },
    });
  });

  it('checks a coupon’s dates, its campaign’s dates and currencies, and takes one coupon only', () => {
    const r = rules([
      {
        id: 1,
        name: 'Soon',
        coupon: { code: 'SOON', id: 11, startsOn: '2026-07-01' },
        reward: { percentOffBasket: 5 },
      },
      {
        id: 2,
        name: 'Old',
        coupon: { code: 'OLD', id: 12, expires: '2026-06-01' },
        reward: { percentOffBasket: 5 },
      },
      {
        id: 3,
        name: 'Later campaign',
        runs: { from: '2026-06-02T00:00:00Z' },
        coupon: { code: 'LATER', id: 13 },
        reward: { percentOffBasket: 5 },
      },
      {
        id: 4,
        name: 'Pounds only',
        coupon: { code: 'POUNDS', id: 14 },
        reward: { amountOffBasket: { GBP: 5 } },
      },
      { id: 5, name: 'Ten', coupon: { code: 'TEN', id: 15 }, reward: { percentOffBasket: 10 } },
    ]);
    const codes = ['soon', 'OLD', 'LATER', 'POUNDS', 'TEN', 'ten', '  '];
    const reasons = (currency: 'GBP' | 'EUR') =>
      evaluateBasket(r, { currency, items: [homeware(0, 100)], couponCodes: codes, now: NOW }).effects.map(
        (e) => [
          e.effectType,
          'value' in e.props && typeof e.props.value === 'string'
            ? e.props.value
            : (e.props as { name: string }).name,
          'rejectionReason' in e.props ? e.props.rejectionReason : undefined,
        ],
      );
    // An expiry is exclusive: OLD stopped working at the start of 1 June. TEN counts once.
    expect(reasons('GBP')).toEqual([
      ['rejectCoupon', 'soon', 'CouponStartDateInFuture'],
      ['rejectCoupon', 'OLD', 'CouponExpired'],
      ['rejectCoupon', 'LATER', 'CouponPartOfNotRunningCampaign'],
      ['acceptCoupon', 'POUNDS', undefined],
      ['setDiscount', 'Pounds only', undefined],
      ['rejectCoupon', 'TEN', 'CouponRejectedByCondition'],
    ]);
    expect(reasons('EUR').slice(3)).toEqual([
      ['rejectCoupon', 'POUNDS', 'CouponPartOfNotRunningCampaign'],
      ['acceptCoupon', 'TEN', undefined],
      ['setDiscount', 'Ten', undefined],
    ]);
    const second = evaluate(r, [homeware(0, 100)], ['POUNDS', 'TEN']).effects.find(
      (e) => 'value' in e.props && e.props.value === 'TEN',
    );
    expect(second?.props).toMatchObject({ details: ONE_COUPON_DETAILS });
  });

  it('gives a loyalty campaign only to a profile holding its offer', () => {
    const r = rules([
      { id: 1, name: 'Members', loyaltyOffer: 'offers/a', reward: { amountOffBasket: { GBP: 5 } } },
    ]);
    const run = (offers?: string[]) =>
      evaluateBasket(r, { currency: 'GBP', items: [homeware(0, 20)], couponCodes: [], offers, now: NOW })
        .effects;
    expect(run(undefined)).toEqual([]);
    expect(run(['offers/b'])).toEqual([]);
    expect(run(['offers/a'])).toHaveLength(1);
  });
});

describe('productBadges', () => {
  const r = rules([
    {
      id: 1,
      name: 'Knit 20',
      reward: { percentOffEachItem: 20, inCategories: ['/womens/knitwear/'] },
      badge: { colour: 'crimson' },
    },
    { id: 2, name: 'Home 3 off', reward: { amountOffEachItem: { GBP: 3 }, inCategories: ['/home/'] } },
    {
      id: 3,
      name: 'Members',
      loyaltyOffer: 'x',
      reward: { percentOffEachItem: 50, inCategories: ['/womens/'] },
    },
    {
      id: 4,
      name: 'Gift',
      when: { basketAtLeast: { GBP: 75, EUR: 85 } },
      reward: { freeGift: { productMarkedBy: 'freegift' } },
      badge: { text: 'Free gift over {basketAtLeast}', onCategories: ['/womens/'] },
    },
  ]);
  const badge = (price: Parameters<typeof productBadges>[3], currency: 'GBP' | 'EUR' = 'GBP') =>
    productBadges(r, currency, NOW, price);

  it('puts sale and percentage together in one badge, the percentage rounded down', () => {
    // 45 on sale at 31.50, then 20% off: 25.20, 44.0% off the list price.
    expect(badge({ listMinor: 4500, saleMinor: 3150, categoryIds: [1, 2], freeGift: false })).toEqual([
      { typeId: 'percentOffWasNowPrice', content: { percentage: 44, nowPrice: 25.2, colour: 'crimson' } },
      { typeId: 'microLabel', content: { text: 'Free gift over £75' } },
    ]);
    expect(badge({ listMinor: 8400, saleMinor: 5900, categoryIds: [], freeGift: false })).toEqual([
      { typeId: 'percentOffWasNowPrice', content: { percentage: 29, nowPrice: 59, colour: 'red' } },
    ]);
  });

  it('shows money off when only an amount is taken, no member discount, and nothing on a free gift', () => {
    expect(badge({ listMinor: 2000, saleMinor: null, categoryIds: [3], freeGift: false })).toEqual([
      { typeId: 'moneyOffWasNowPrice', content: { amount: 3, nowPrice: 17, colour: 'red' } },
    ]);
    // EUR has no amount for the home rule: no badge there; the label's minimum is the currency's.
    expect(badge({ listMinor: 2000, saleMinor: null, categoryIds: [1, 3], freeGift: false }, 'EUR')).toEqual([
      { typeId: 'microLabel', content: { text: 'Free gift over €85' } },
    ]);
    expect(badge({ listMinor: 1000, saleMinor: null, categoryIds: [1, 2], freeGift: true })).toEqual([]);
  });

  it('adds the product badge data’s name as a label, once', () => {
    const labels = badge({
      listMinor: 1000,
      saleMinor: null,
      categoryIds: [1],
      freeGift: false,
      badgeData: 'name:Free gift over £75,textColour:#FFF',
    });
    expect(labels).toEqual([{ typeId: 'microLabel', content: { text: 'Free gift over £75' } }]);
    expect(
      badge({
        listMinor: 1000,
        saleMinor: 0,
        categoryIds: [],
        freeGift: false,
        badgeData: 'name:Sale,textColour:#FFF,backgroundColour:#B00020',
      }),
    ).toEqual([{ typeId: 'microLabel', content: { text: 'Sale', colour: '#B00020' } }]);
  });
});
