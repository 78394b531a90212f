import type { PromotionsEffect } from '@wardrobe/commerce-sdk';
import { percentOffPrice, toMinorUnits } from '@wardrobe/domain-rules';
import type { CompiledCampaign, CompiledRules, Money, PromotionCurrency } from './rules';

/**
 * The rule engine: pure, in minor units. It evaluates the campaigns of a rules file on one basket, as Talon.One
 * evaluates an application's campaigns on a customer session, and answers the effects in Talon.One's shapes
 * with what each discount takes. The session engine (`engine.ts`) and the cart (`cart.ts`) both use it.
 */

/** One line of the basket. `position` is its index in the list sent (`setDiscountPerItem.position`). */
export interface BasketItem {
  position: number;
  sku: string;
  quantity: number;
  /** The unit price paid (the lower of sale and list price), in minor units. */
  priceMinor: number;
  /** Every category the product is in (its category and their ancestors). */
  categoryIds: readonly number[];
  freeGift: boolean;
}

export interface BasketInput {
  currency: PromotionCurrency;
  items: readonly BasketItem[];
  couponCodes: readonly string[];
  /** The profile's `LoyaltyOffers`; undefined without a profile. */
  offers?: readonly string[] | undefined;
  now: Date;
}

export interface ItemDiscount {
  position: number;
  campaignId: number;
  amountMinor: number;
  couponId?: number | undefined;
}

export interface BasketDiscount {
  campaign: CompiledCampaign;
  amountMinor: number;
  coupon?: { id: number; code: string } | undefined;
}

export interface Evaluation {
  effects: PromotionsEffect[];
  accepted: { id: number; code: string; campaignId: number }[];
  itemDiscounts: ItemDiscount[];
  basketDiscounts: BasketDiscount[];
  /** Every item at its price, before discounts (Talon.One `cartItemTotal`). */
  cartItemTotalMinor: number;
  /** The basket conditions compare with: items without free gifts, before discounts. */
  basketMinor: number;
}

/** Talon.One `RejectCouponEffectProps.rejectionReason` values this engine gives. */
export type RejectionReason =
  | 'CouponNotFound'
  | 'CouponExpired'
  | 'CouponStartDateInFuture'
  | 'CouponPartOfNotRunningCampaign'
  | 'CouponRejectedByCondition';

/** Reading: one coupon per basket; the second that would work is rejected with this detail. */
export const ONE_COUPON_DETAILS = 'Only one coupon can be used at a time.';

export const moneyIn = (value: Money | undefined, currency: PromotionCurrency): number | undefined => {
  const major = value?.[currency];
  return major === undefined ? undefined : toMinorUnits(major);
};

/** A campaign is running at `now` between its `runs` dates (from inclusive, until exclusive). */
export function isRunning(campaign: CompiledCampaign, now: Date): boolean {
  const { from, until } = campaign.runs ?? {};
  return (!from || now >= from) && (!until || now < until);
}

/** A campaign runs in a currency only when every amount it names (condition, reward) has that currency. */
export function runsIn(campaign: CompiledCampaign, currency: PromotionCurrency): boolean {
  const { reward, when } = campaign;
  if (when?.basketAtLeast && moneyIn(when.basketAtLeast, currency) === undefined) return false;
  if ('amountOffBasket' in reward) return moneyIn(reward.amountOffBasket, currency) !== undefined;
  if ('amountOffEachItem' in reward) return moneyIn(reward.amountOffEachItem, currency) !== undefined;
  return true;
}

/** For everyone (no coupon, no offer), running now, in this currency: what product badges may promise. */
export function isAutomatic(campaign: CompiledCampaign, currency: PromotionCurrency, now: Date): boolean {
  return !campaign.coupon && !campaign.loyaltyOffer && isRunning(campaign, now) && runsIn(campaign, currency);
}

/** An item in the reward's categories (free gifts never are: they are free already). */
export function itemQualifies(campaign: CompiledCampaign, categoryIds: readonly number[], freeGift: boolean) {
  if (freeGift || !campaign.categoryIds) return false;
  const wanted = campaign.categoryIds;
  return categoryIds.some((id) => wanted.has(id));
}

/**
 * The unit price after an item reward, in minor units: a percentage is floored to the cent (spec 000 §9
 * "Percentage-discounted price: floored to 2 decimals", domain-rules `percentOffPrice`); an amount takes at
 * most the price.
 */
export function priceAfterItemReward(
  campaign: CompiledCampaign,
  currency: PromotionCurrency,
  priceMinor: number,
): number {
  const { reward } = campaign;
  if ('percentOffEachItem' in reward) {
    return toMinorUnits(percentOffPrice(priceMinor / 100, reward.percentOffEachItem));
  }
  if ('amountOffEachItem' in reward) {
    return Math.max(0, priceMinor - (moneyIn(reward.amountOffEachItem, currency) ?? 0));
  }
  return priceMinor;
}

