/**
 * Zod schemas and inferred types of the promotions engine (spec 000 §3 "Promotions customer session" and
 * "Promotions customer profile", §7 "Promotions engine"; spec 001 §3 Loyalty profile), in Talon.One Integration
 * API shapes (customer sessions v2, customer profiles v2, effects), which a production adapter passes through.
 * Every export is prefixed `promotions` / `Promotions` so the area never clashes with another in the barrel.
 * Money is in major units, as the engine answers.
 */
import { z } from 'zod';
import { cartIdSchema, cartSchema } from './cart';
import { idArg } from './fields';

/** Spec 000 §4: the store integration id is chosen by currency (GBP UK, EUR EU, USD US). */
export const promotionsCurrencyCodeSchema = z.enum(['GBP', 'EUR', 'USD']);
export type PromotionsCurrencyCode = z.infer<typeof promotionsCurrencyCodeSchema>;

/** The engine's integration ids (session id, profile id, store id): up to 1000 characters, as the engine allows. */
const integrationId = idArg(1000);

/** Spec 000 §4 step 2: the session id is the cart id. */
export const promotionsSessionIdSchema = integrationId;
/** Spec 000 §7 and spec 001 §7: the customer profile is looked up by the customer's email. */
export const promotionsProfileIdSchema = integrationId;

const attributes = z.record(z.string(), z.unknown());

/**
 * Spec 000 §3 session cart item: name, sku, quantity, price (the lower of sale and list price) and the
 * attributes `product_id` and `tmp_variant_id` (domain-rules `toSessionCartItems` builds them). Talon.One
 * `CartItem`: sku and quantity (≥ 1) required.
 */
export const promotionsCartItemSchema = z.object({
  name: z.string().max(1000).optional(),
  sku: z.string().min(1).max(1000),
  quantity: z.number().int().min(1).max(9999),
  price: z.number().finite().nonnegative().optional(),
  category: z.string().max(1000).optional(),
  attributes: attributes.optional(),
});
export type PromotionsCartItem = z.infer<typeof promotionsCartItemSchema>;

/** A cart item as the engine answers it: `position` is its index in the list sent (`setDiscountPerItem`). */
export const promotionsSessionCartItemSchema = promotionsCartItemSchema.extend({
  position: z.number().optional(),
  returnedQuantity: z.number().int().optional(),
  remainingQuantity: z.number().int().optional(),
});

export const PROMOTIONS_SESSION_STATES = ['open', 'closed', 'partially_returned', 'cancelled'] as const;

/** Talon.One `NewCustomerSessionV2`: what the storefront sends (spec 000 §7). */
export const promotionsNewCustomerSessionSchema = z.object({
  /** The customer's profile id; omitted for a guest. */
  profileId: z.string().max(1000).optional(),
  storeIntegrationId: z.string().min(1).max(1000).optional(),
  /** An empty list clears the session's coupons (spec 000 §4 step 6 re-sends the session with none). */
  couponCodes: z.array(z.string().max(100)).max(100).optional(),
  /** An empty cart sends an empty list (spec 000 §4 step 3). */
  cartItems: z.array(promotionsCartItemSchema).max(1000).optional(),
  state: z.enum(PROMOTIONS_SESSION_STATES).optional(),
  attributes: attributes.optional(),
});
export type PromotionsNewCustomerSession = z.infer<typeof promotionsNewCustomerSessionSchema>;

/** Talon.One `responseContent`: the parts of the state the answer should carry besides the effects. */
export const PROMOTIONS_RESPONSE_CONTENT = [
  'customerSession',
  'customerProfile',
  'coupons',
  'triggeredCampaigns',
  'referral',
  'loyalty',
  'event',
  'awardedGiveaways',
  'ruleFailureReasons',
  'previousReturns',
] as const;

/**
 * Spec 000 §7 `updateCustomerSession({ currencyCode, sessionId, dryRun, requestData.customerSession {…},
 * responseContent flags })`. Reading: `requestData` is Talon.One's `IntegrationRequest`, so the
 * `responseContent` list travels inside it, beside `customerSession`. `dryRun` defaults to true (spec 000 §9
 * "Promotions engine calls: dry-run"): a dry run evaluates the rules and stores nothing.
 */
export const promotionsUpdateCustomerSessionArgsSchema = z.object({
  currencyCode: promotionsCurrencyCodeSchema,
  sessionId: promotionsSessionIdSchema,
  dryRun: z.boolean().default(true),
  requestData: z.object({
    customerSession: promotionsNewCustomerSessionSchema,
    responseContent: z.array(z.enum(PROMOTIONS_RESPONSE_CONTENT)).max(10).optional(),
  }),
});
export type PromotionsUpdateCustomerSessionArgs = z.input<typeof promotionsUpdateCustomerSessionArgsSchema>;

