import type { CurrencyCode } from '../markets/markets';
import { unitPrice } from '../prices/prices';
import { isAddFreeItemEffect, type PromotionEffectLike } from './effects';

/** Ids as the commerce platform sends them (numbers), or as strings when they came through a form or a URL. */
export type PromotionsEntityId = number | string;

/** Spec 000 §3 "Line item": the fields of a bag line that the promotions session needs. */
export interface PromotionsCartLine {
  name: string;
  sku: string;
  quantity: number;
  list_price: number;
  sale_price?: number | null;
  product_id: PromotionsEntityId;
  variant_id: PromotionsEntityId;
}

/** Spec 000 §3 "Promotions customer session": one `cartItems` entry. */
export interface SessionCartItem {
  name: string;
  sku: string;
  quantity: number;
  price: number;
  attributes: { product_id: PromotionsEntityId; tmp_variant_id: PromotionsEntityId };
}

/** What `sessionItemsDiffer` compares: the engine's own items may lack a name, a price or attributes. */
export interface SessionCartItemLike {
  sku: string;
  quantity: number;
  price?: number | null;
}

/**
 * Spec 000 §3 and §4 step 3: the session's cart items for the bag lines; the price is the lower of the sale
 * and list price (`unitPrice`), and the variant travels as the `tmp_variant_id` attribute. An empty cart
 * sends an empty list.
 *
 * Reading: every line is sent, free-gift lines too (their list price is 0, so they weigh nothing): the engine
 * sees the bag as it is. A missing list counts as an empty cart.
 */
export function toSessionCartItems(
  lines: readonly PromotionsCartLine[] | null | undefined,
): SessionCartItem[] {
  return (lines ?? []).map((line) => ({
    name: line.name,
    sku: line.sku,
    quantity: line.quantity,
    price: unitPrice(line),
    attributes: { product_id: line.product_id, tmp_variant_id: line.variant_id },
  }));
}

/**
 * Spec 000 §4 step 3: the session is updated when the bag's items differ from the session's. Items are
 * compared by sku, quantity and price as multisets: order does not matter, repeats do.
 *
 * Reading: prices compare as numbers (12.5 equals 12.50; no tolerance: both sides come from the same
 * `unitPrice`); a missing price differs from every number, 0 included. A missing list counts as empty.
 */
