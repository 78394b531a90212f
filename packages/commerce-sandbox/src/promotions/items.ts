import type { PromotionsCartItem } from '@wardrobe/commerce-sdk';
import { isFreeGift, toMinorUnits } from '@wardrobe/domain-rules';
import { catalogueCache } from '../operations/catalogue/cache';
import type { SandboxDb } from '../operations/context';
import type { BasketItem } from './evaluate';
import type { CompiledRules, PromotionCurrency } from './rules';

/** A session cart item as the engine answers and stores it: as sent, with its `position` (and a category). */
export type SessionCartItem = PromotionsCartItem & { position: number };

/**
 * The basket of a session's cart items. The storefront sends name, sku, quantity, price and the attributes
 * `product_id` and `tmp_variant_id` (domain-rules `toSessionCartItems`), no category: the product's categories
 * come from the catalogue (its read cache), by `product_id`, else by the item's sku (a variant's or a product's).
 * Readings:
 * - an item whose product is unknown is in no category, unless it was sent with a `category` that is a
 *   category address (`/womens/clothing/knitwear/`), which counts with its ancestors;
 * - the answered item gets `category`, when it was sent without one: the deepest category of its product;
 * - a missing price is 0 (Talon.One reads a missing price so);
 * - a free gift (custom field freegift) is not part of the basket the conditions compare with.
 */
export async function sessionBasket(
  db: SandboxDb,
  rules: CompiledRules,
  currency: PromotionCurrency,
  sent: readonly PromotionsCartItem[],
): Promise<{ items: BasketItem[]; cartItems: SessionCartItem[] }> {
  const productIds = sent.map((item) => productIdOf(item));
  const unknownSkus = sent.filter((_, i) => productIds[i] === undefined).map((item) => item.sku);
  const bySku = new Map<string, number>();
  if (unknownSkus.length > 0) {
    const rows = await db
      .selectFrom('variants')
      .select(['sku', 'product_id'])
      .where('sku', 'in', unknownSkus)
      .unionAll(db.selectFrom('products').select(['sku', 'id as product_id']).where('sku', 'in', unknownSkus))
      .execute();
    for (const row of rows) bySku.set(row.sku, row.product_id);
  }
  const ids = sent.map((item, i) => productIds[i] ?? bySku.get(item.sku));
  const records = await catalogueCache(db).records(
    db,
    ids.filter((id): id is number => id !== undefined),
    currency,
  );
  const items: BasketItem[] = [];
  const cartItems: SessionCartItem[] = [];
  sent.forEach((item, position) => {
    const id = ids[position];
    const product = id === undefined ? undefined : records.get(id)?.product;
    let categoryIds: readonly number[] = product?.categories ?? [];
    if (!product && item.category) categoryIds = withAncestors(item.category, rules.categoryIds);
    const { position: _ignored, ...rest } = item as SessionCartItem;
    const category = item.category ?? deepest(categoryIds, rules.categoryUrls);
    cartItems.push({ ...rest, ...(category ? { category } : {}), position });
    items.push({
      position,
      sku: item.sku,
      quantity: item.quantity,
      priceMinor: toMinorUnits(item.price ?? 0),
      categoryIds,
      freeGift: isFreeGift(product?.custom_fields),
    });
  });
  return { items, cartItems };
}

/** The `product_id` attribute, as a number or a numeric string (the spec's ids travel either way). */
function productIdOf(item: PromotionsCartItem): number | undefined {
  const raw = item.attributes?.product_id;
  const id = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A category address and its ancestors' (`/a/b/` is in `/a/` too), as ids; unknown addresses give none. */
function withAncestors(url: string, urlIds: ReadonlyMap<string, number>): number[] {
  const parts = url.split('/').filter(Boolean);
  const found: number[] = [];
  for (let n = 1; n <= parts.length; n += 1) {
    const id = urlIds.get(`/${parts.slice(0, n).join('/')}/`);
    if (id !== undefined) found.push(id);
  }
  return found;
}

/** The deepest category's address (the one with most segments; ties: the first). */
function deepest(categoryIds: readonly number[], urls: ReadonlyMap<number, string>): string | undefined {
  let best: string | undefined;
  let depth = 0;
  for (const id of categoryIds) {
    const url = urls.get(id);
    if (!url) continue;
    let segments = 0;
    for (const char of url) if (char === '/') segments += 1;
    if (segments > depth) [best, depth] = [url, segments];
  }
  return best;
}