const major = (minor: number) => minor / 100;
const normalCode = (code: string) => code.trim().toUpperCase();

type CouponDecision =
  | { code: string; accepted: true }
  | { code: string; accepted: false; reason: RejectionReason; details?: string; conditionIndex?: number };

/**
 * Evaluates the rules on a basket. Readings (the rules file says them in words too):
 * - Conditions compare with the basket before any discount, free gifts left out; a minimum is "at least".
 * - Coupon codes match whatever their case; the effect carries the code as entered. A code entered twice counts
 *   once. One coupon per basket: the first entered that works is accepted, a later one that would work is
 *   rejected (`CouponRejectedByCondition`, `ONE_COUPON_DETAILS`).
 * - A coupon is checked for, in order: unknown (`CouponNotFound`), past its expiry (`CouponExpired`), before its
 *   start (`CouponStartDateInFuture`), campaign not running now or not in this currency
 *   (`CouponPartOfNotRunningCampaign`), condition not met (`CouponRejectedByCondition`, `conditionIndex` 0).
 * - Item discounts apply first, then basket discounts, each kind in file order; each takes at most what is left
 *   of the prices it applies to, so the discounts never exceed the basket. A percentage of the basket is taken
 *   from what is left after the item discounts. Discounts of 0 give no effect.
 * - A percentage off an item discounts each unit to `percentOffPrice` (floored to the cent); the line's effect
 *   carries the whole line's discount (`value`), the uncapped one as `desiredValue` when it was capped.
 * - Effects come in file order of their campaigns (a coupon's `acceptCoupon` before its discount), then the
 *   `CouponNotFound` rejections (campaign id 0: they belong to no campaign).
 */