export function sessionItemsDiffer(
  a: readonly SessionCartItemLike[] | null | undefined,
  b: readonly SessionCartItemLike[] | null | undefined,
): boolean {
  const left = a ?? [];
  const right = b ?? [];
  if (left.length !== right.length) return true;
  const counts = new Map<string, number>();
  for (const item of left) {
    const key = sessionItemKey(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const item of right) {
    const key = sessionItemKey(item);
    const count = counts.get(key) ?? 0;
    if (count === 0) return true;
    counts.set(key, count - 1);
  }
  return false;
}

function sessionItemKey(item: SessionCartItemLike): string {
  // JSON keeps the three fields apart whatever the sku holds; `-0` and `0` are one price (JSON writes both as 0).
  return JSON.stringify([item.sku, item.quantity, item.price ?? null]);
}

/** A bag line as the free-gift rule sees it (spec 000 §3: a product custom field `freegift` marks a free gift). */
export interface FreeGiftCartLine {
  id: PromotionsEntityId;
  sku: string;
  isFreeGift: boolean;
}

/** A free item to add: quantity 1 at list price 0 (spec 000 §4 step 5, §9 "Free gift"). */
export interface FreeGiftToAdd {
  sku: string;
  quantity: 1;
  list_price: 0;
}

export interface FreeGiftPlan {
  /** Ids of free-gift lines no `addFreeItem` effect asks for any more. */
  remove: PromotionsEntityId[];
  /** Free items the effects ask for that the bag does not hold yet. */
  add: FreeGiftToAdd[];
}

/**
 * Spec 000 §4 steps 4–5: free-gift lines whose sku is not in the session's `addFreeItem` effects are removed;
 * missing free items from `addFreeItem` effects are added with quantity 1 and list price 0.
 *
 * Reading: a sku is "in the cart" when any line has it, free gift or not (as the contract says); a sku named by
 * several `addFreeItem` effects is added once (the next sync sees it in the bag); an effect without a sku is
 * ignored. Lines are removed and gifts added in the order they came.
 */
export function planFreeGifts({
  lines,
  effects,
}: {
  lines: readonly FreeGiftCartLine[] | null | undefined;
  effects: readonly PromotionEffectLike[] | null | undefined;
}): FreeGiftPlan {
  const cartLines = lines ?? [];
  const freeSkus: string[] = [];
  for (const effect of effects ?? []) {
    if (isAddFreeItemEffect(effect) && !freeSkus.includes(effect.props.sku)) freeSkus.push(effect.props.sku);
  }
  const remove = cartLines
    .filter((line) => line.isFreeGift && !freeSkus.includes(line.sku))
    .map((line) => line.id);
  const add = freeSkus
    .filter((sku) => !cartLines.some((line) => line.sku === sku))
    .map((sku): FreeGiftToAdd => ({ sku, quantity: 1, list_price: 0 }));
  return { remove, add };
}

/**
 * Spec 000 §4 step 6: coupons are cleared (the session re-sent with no coupons) when a campaign has a
 * `rejectCoupon` effect and no `acceptCoupon` effect, or when the session has coupon codes but no coupon
 * was accepted.
 *
 * Reading: effects belong to the campaign of their `campaignId`; effects without one form a campaign of their
 * own. A blank coupon code is no coupon code.
 */
export function shouldClearCoupons({
  couponCodes,
  effects,
}: {
  couponCodes: readonly string[] | null | undefined;
  effects: readonly PromotionEffectLike[] | null | undefined;
}): boolean {
  const list = effects ?? [];
  const accepted = list.filter((e) => e?.effectType === 'acceptCoupon');
  const hasCodes = (couponCodes ?? []).some((code) => typeof code === 'string' && code.trim() !== '');
  if (hasCodes && accepted.length === 0) return true;
  return list.some(
    (e) => e?.effectType === 'rejectCoupon' && !accepted.some((a) => a.campaignId === e.campaignId),
  );
}

/** The engine's store integration ids of the three markets (configuration, per environment). */
export type StoreIntegrationIds = Readonly<Record<CurrencyCode, string>>;

/**
 * Spec 000 §4 "Promotions sync": the store integration id by currency: GBP gives the UK store, EUR the EU
 * store, USD the US store.
 *
 * Reading: the currency code is read in any case with spaces trimmed (`gbp` is GBP); another currency has no
 * store, so `undefined`.
 */
export function storeIntegrationIdForCurrency(currency: CurrencyCode, ids: StoreIntegrationIds): string;
export function storeIntegrationIdForCurrency(
  currency: string | null | undefined,
  ids: StoreIntegrationIds,
): string | undefined;
export function storeIntegrationIdForCurrency(
  currency: string | null | undefined,
  ids: StoreIntegrationIds,
): string | undefined {
  const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
  if (code !== 'GBP' && code !== 'EUR' && code !== 'USD') return undefined;
  return ids[code];
}

/**
 * Spec 000 §4 "Promotions sync" and spec 001 §9: the sync runs only when the promotions integration is enabled
 * for the locale code, i.e. its configured list contains the code.
 */
export function promotionsEnabledForLocale(
  localeCode: string,
  enabledLocaleCodes: readonly string[] | null | undefined,
): boolean {
  return (enabledLocaleCodes ?? []).includes(localeCode);
}

/** Spec 000 §8: the error when the engine's session answer lacks its `effects` or `cartItems` list. */
export const PROMOTIONS_SESSION_ERROR = 'Promotions session has no effects or cartItems list';

export interface PromotionsSessionState {
  effects: PromotionEffectLike[];
  cartItems: SessionCartItemLike[];
}

/**
 * Spec 000 §8: "A session with no effects list, or no cartItems list, throws." Returns the answer typed when
 * both lists are there.
 *
 * Reading: the spec gives no text, the message `PROMOTIONS_SESSION_ERROR` is ours. The lists are read from the
 * top level (`{ effects, cartItems }`) or, for `cartItems`, from `customerSession` as the engine nests it.
 */
export function assertPromotionsSession(answer: unknown): PromotionsSessionState {
  const value = (typeof answer === 'object' && answer !== null ? answer : {}) as {
    effects?: unknown;
    cartItems?: unknown;
    customerSession?: { cartItems?: unknown } | null;
  };
  const cartItems = value.cartItems ?? value.customerSession?.cartItems;
  if (!Array.isArray(value.effects) || !Array.isArray(cartItems)) throw new Error(PROMOTIONS_SESSION_ERROR);
  return { effects: value.effects, cartItems };
}
