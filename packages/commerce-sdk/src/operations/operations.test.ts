import { describe, expect, it } from 'vitest';
import { addressFinderOperations } from './address-finder';
import { cartOperations } from './cart';
import { catalogueOperations } from './catalogue';
import { checkoutOperations } from './checkout';
import { contentOperations } from './content';
import { customersOperations } from './customers';
import { engagementOperations } from './engagement';
import { operations } from './index';
import { liveShoppingOperations } from './live-shopping';
import { promotionsOperations } from './promotions';
import { reviewsOperations } from './reviews';
import { searchOperations } from './search';
import { siteOperations } from './site';
import { sizeFitOperations } from './size-fit';
import { stylingOperations } from './styling';
import { wishlistOperations } from './wishlist';

const areas = {
  catalogue: catalogueOperations,
  cart: cartOperations,
  customers: customersOperations,
  wishlist: wishlistOperations,
  checkout: checkoutOperations,
  engagement: engagementOperations,
  site: siteOperations,
  promotions: promotionsOperations,
  content: contentOperations,
  search: searchOperations,
  styling: stylingOperations,
  sizeFit: sizeFitOperations,
  reviews: reviewsOperations,
  addressFinder: addressFinderOperations,
  liveShopping: liveShoppingOperations,
};

describe('the operation table', () => {
  it('holds each name in one area only, and every area entry in the table', () => {
    const seen = new Map<string, string>();
    for (const [area, table] of Object.entries(areas)) {
      for (const name of Object.keys(table)) {
        expect({ name, area: seen.get(name) }).toEqual({ name, area: undefined });
        seen.set(name, area);
        expect(operations).toHaveProperty(name);
      }
    }
  });
});

describe('customer-engagement and site operations', () => {
  it('syncCustomer takes an optional customer scope and answers the customer list', () => {
    expect(operations.syncCustomer.args.parse([])).toEqual([]);
    expect(operations.syncCustomer.args.parse([{ customerId: 3 }])).toEqual([{ customerId: 3 }]);
    expect(operations.syncCustomer.args.safeParse([{ customerId: 0 }]).success).toBe(false);
    expect(operations.syncCustomer.result.parse({ data: [] })).toEqual({ data: [] });
  });

  it('updateMarketingConsent takes email, a lower-case category and accept or reject', () => {
    const args = operations.updateMarketingConsent.args;
    expect(args.parse([{ email: 'a@b.co', category: ' marketing_email ', action: 'accept' }])).toEqual([
      { email: 'a@b.co', category: 'marketing_email', action: 'accept' },
    ]);
    expect(
      args.safeParse([{ email: 'a@b.co', category: 'marketing_email', action: 'subscribe' }]).success,
    ).toBe(false);
    expect(args.safeParse([{ email: 'a@b.co', category: 'Marketing', action: 'reject' }]).success).toBe(
      false,
    );
  });

  it('updateEngagementPreferences needs at least one boolean channel', () => {
    const args = operations.updateEngagementPreferences.args;
    expect(args.parse([{ preferences: { sms: true } }])).toEqual([{ preferences: { sms: true } }]);
    expect(args.safeParse([{ preferences: {} }]).success).toBe(false);
    expect(args.safeParse([{ preferences: { email: 'yes' } }]).success).toBe(false);
    expect(
      operations.updateEngagementPreferences.result.parse({
        data: { customer_id: 1, preferences: { email: true, sms: false, post: false } },
      }),
    ).toBeTruthy();
  });

  it('notifyStockLevel needs a sku; pageExists a path from the root', () => {
    expect(operations.notifyStockLevel.args.parse([{ email: 'a@b.co', sku: ' ABC123 ' }])).toEqual([
      { email: 'a@b.co', sku: 'ABC123' },
    ]);
    expect(operations.notifyStockLevel.args.safeParse([{ email: 'a@b.co', sku: ' ' }]).success).toBe(false);
    expect(operations.pageExists.args.parse([{ path: '/eu/bag?x=1' }])).toEqual([{ path: '/eu/bag?x=1' }]);
    expect(operations.pageExists.args.safeParse([{ path: 'bag' }]).success).toBe(false);
    expect(operations.pageExists.result.safeParse({ exists: false }).success).toBe(false);
  });
});

