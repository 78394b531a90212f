/**
 * Spec 000 §3 "Promotions customer session" and §7 "Promotions engine": the effects the promotions engine
 * (Talon.One-style) returns with a customer session. Only the fields the shop reads are typed; the engine sends
 * more (rulesetId, ruleIndex, ruleName, …), which pass through untouched.
 */

/** Fields every effect carries. `campaignId` groups the effects of one campaign (spec 000 §4 step 6). */
export interface PromotionEffectBase {
  campaignId?: number;
  rulesetId?: number;
  ruleIndex?: number;
  ruleName?: string;
  /** The id of the coupon that was evaluated when the effect fired. */
  triggeredByCoupon?: number;
}

/** `addFreeItem`: the engine asks for a free item of this sku in the cart (spec 000 §4 steps 4–5). */
export interface AddFreeItemEffectProps {
  sku: string;
  name?: string;
  desiredQuantity?: number;
}
export interface AddFreeItemEffect extends PromotionEffectBase {
  effectType: 'addFreeItem';
  props: AddFreeItemEffectProps;
}

/** `acceptCoupon`: the coupon code in `value` was accepted. */
export interface AcceptCouponEffectProps {
  value: string;
}
export interface AcceptCouponEffect extends PromotionEffectBase {
  effectType: 'acceptCoupon';
  props: AcceptCouponEffectProps;
}

/** `rejectCoupon`: the coupon code in `value` was rejected, for `rejectionReason`. */
export interface RejectCouponEffectProps {
  value: string;
  rejectionReason?: string;
  conditionIndex?: number;
  effectIndex?: number;
  details?: string;
  campaignExclusionReason?: string;
}
export interface RejectCouponEffect extends PromotionEffectBase {
  effectType: 'rejectCoupon';
  props: RejectCouponEffectProps;
}

/** `setDiscount`: a cart-level discount of `value` (major units). */
export interface SetDiscountEffectProps {
  name: string;
  value: number;
  scope?: string;
  desiredValue?: number;
}
export interface SetDiscountEffect extends PromotionEffectBase {
  effectType: 'setDiscount';
  props: SetDiscountEffectProps;
}

/** `setDiscountPerItem`: a discount of `value` on the session cart item at index `position`. */
export interface SetDiscountPerItemEffectProps {
  name: string;
  value: number;
  position: number;
  subPosition?: number;
  desiredValue?: number;
  scope?: string;
  totalDiscount?: number;
}
export interface SetDiscountPerItemEffect extends PromotionEffectBase {
  effectType: 'setDiscountPerItem';
  props: SetDiscountPerItemEffectProps;
}

/** The effects of spec 000 §3, discriminated by `effectType`. */
export type PromotionEffect =
  | AddFreeItemEffect
  | AcceptCouponEffect
  | RejectCouponEffect
  | SetDiscountEffect
  | SetDiscountPerItemEffect;

/**
 * What the rules accept: any effect as the engine sends it, including effect types the shop does not act on
 * (`showNotification`, `addLoyaltyPoints`, …). The rules read `effectType`, `campaignId` and, for
 * `addFreeItem`, `props.sku`.
 */
export interface PromotionEffectLike extends PromotionEffectBase {
  effectType: string;
  props?: unknown;
}

/** An `addFreeItem` effect with a usable sku (a non-empty string). */
export function isAddFreeItemEffect(effect: PromotionEffectLike): effect is AddFreeItemEffect {
  if (effect?.effectType !== 'addFreeItem') return false;
  const sku = (effect.props as { sku?: unknown } | null | undefined)?.sku;
  return typeof sku === 'string' && sku !== '';
}