/** Talon.One `CustomerSessionV2` (spec 000 §3: integrationId, couponCodes, cartItems, profileId, storeIntegrationId). */
export const promotionsCustomerSessionSchema = z.object({
  id: z.number().int(),
  /** The session id sent (the cart id). */
  integrationId: z.string(),
  applicationId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  /** Empty for a guest's session. */
  profileId: z.string(),
  storeIntegrationId: z.string().optional(),
  couponCodes: z.array(z.string()),
  cartItems: z.array(promotionsSessionCartItemSchema),
  state: z.enum(PROMOTIONS_SESSION_STATES),
  attributes,
  total: z.number(),
  cartItemTotal: z.number(),
  additionalCostTotal: z.number(),
  updateCount: z.number().int(),
  firstSession: z.boolean(),
});
export type PromotionsCustomerSession = z.infer<typeof promotionsCustomerSessionSchema>;

/** Talon.One `Effect`: the fields every effect carries; `campaignId` groups a campaign's effects (spec 000 §4). */
const effectBase = {
  campaignId: z.number().int(),
  rulesetId: z.number().int(),
  ruleIndex: z.number().int(),
  ruleName: z.string(),
  /** The id of the coupon being evaluated when the effect fired. */
  triggeredByCoupon: z.number().int().optional(),
};

/** `addFreeItem`: put one free item of this sku in the cart, list price 0 (spec 000 §4 steps 4–5). */
export const promotionsAddFreeItemEffectSchema = z.object({
  ...effectBase,
  effectType: z.literal('addFreeItem'),
  props: z.object({ sku: z.string(), name: z.string(), desiredQuantity: z.number().int().optional() }),
});

/** `acceptCoupon`: the coupon code in `value` was accepted. */
export const promotionsAcceptCouponEffectSchema = z.object({
  ...effectBase,
  effectType: z.literal('acceptCoupon'),
  props: z.object({ value: z.string() }),
});

/** `rejectCoupon`: the coupon code in `value` was rejected for `rejectionReason` (e.g. `CouponNotFound`). */
export const promotionsRejectCouponEffectSchema = z.object({
  ...effectBase,
  effectType: z.literal('rejectCoupon'),
  props: z.object({
    value: z.string(),
    rejectionReason: z.string(),
    conditionIndex: z.number().int().optional(),
    effectIndex: z.number().int().optional(),
    details: z.string().optional(),
    campaignExclusionReason: z.string().optional(),
  }),
});

/** `setDiscount`: a discount of `value` on the whole session (`scope` e.g. `sessionTotal`). */
export const promotionsSetDiscountEffectSchema = z.object({
  ...effectBase,
  effectType: z.literal('setDiscount'),
  props: z.object({
    name: z.string(),
    value: z.number(),
    scope: z.string().optional(),
    desiredValue: z.number().optional(),
  }),
});

/** `setDiscountPerItem`: a discount of `value` on the cart item at index `position` of the list sent. */
export const promotionsSetDiscountPerItemEffectSchema = z.object({
  ...effectBase,
  effectType: z.literal('setDiscountPerItem'),
  props: z.object({
    name: z.string(),
    value: z.number(),
    position: z.number(),
    subPosition: z.number().optional(),
    desiredValue: z.number().optional(),
    scope: z.string().optional(),
    totalDiscount: z.number().optional(),
  }),
});

/**
 * Spec 000 §3: the effects the shop acts on, by `effectType`. Reading: an engine's other effect types
 * (`showNotification`, `addLoyaltyPoints`, …) are not part of the answer; an adapter leaves them out.
 */
export const promotionsEffectSchema = z.discriminatedUnion('effectType', [
  promotionsAddFreeItemEffectSchema,
  promotionsAcceptCouponEffectSchema,
  promotionsRejectCouponEffectSchema,
  promotionsSetDiscountEffectSchema,
  promotionsSetDiscountPerItemEffectSchema,
]);
export type PromotionsEffect = z.infer<typeof promotionsEffectSchema>;
export type PromotionsEffectType = PromotionsEffect['effectType'];

/** Talon.One `Coupon` as `responseContent: ['coupons']` returns it (spec 000 §3 session `coupons`). */
export const promotionsCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  campaignId: z.number().int(),
  value: z.string().optional(),
  usageLimit: z.number().int().optional(),
  usageCounter: z.number().int(),
});

/**
 * Spec 000 §3 and spec 001 §3 loyalty profile: `integrationId` and `attributes.LoyaltyOffers`, the delivery keys
 * of the customer's offers (the offers panel personalises by them). Other attributes pass through.
 */
export const promotionsCustomerProfileSchema = z.object({
  id: z.number().int(),
  integrationId: z.string(),
  created: z.string(),
  attributes: z.object({ LoyaltyOffers: z.array(z.string()).optional() }).catchall(z.unknown()),
  closedSessions: z.number().int(),
  totalSales: z.number(),
  lastActivity: z.string().optional(),
});
export type PromotionsCustomerProfile = z.infer<typeof promotionsCustomerProfileSchema>;