describe('promotions engine schemas (Talon.One shapes)', () => {
  const session = {
    id: 6,
    integrationId: '0b5c6f2e-0000-4000-8000-000000000001',
    applicationId: 322,
    created: '2026-11-23T10:00:00Z',
    updated: '2026-11-23T10:05:00Z',
    profileId: 'shopper@example.com',
    storeIntegrationId: 'uk-store',
    couponCodes: ['WELCOME10', 'NOPE'],
    cartItems: [
      { name: 'Linen shirt', sku: 'ABC123-RED-M', quantity: 2, price: 25, position: 0 },
      { name: 'Gift', sku: 'FREEGIFT-1', quantity: 1, price: 0, position: 1 },
    ],
    state: 'open',
    attributes: {},
    total: 50,
    cartItemTotal: 50,
    additionalCostTotal: 0,
    updateCount: 3,
    firstSession: false,
  };
  const base = { campaignId: 10, rulesetId: 73, ruleIndex: 0, ruleName: 'Rule' };
  const effects = [
    { ...base, effectType: 'addFreeItem', props: { sku: 'FREEGIFT-1', name: 'Free gift over £50' } },
    {
      ...base,
      campaignId: 11,
      effectType: 'acceptCoupon',
      props: { value: 'WELCOME10' },
      triggeredByCoupon: 5,
    },
    {
      ...base,
      campaignId: 12,
      effectType: 'rejectCoupon',
      props: { value: 'NOPE', rejectionReason: 'CouponNotFound' },
    },
    { ...base, campaignId: 11, effectType: 'setDiscount', props: { name: '10% off', value: 5 } },
    {
      ...base,
      campaignId: 13,
      effectType: 'setDiscountPerItem',
      props: { name: '5 off #0', value: 5, position: 0, subPosition: 1 },
    },
  ];

  it('updateCustomerSession takes the spec 000 §7 payload, dry run by default', () => {
    const [parsed] = operations.updateCustomerSession.args.parse([
      {
        currencyCode: 'GBP',
        sessionId: session.integrationId,
        requestData: {
          customerSession: {
            profileId: 'shopper@example.com',
            storeIntegrationId: 'uk-store',
            couponCodes: [],
            cartItems: [
              {
                name: 'Linen shirt',
                sku: 'ABC123-RED-M',
                quantity: 1,
                price: 25,
                attributes: { product_id: 1 },
              },
            ],
          },
          responseContent: ['customerSession', 'customerProfile'],
        },
      },
    ]);
    expect(parsed.dryRun).toBe(true);
    expect(parsed.requestData.customerSession.cartItems).toHaveLength(1);
    expect(
      operations.updateCustomerSession.args.safeParse([
        {
          currencyCode: 'GBP',
          sessionId: 'x',
          requestData: { customerSession: {}, responseContent: ['all'] },
        },
      ]).success,
    ).toBe(false);
  });

  it('answers { customerSession, effects } with the five effect types of spec 000 §3', () => {
    const answer = operations.getCustomerSession.result.parse({ customerSession: session, effects });
    expect(answer.effects.map((e) => e.effectType)).toEqual([
      'addFreeItem',
      'acceptCoupon',
      'rejectCoupon',
      'setDiscount',
      'setDiscountPerItem',
    ]);
    const perItem = answer.effects[4];
    if (perItem?.effectType !== 'setDiscountPerItem') throw new Error('expected setDiscountPerItem');
    expect(perItem.props.position).toBe(0);
    const rejected = answer.effects[2];
    if (rejected?.effectType !== 'rejectCoupon') throw new Error('expected rejectCoupon');
    expect(rejected.props.rejectionReason).toBe('CouponNotFound');
    // A rejectCoupon needs its reason; setDiscountPerItem its position.
    const noReason = { ...base, effectType: 'rejectCoupon', props: { value: 'NOPE' } };
    expect(
      operations.updateCustomerSession.result.safeParse({ customerSession: session, effects: [noReason] })
        .success,
    ).toBe(false);
    const noPosition = { ...base, effectType: 'setDiscountPerItem', props: { name: 'x', value: 1 } };
    expect(
      operations.updateCustomerSession.result.safeParse({ customerSession: session, effects: [noPosition] })
        .success,
    ).toBe(false);
  });

  it('profiles carry attributes.LoyaltyOffers and pass other attributes through', () => {
    const customerProfile = {
      id: 1,
      integrationId: 'shopper@example.com',
      created: '2026-01-01T00:00:00Z',
      attributes: { LoyaltyOffers: ['offer-birthday', 'offer-free-delivery'], Tier: 'gold' },
      closedSessions: 4,
      totalSales: 320.5,
    };
    const got = operations.getCustomerProfile.result.parse({ customerProfile });
    expect(got.customerProfile.attributes.LoyaltyOffers).toEqual(['offer-birthday', 'offer-free-delivery']);
    expect(got.customerProfile.attributes.Tier).toBe('gold');
    expect(operations.updateCustomerProfile.result.parse({ customerProfile, effects: [] }).effects).toEqual(
      [],
    );
    expect(operations.getCustomerProfile.args.parse(['EUR', 'shopper@example.com'])).toEqual([
      'EUR',
      'shopper@example.com',
    ]);
    expect(operations.updateCustomerProfile.args.parse(['USD', 'a@b.co', {}])).toEqual(['USD', 'a@b.co', {}]);
    expect(operations.updateCustomerProfile.args.safeParse(['PLN', 'a@b.co', {}]).success).toBe(false);
  });

  it('removeAllBCPromotionsAndCoupons takes the cart and reads only its id', () => {
    expect(
      operations.removeAllBCPromotionsAndCoupons.args.parse([{ id: 'cart-1', coupons: [], line_items: {} }]),
    ).toEqual([{ id: 'cart-1' }]);
    expect(operations.removeAllBCPromotionsAndCoupons.args.safeParse([{}]).success).toBe(false);
  });
});
