import { randomUUID } from 'node:crypto';
import { type CartLineItemRequest, type CartOptionSelection, CommerceError } from '@wardrobe/commerce-sdk';
import {
  CURRENTLY_UNAVAILABLE_MESSAGE,
  checkQuantity,
  EMAIL_ERROR,
  isFreeGift,
  isValidEmail,
  requiredMessage,
  toMinorUnits,
} from '@wardrobe/domain-rules';
import { sql } from 'kysely';
import { badRequest, notFound, type SandboxDb } from '../context';
import { type CartRow, LINE_CREATED_AT, NOW } from './access';

/** 422: the request is well formed but the shop refuses it (BigCommerce answers cart refusals with 422). */
export const unprocessable = (message: string) => new CommerceError(message, 422);

export const FREE_GIFT_LIST_PRICE = 'A free gift is added at a list price of 0.';
export const FREE_GIFT_QUANTITY = 'A free gift is limited to a quantity of 1.';
export const GIFT_CARD_AMOUNT = 'A gift card amount must be above 0.';
export const LIST_PRICE_REFUSED = 'A list price can only be set for a free gift or a gift card.';

/** A stored line, as the write path needs it. */
export interface LineRow {
  id: string;
  product_id: number;
  variant_id: number;
  quantity: number;
  list_price_minor: number | null;
  option_selections: CartOptionSelection[];
}

interface ProductFacts {
  id: number;
  inventory_tracking: 'none' | 'product' | 'variant';
  inventory_level: number;
  purchasing_disabled: boolean;
  freeGift: boolean;
  /** Reading: a product with modifiers is a gift card (the spec's only modifiers are the gift ones, §3). */
  giftCard: boolean;
  modifiers: { id: number; display_name: string; required: boolean }[];
  optionIds: Set<number>;
}

interface VariantFacts {
  id: number;
  product_id: number;
  inventory_level: number;
  purchasing_disabled: boolean;
  priced: boolean;
}