/**
 * Talon.One `IntegrationCustomerSessionResponse` / `IntegrationStateV2`: the session and its effects (the
 * contract's `{ customerSession, effects }`), with the profile and coupons when `responseContent` asked for them.
 */
export const promotionsCustomerSessionResultSchema = z.object({
  customerSession: promotionsCustomerSessionSchema,
  effects: z.array(promotionsEffectSchema),
  customerProfile: promotionsCustomerProfileSchema.optional(),
  coupons: z.array(promotionsCouponSchema).optional(),
});
export type PromotionsCustomerSessionResult = z.infer<typeof promotionsCustomerSessionResultSchema>;

/** Spec 001 §7 getCustomerProfile: the profile (Talon.One answers it under `customerProfile`). */
export const promotionsCustomerProfileResultSchema = z.object({
  customerProfile: promotionsCustomerProfileSchema,
});
export type PromotionsCustomerProfileResult = z.infer<typeof promotionsCustomerProfileResultSchema>;

/**
 * Spec 001 §7 `updateCustomerProfile(currencyCode, email, {})`: Talon.One `CustomerProfileIntegrationRequestV2`.
 * `{}` creates the profile when absent (spec 000 §8: a lookup failing with 408 creates an empty profile).
 * `runRuleEngine` and `dry` are the engine's query options (`dry` needs `runRuleEngine`).
 */
export const promotionsUpdateCustomerProfileBodySchema = z.object({
  attributes: attributes.optional(),
  audiencesChanges: z
    .object({
      adds: z.array(z.number().int()).max(100).optional(),
      deletes: z.array(z.number().int()).max(100).optional(),
    })
    .optional(),
  runRuleEngine: z.boolean().optional(),
  dry: z.boolean().optional(),
});
export type PromotionsUpdateCustomerProfileBody = z.infer<typeof promotionsUpdateCustomerProfileBodySchema>;

/** Talon.One `CustomerProfileIntegrationResponseV2`: the profile and the effects of running the rules on it. */
export const promotionsUpdateCustomerProfileResultSchema = z.object({
  customerProfile: promotionsCustomerProfileSchema,
  effects: z.array(promotionsEffectSchema),
});
export type PromotionsUpdateCustomerProfileResult = z.infer<
  typeof promotionsUpdateCustomerProfileResultSchema
>;

/**
 * Spec 000 §7 `removeAllBCPromotionsAndCoupons(cart)`: the cart whose commerce-side promotions and coupons go
 * (spec 000 §4 Cart loading). Only its `id` is read; the rest of a whole cart sent is dropped.
 */
export const promotionsRemoveAllArgsSchema = z.object({ id: cartIdSchema });

/** The cart after its coupons and promotions went (BigCommerce cart envelope). */
export const promotionsRemoveAllResultSchema = z.object({ data: cartSchema });

/** Spec 000 §3 "Promo badge" kinds. */
export const PROMO_BADGE_TYPES = ['microLabel', 'percentOffWasNowPrice', 'moneyOffWasNowPrice'] as const;

/**
 * Spec 000 §7 "Promotions badges": per product, its badge data (spec 000 §3: comma-separated `key:value` pairs),
 * its sale price and the variants to badge. Channel, currency and the promotion applications come from the
 * channel of the request.
 */
export const promoBadgesArgsSchema = z.object({
  products: z
    .array(
      z.object({
        productId: z.number().int().positive(),
        productBadgeData: z.string().max(500).optional(),
        salePrice: z.number().finite().nonnegative().optional(),
        variantIds: z.array(z.number().int().positive()).max(250).default([]),
      }),
    )
    .min(1)
    .max(100),
});
export type PromoBadgesArgs = z.input<typeof promoBadgesArgsSchema>;
export type PromoBadgesRequest = z.output<typeof promoBadgesArgsSchema>;

/**
 * Spec 000 §3: a promo badge's content: `percentage` (percentOffWasNowPrice), `amount` (moneyOffWasNowPrice),
 * the label `text` (microLabel), its `colour` (spec 002 §9: sale badges default to red) and the `nowPrice`.
 */
export const promoBadgeSchema = z.object({
  typeId: z.enum(PROMO_BADGE_TYPES),
  content: z.object({
    text: z.string().optional(),
    percentage: z.number().optional(),
    amount: z.number().optional(),
    colour: z.string().optional(),
    nowPrice: z.number().optional(),
  }),
});
export type PromoBadge = z.infer<typeof promoBadgeSchema>;

/** Badges per product, and per variant where a variant's price differs from the product's. */
export const promoBadgesResultSchema = z.object({
  data: z.array(
    z.object({
      productId: z.number().int(),
      badges: z.array(promoBadgeSchema),
      variants: z.array(z.object({ variantId: z.number().int(), badges: z.array(promoBadgeSchema) })),
    }),
  ),
});
export type PromoBadgesResult = z.infer<typeof promoBadgesResultSchema>;