export function evaluateBasket(rules: CompiledRules, input: BasketInput): Evaluation {
  const { currency, now } = input;
  const items = [...input.items].sort((a, b) => a.position - b.position);
  let cartItemTotalMinor = 0;
  let basketMinor = 0;
  for (const item of items) {
    const line = item.priceMinor * item.quantity;
    cartItemTotalMinor += line;
    if (!item.freeGift) basketMinor += line;
  }
  const conditionMet = (campaign: CompiledCampaign) => {
    const minimum = moneyIn(campaign.when?.basketAtLeast, currency);
    return minimum === undefined || basketMinor >= minimum;
  };

  // Coupons first: which is accepted decides which campaigns fire.
  const byCode = new Map<string, CompiledCampaign>();
  for (const campaign of rules.campaigns)
    if (campaign.coupon) byCode.set(normalCode(campaign.coupon.code), campaign);
  const decisions = new Map<number, CouponDecision>();
  const notFound: string[] = [];
  const seen = new Set<string>();
  let acceptedCode: string | undefined;
  for (const raw of input.couponCodes) {
    const code = raw.trim();
    if (code === '' || seen.has(normalCode(code))) continue;
    seen.add(normalCode(code));
    const campaign = byCode.get(normalCode(code));
    if (!campaign?.coupon) {
      notFound.push(code);
      continue;
    }
    const { expires, startsOn } = campaign.coupon;
    let decision: CouponDecision;
    if (expires && now >= expires) decision = { code, accepted: false, reason: 'CouponExpired' };
    else if (startsOn && now < startsOn)
      decision = { code, accepted: false, reason: 'CouponStartDateInFuture' };
    else if (!isRunning(campaign, now) || !runsIn(campaign, currency)) {
      decision = { code, accepted: false, reason: 'CouponPartOfNotRunningCampaign' };
    } else if (!conditionMet(campaign)) {
      const minimum = moneyIn(campaign.when?.basketAtLeast, currency) ?? 0;
      decision = {
        code,
        accepted: false,
        reason: 'CouponRejectedByCondition',
        conditionIndex: 0,
        details: `The basket must be at least ${major(minimum).toFixed(2)} ${currency}.`,
      };
    } else if (acceptedCode !== undefined) {
      decision = { code, accepted: false, reason: 'CouponRejectedByCondition', details: ONE_COUPON_DETAILS };
    } else {
      decision = { code, accepted: true };
      acceptedCode = code;
    }
    decisions.set(campaign.id, decision);
  }

  // The campaigns that fire, in file order.
  const firing: CompiledCampaign[] = [];
  for (const campaign of rules.campaigns) {
    if (campaign.coupon) {
      if (decisions.get(campaign.id)?.accepted) firing.push(campaign);
      continue;
    }
    if (!isRunning(campaign, now) || !runsIn(campaign, currency)) continue;
    if (campaign.loyaltyOffer && !input.offers?.includes(campaign.loyaltyOffer)) continue;
    if (conditionMet(campaign)) firing.push(campaign);
  }

  // Item discounts, then basket discounts, on what is left.
  const left = new Map(items.map((item) => [item.position, item.priceMinor * item.quantity]));
  const itemEffects = new Map<number, PromotionsEffect[]>();
  const itemDiscounts: ItemDiscount[] = [];
  for (const campaign of firing) {
    if (!campaign.categoryIds) continue;
    const effects: PromotionsEffect[] = [];
    for (const item of items) {
      if (!itemQualifies(campaign, item.categoryIds, item.freeGift)) continue;
      const possible =
        (item.priceMinor - priceAfterItemReward(campaign, currency, item.priceMinor)) * item.quantity;
      // An amount off more than the price is wanted in full (`desiredValue`), and takes the price.
      const { reward } = campaign;
      const desired =
        'amountOffEachItem' in reward
          ? (moneyIn(reward.amountOffEachItem, currency) ?? 0) * item.quantity
          : possible;
      const available = left.get(item.position) ?? 0;
      const value = Math.min(possible, available);
      if (value <= 0) continue;
      left.set(item.position, available - value);
      const couponId = campaign.coupon?.id;
      itemDiscounts.push({ position: item.position, campaignId: campaign.id, amountMinor: value, couponId });
      effects.push({
        ...effectBase(campaign),
        effectType: 'setDiscountPerItem',
        props: {
          name: campaign.name,
          value: major(value),
          position: item.position,
          ...(value < desired ? { desiredValue: major(desired) } : {}),
        },
      });
    }
    itemEffects.set(campaign.id, effects);
  }
  let basketLeft = 0;
  for (const item of items) if (!item.freeGift) basketLeft += left.get(item.position) ?? 0;
  const basketEffects = new Map<number, PromotionsEffect[]>();
  const basketDiscounts: BasketDiscount[] = [];
  for (const campaign of firing) {
    const { reward } = campaign;
    let desired: number;
    if ('percentOffBasket' in reward) {
      desired = basketLeft - toMinorUnits(percentOffPrice(major(basketLeft), reward.percentOffBasket));
    } else if ('amountOffBasket' in reward) {
      desired = moneyIn(reward.amountOffBasket, currency) ?? 0;
    } else continue;
    const value = Math.min(desired, basketLeft);
    if (value <= 0) continue;
    basketLeft -= value;
    const coupon = campaign.coupon && { id: campaign.coupon.id, code: campaign.coupon.code };
    basketDiscounts.push({ campaign, amountMinor: value, coupon });
    basketEffects.set(campaign.id, [
      {
        ...effectBase(campaign),
        effectType: 'setDiscount',
        props: {
          name: campaign.name,
          value: major(value),
          scope: 'cartItems',
          ...(value < desired ? { desiredValue: major(desired) } : {}),
        },
      },
    ]);
  }

  const effects: PromotionsEffect[] = [];
  const accepted: Evaluation['accepted'] = [];
  for (const campaign of rules.campaigns) {
    const decision = decisions.get(campaign.id);
    if (decision && campaign.coupon && !decision.accepted) {
      effects.push({
        ...effectBase(campaign),
        effectType: 'rejectCoupon',
        props: {
          value: decision.code,
          rejectionReason: decision.reason,
          ...(decision.conditionIndex !== undefined ? { conditionIndex: decision.conditionIndex } : {}),
          ...(decision.details ? { details: decision.details } : {}),
        },
      });
      continue;
    }
    if (!firing.includes(campaign)) continue;
    if (decision && campaign.coupon) {
      accepted.push({ id: campaign.coupon.id, code: campaign.coupon.code, campaignId: campaign.id });
      effects.push({ ...effectBase(campaign), effectType: 'acceptCoupon', props: { value: decision.code } });
    }
    if (campaign.gift) {
      effects.push({
        ...effectBase(campaign),
        effectType: 'addFreeItem',
        props: { sku: campaign.gift.sku, name: campaign.gift.name },
      });
    }
    effects.push(...(itemEffects.get(campaign.id) ?? []), ...(basketEffects.get(campaign.id) ?? []));
  }
  for (const code of notFound) {
    effects.push({
      campaignId: 0,
      rulesetId: 0,
      ruleIndex: 0,
      ruleName: '',
      effectType: 'rejectCoupon',
      props: { value: code, rejectionReason: 'CouponNotFound' },
    });
  }
  return { effects, accepted, itemDiscounts, basketDiscounts, cartItemTotalMinor, basketMinor };
}

/**
 * Talon.One's effect header. Reading: every campaign has one ruleset (its id is the campaign's) with one rule
 * (index 0, named as the campaign); an effect fired by a coupon carries the coupon's id.
 */
function effectBase(campaign: CompiledCampaign) {
  return {
    campaignId: campaign.id,
    rulesetId: campaign.id,
    ruleIndex: 0,
    ruleName: campaign.name,
    ...(campaign.coupon ? { triggeredByCoupon: campaign.coupon.id } : {}),
  };
}
