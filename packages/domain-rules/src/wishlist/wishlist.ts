import { roundPrice } from '../prices/prices';

/** A product or variant id as the commerce platform (number) or browser storage (string) holds it. */
export type WishlistEntityId = number | string;

/** Spec 000 §4 ("A guest list lives in local storage"): the item id there is 'productId_variantId'. */
export function guestWishlistItemId(productId: WishlistEntityId, variantId: WishlistEntityId): string {
  return `${productId}_${variantId}`;
}

/** One wishlist entry as the commerce platform adds it (spec 000 §7: `items[{ product_id, variant_id }]`). */
export interface WishlistItemRef {
  product_id: WishlistEntityId;
  variant_id: WishlistEntityId;
}

/**
 * Spec 000 §4: on sign-in the guest items merge into the customer's first list. The result is what to add: the
 * guest items not already on the server list, each once, in guest order, as `{ product_id, variant_id }` only.
 * Reading: ids compare by their text, so `12` from the server and `'12'` from browser storage are the same item.
 */
export function planWishlistMerge(
  guestItems: readonly WishlistItemRef[],
  serverItems: readonly WishlistItemRef[],
): WishlistItemRef[] {
  const seen = new Set(serverItems.map((item) => guestWishlistItemId(item.product_id, item.variant_id)));
  const toAdd: WishlistItemRef[] = [];
  for (const { product_id, variant_id } of guestItems) {
    const key = guestWishlistItemId(product_id, variant_id);
    if (seen.has(key)) continue;
    seen.add(key);
    toAdd.push({ product_id, variant_id });
  }
  return toAdd;
}

/** The prices of one wishlist item (spec 000 §3: the product's price and sale price). */
export interface WishlistPricedItem {
  price: number;
  sale_price?: number | null | undefined;
}

/**
 * Spec 000 §3: the wishlist total is the sum of the prices (the sale price when present) plus the fixed shipping
 * cost, rounded to 2 decimals (spec 000 §9). A sale price counts when it is above 0 (contract).
 * Reading: a price or shipping cost that is not a finite number counts as 0, so one broken item cannot turn the
 * whole total into NaN; the shipping is added to an empty list too (the contract's sum has no exception).
 */
export function wishlistTotal(items: readonly WishlistPricedItem[], shipping: number): number {
  let total = finiteOrZero(shipping);
  for (const item of items) {
    const sale = item.sale_price;
    total += typeof sale === 'number' && sale > 0 && Number.isFinite(sale) ? sale : finiteOrZero(item.price);
  }
  return roundPrice(total);
}

function finiteOrZero(n: number | null | undefined): number {
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}