export async function loadLines(trx: SandboxDb, cartId: string): Promise<LineRow[]> {
  return trx
    .selectFrom('cart_line_items')
    .select(['id', 'product_id', 'variant_id', 'quantity', 'list_price_minor', 'option_selections'])
    .where('cart_id', '=', cartId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** What the rules need to know about the products and variants of a request: a handful of queries in all. */
async function loadFacts(
  trx: SandboxDb,
  productIds: number[],
  variantIds: number[],
  currency: CartRow['currency_code'],
) {
  const products = new Map<number, ProductFacts>();
  const variants = new Map<number, VariantFacts>();
  if (productIds.length === 0) return { products, variants };
  const [productRows, variantRows, modifierRows, optionRows, fieldRows] = await Promise.all([
    trx
      .selectFrom('products')
      .select(['id', 'inventory_tracking', 'inventory_level', 'purchasing_disabled'])
      .where('id', 'in', productIds)
      // Reading: a hidden product is not in the catalogue, so it is "absent" (404) like a missing one.
      .where('is_visible', '=', true)
      .execute(),
    variantIds.length === 0
      ? []
      : trx
          .selectFrom('variants as v')
          .leftJoin('variant_prices as vp', (join) =>
            join.onRef('vp.variant_id', '=', 'v.id').on('vp.currency_code', '=', currency),
          )
          .select(['v.id', 'v.product_id', 'v.inventory_level', 'v.purchasing_disabled', 'vp.price_minor'])
          .where('v.id', 'in', variantIds)
          .execute(),
    trx
      .selectFrom('product_modifiers')
      .select(['id', 'product_id', 'display_name', 'required'])
      .where('product_id', 'in', productIds)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('product_options')
      .select(['id', 'product_id'])
      .where('product_id', 'in', productIds)
      .execute(),
    trx
      .selectFrom('product_custom_fields')
      .select(['product_id', 'name', 'value'])
      .where('product_id', 'in', productIds)
      .execute(),
  ]);
  for (const p of productRows) {
    const modifiers = modifierRows.filter((m) => m.product_id === p.id);
    products.set(p.id, {
      ...p,
      freeGift: isFreeGift(fieldRows.filter((f) => f.product_id === p.id)),
      giftCard: modifiers.length > 0,
      modifiers,
      optionIds: new Set(optionRows.filter((o) => o.product_id === p.id).map((o) => o.id)),
    });
  }
  for (const v of variantRows) variants.set(v.id, { ...v, priced: v.price_minor !== null });
  return { products, variants };
}

/** Stock that applies (spec 000 §4): the variant's for variant tracking, the product's for product tracking. */
function stockLimit(product: ProductFacts, variant: VariantFacts): number {
  if (product.inventory_tracking === 'none') return Number.POSITIVE_INFINITY;
  return product.inventory_tracking === 'product' ? product.inventory_level : variant.inventory_level;
}

/** Quantity of the same stock unit on the cart's other lines (gift lines of one variant differ by answers). */
function quantityElsewhere(lines: LineRow[], product: ProductFacts, variant: VariantFacts, lineId?: string) {
  return lines
    .filter((l) => l.id !== lineId)
    .filter((l) =>
      product.inventory_tracking === 'product' ? l.product_id === product.id : l.variant_id === variant.id,
    )
    .reduce((sum, l) => sum + l.quantity, 0);
}

/** Refuses a quantity above the stock that applies: domain-rules `checkQuantity` (spec 000 §4, §8). */
function assertStock(requested: number, inventoryLevel: number) {
  const check = checkQuantity({ requested, inventoryLevel });
  if (check.action === 'refuse') throw unprocessable(check.message);
}

function assertPurchasable(product: ProductFacts, variant: VariantFacts) {
  // Spec 000 §8 "Unavailable item: 'Currently unavailable.'": purchase-disabled, or no price in the currency.
  if (product.purchasing_disabled || variant.purchasing_disabled || !variant.priced) {
    throw unprocessable(CURRENTLY_UNAVAILABLE_MESSAGE);
  }
}

/**
 * The modifier answers of a line, checked and put in a canonical order (so equal answers merge into one line).
 * Reading: selections naming one of the product's variant options (Color/Size/Length) are dropped, the variant id
 * already says them; any other id is refused (400); an empty optional answer is dropped; a required modifier needs
 * an answer (spec 000 §4 "a required modifier is empty"), and an answer to a modifier named "…email" must be a valid
 * email (§4 "gift card recipient or sender email is invalid"), both 422 with the forms' texts.
 */
function normaliseSelections(product: ProductFacts, selections: CartOptionSelection[] = []) {
  const kept = new Map<number, string | number>();
  for (const { option_id, option_value } of selections) {
    if (product.optionIds.has(option_id)) continue;
    if (!product.modifiers.some((m) => m.id === option_id)) {
      throw badRequest(`Option ${option_id} is not a modifier of product ${product.id}.`);
    }
    if (kept.has(option_id)) throw badRequest(`Option ${option_id} is selected more than once.`);
    if (String(option_value).trim() !== '') kept.set(option_id, option_value);
  }
  for (const modifier of product.modifiers) {
    const answer = kept.get(modifier.id);
    if (answer === undefined) {
      if (modifier.required) throw unprocessable(requiredMessage(modifier.display_name));
      continue;
    }
    if (/email$/i.test(modifier.display_name.trim()) && !isValidEmail(String(answer).trim())) {
      throw unprocessable(EMAIL_ERROR);
    }
  }
  return [...kept]
    .sort(([a], [b]) => a - b)
    .map(([option_id, option_value]) => ({ option_id, option_value }));
}

/**
 * `list_price` (spec 000 §7 "list_price for free gifts"). Reading: honoured only for a free-gift product (custom
 * field freegift), whose line is always at 0 (spec 000 §9 "Free gift: quantity 1, price 0", with or without the
 * argument), and for a gift card (its chosen amount, above 0); for any other product it is refused (422), so no
 * shopper can set their own price.
 */
function listPriceMinor(product: ProductFacts, listPrice: number | undefined): number | null {
  if (product.freeGift) {
    if (listPrice !== undefined && listPrice !== 0) throw unprocessable(FREE_GIFT_LIST_PRICE);
    return 0;
  }
  if (listPrice === undefined) return null;
  if (!product.giftCard) throw unprocessable(LIST_PRICE_REFUSED);
  const minor = toMinorUnits(listPrice);
  if (!(minor > 0)) throw unprocessable(GIFT_CARD_AMOUNT);
  return minor;
}

const selectionKey = (selections: CartOptionSelection[]) => JSON.stringify(selections);

/**
 * Adds lines to a cart whose row the caller has locked (spec 000 §7 "Add items"), in the caller's transaction:
 * a line of the same variant, the same modifier answers and the same set list price takes the quantity (merge);
 * the total of the stock unit in the bag must stay within stock, else 422 and nothing of the request is kept.
 */
export async function addLines(trx: SandboxDb, cart: CartRow, items: CartLineItemRequest[]): Promise<void> {
  const lines = await loadLines(trx, cart.id);
  const { products, variants } = await loadFacts(
    trx,
    [...new Set(items.map((i) => i.product_id))],
    [...new Set(items.map((i) => i.variant_id))],
    cart.currency_code,
  );
  for (const item of items) {
    const product = products.get(item.product_id);
    if (!product) throw notFound(`Product ${item.product_id} not found.`);
    const variant = variants.get(item.variant_id);
    if (!variant || variant.product_id !== product.id) {
      throw notFound(`Variant ${item.variant_id} of product ${item.product_id} not found.`);
    }
    assertPurchasable(product, variant);
    const selections = normaliseSelections(product, item.option_selections);
    const listPrice = listPriceMinor(product, item.list_price);
    const key = selectionKey(selections);
    const existing = lines.find(
      (l) =>
        l.variant_id === variant.id &&
        l.list_price_minor === listPrice &&
        selectionKey(l.option_selections) === key,
    );
    // Reading: a free gift's line holds 1 whatever is asked, so adding it twice (two promotion syncs) is harmless.
    const quantity = product.freeGift ? 1 : (existing?.quantity ?? 0) + item.quantity;
    assertStock(
      quantityElsewhere(lines, product, variant, existing?.id) + quantity,
      stockLimit(product, variant),
    );
    if (existing) {
      if (existing.quantity !== quantity) {
        await trx.updateTable('cart_line_items').set({ quantity }).where('id', '=', existing.id).execute();
        existing.quantity = quantity;
      }
      continue;
    }
    const line: LineRow = {
      id: randomUUID(),
      product_id: product.id,
      variant_id: variant.id,
      quantity,
      list_price_minor: listPrice,
      option_selections: selections,
    };
    await trx
      .insertInto('cart_line_items')
      .values({
        ...line,
        cart_id: cart.id,
        // JSON text cast in SQL: the pg driver would send a JS array as a Postgres array, not as jsonb.
        option_selections: sql<CartOptionSelection[]>`cast(${JSON.stringify(selections)} as jsonb)`,
        created_at: LINE_CREATED_AT,
      })
      .execute();
    lines.push(line);
  }
  await touch(trx, cart.id);
}

/**
 * Sets a line's quantity (spec 000 §7 "Update item"), in the caller's transaction on a locked cart. A quantity
 * of 0 is the caller's to handle (it removes the line). Reading: the stock check applies to any new quantity
 * (spec 000 §4 "A quantity above the variant's inventory level is refused"); purchase-disabled items may be
 * lowered but not raised.
 */
export async function setLineQuantity(
  trx: SandboxDb,
  cart: CartRow,
  lines: LineRow[],
  line: LineRow,
  quantity: number,
): Promise<void> {
  const { products, variants } = await loadFacts(
    trx,
    [line.product_id],
    [line.variant_id],
    cart.currency_code,
  );
  const product = products.get(line.product_id);
  const variant = variants.get(line.variant_id);
  // The product left the catalogue after it was added: it can be removed or lowered, not bought more of.
  if (!product || !variant) {
    if (quantity > line.quantity) throw unprocessable(CURRENTLY_UNAVAILABLE_MESSAGE);
  } else {
    if (product.freeGift && quantity > 1) throw unprocessable(FREE_GIFT_QUANTITY);
    if (quantity > line.quantity) assertPurchasable(product, variant);
    assertStock(quantityElsewhere(lines, product, variant, line.id) + quantity, stockLimit(product, variant));
  }
  await trx.updateTable('cart_line_items').set({ quantity }).where('id', '=', line.id).execute();
  await touch(trx, cart.id);
}

export async function touch(trx: SandboxDb, cartId: string): Promise<void> {
  await trx.updateTable('carts').set({ updated_at: NOW }).where('id', '=', cartId).execute();
}
