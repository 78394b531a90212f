import type { Cart, CartLineItem } from '@wardrobe/commerce-sdk';
import type { CartPromotions } from '../db/schema';
import { type CartRow, NOT_YOUR_CART, NOW } from '../operations/cart/access';
import { forbidden, type SandboxDb } from '../operations/context';
import { type BasketItem, evaluateBasket } from './evaluate';
import { type Campaign, type PromotionCurrency, promotionRules } from './rules';

/**
 * The sandbox plays Talon.One's BigCommerce connector too: a persisted session update whose integration id is a
 * cart id applies its result to that cart (`carts.promotions`: the accepted coupons and the profile's offers),
 * and every read of the cart evaluates the rules again on the lines it has then, so the amounts stay right when
 * the bag changes (a coupon whose minimum the bag no longer meets drops off, and comes back with the items).
 * `removeAllBCPromotionsAndCoupons` clears it; the discounts come back at the next persisted session update.
 */

/** A cart line as the cart's evaluation needs it, with its answer to fill in. */
export interface CartLineForPromotions {
  item: CartLineItem;
  /** The unit price the line is charged (its sale price), in minor units. */
  priceMinor: number;
  categoryIds: readonly number[];
  freeGift: boolean;
}

/** BigCommerce's `coupon_type` of a coupon's reward. */
const COUPON_TYPES: Record<string, string> = {
  percentOffBasket: 'percentage_discount',
  amountOffBasket: 'per_total_discount',
  percentOffEachItem: 'percentage_discount',
  amountOffEachItem: 'per_item_discount',
};
const couponType = (reward: Campaign['reward']) => COUPON_TYPES[Object.keys(reward)[0] ?? ''] ?? 'promotion';

/**
 * The discounts of a cart with promotions applied, as BigCommerce reports them: a line's `discount_amount`
 * (with `discounts[]` per campaign, and `coupon_amount` for a coupon's share), the cart's `coupons` (code,
 * type, `discounted_amount`), the cart's `discount_amount` (BigCommerce: order-level discounts only, coupons and
 * item discounts excluded) and `discounts[]` (every campaign's total, coupons excluded). Answers the total of
 * every discount in minor units: `cart_amount` is `base_amount` less it.
 */
export async function discountCart(
  q: SandboxDb,
  applied: CartPromotions,
  currency: PromotionCurrency,
  lines: readonly CartLineForPromotions[],
  answer: Pick<Cart, 'coupons' | 'discounts'>,
): Promise<{ orderDiscountMinor: number; totalDiscountMinor: number }> {
  const rules = await promotionRules(q);
  // A cart answers in its own currency; a state applied in another application is not this cart's.
  if (rules.applications[currency].id !== applied.applicationId)
    return { orderDiscountMinor: 0, totalDiscountMinor: 0 };
  const items: BasketItem[] = lines.map((line, position) => ({
    position,
    sku: line.item.sku,
    quantity: line.item.quantity,
    priceMinor: line.priceMinor,
    categoryIds: line.categoryIds,
    freeGift: line.freeGift,
  }));
  const evaluation = evaluateBasket(rules, {
    currency,
    items,
    couponCodes: applied.couponCodes,
    offers: applied.profileId ? applied.offers : undefined,
    now: new Date(),
  });
  const byCampaign = new Map<number, number>();
  const add = (campaignId: number, minor: number) =>
    byCampaign.set(campaignId, (byCampaign.get(campaignId) ?? 0) + minor);
  const lineMinor = new Map<CartLineItem, { discount: number; coupon: number }>();
  let totalDiscountMinor = 0;
  for (const discount of evaluation.itemDiscounts) {
    const line = lines[discount.position];
    if (!line) continue;
    const sums = lineMinor.get(line.item) ?? { discount: 0, coupon: 0 };
    sums.discount += discount.amountMinor;
    if (discount.couponId !== undefined) sums.coupon += discount.amountMinor;
    lineMinor.set(line.item, sums);
    line.item.discounts.push({ id: discount.campaignId, discounted_amount: discount.amountMinor / 100 });
    if (discount.couponId === undefined) add(discount.campaignId, discount.amountMinor);
    totalDiscountMinor += discount.amountMinor;
  }
  for (const [item, sums] of lineMinor) {
    item.discount_amount = sums.discount / 100;
    item.coupon_amount = sums.coupon / 100;
  }
  let orderDiscountMinor = 0;
  for (const discount of evaluation.basketDiscounts) {
    totalDiscountMinor += discount.amountMinor;
    if (discount.coupon) continue;
    orderDiscountMinor += discount.amountMinor;
    add(discount.campaign.id, discount.amountMinor);
  }
  // A coupon's line: what its campaign took, item and basket discounts together.
  for (const coupon of evaluation.accepted) {
    const campaign = rules.campaigns.find((c) => c.id === coupon.campaignId);
    const minor =
      evaluation.itemDiscounts
        .filter((d) => d.couponId === coupon.id)
        .reduce((sum, d) => sum + d.amountMinor, 0) +
      evaluation.basketDiscounts
        .filter((d) => d.coupon?.id === coupon.id)
        .reduce((sum, d) => sum + d.amountMinor, 0);
    answer.coupons.push({
      id: coupon.id,
      code: coupon.code,
      coupon_type: campaign ? couponType(campaign.reward) : 'promotion',
      discounted_amount: minor / 100,
    });
  }
  for (const [id, minor] of byCampaign) answer.discounts.push({ id, discounted_amount: minor / 100 });
  return { orderDiscountMinor, totalDiscountMinor };
}

/**
 * Applies a persisted session's result to the cart of the same id, when there is one in the request's channel
 * and the session's currency (another id is a session of its own, and leaves every cart alone). A customer's
 * cart is theirs only (403, before anything is written: the caller's transaction rolls back); a guest cart,
 * anyone holding its id, as for the cart operations. The cart's version moves, so a bag write decided on it
 * before decides again.
 */
export async function applyToCart(
  trx: SandboxDb,
  who: { channelId: number; customerId: number | undefined },
  cartId: string,
  currency: PromotionCurrency,
  applied: CartPromotions | null,
): Promise<boolean> {
  const cart = await trx
    .selectFrom('carts')
    .select(['id', 'channel_id', 'currency_code', 'customer_id'])
    .where('id', '=', cartId)
    .forUpdate()
    .executeTakeFirst();
  if (!cart || cart.channel_id !== who.channelId || cart.currency_code !== currency) return false;
  assertCartOwner(cart, who.customerId);
  await setCartPromotions(trx, cart.id, applied);
  return true;
}

export function assertCartOwner(cart: Pick<CartRow, 'customer_id'>, customerId: number | undefined) {
  if (cart.customer_id !== null && cart.customer_id !== customerId) throw forbidden(NOT_YOUR_CART);
}

/** Writes (or clears, with null) what is applied to a cart, moving its version. */
export async function setCartPromotions(q: SandboxDb, cartId: string, applied: CartPromotions | null) {
  return q
    .updateTable('carts')
    .set((eb) => ({
      promotions: applied === null ? null : JSON.stringify(applied),
      version: eb('version', '+', 1),
      updated_at: NOW,
    }))
    .where('id', '=', cartId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
