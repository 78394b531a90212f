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
import { catalogueCache } from '../catalogue/cache';
import { badRequest, notFound, type SandboxDb } from '../context';
import type { CartRow } from './access';

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

/** What the rules need to know about the products and variants of a request, from the catalogue cache. */
async function loadFacts(
  trx: SandboxDb,
  productIds: number[],
  variantIds: number[],
  currency: CartRow['currency_code'],
) {
  const products = new Map<number, ProductFacts>();
  const variants = new Map<number, VariantFacts>();
  const records = await catalogueCache(trx).records(trx, productIds, currency);
  const wanted = new Set(variantIds);
  for (const { product, variantPrices } of records.values()) {
    // Reading: a hidden product is not in the catalogue, so it is "absent" (404) like a missing one.
    if (!product.is_visible) continue;
    const modifiers = (product.modifiers ?? []).map(({ id, display_name, required }) => ({
      id,
      display_name,
      required,
    }));
    products.set(product.id, {
      id: product.id,
      inventory_tracking: product.inventory_tracking,
      inventory_level: product.inventory_level,
      purchasing_disabled: product.purchasing_disabled,
      freeGift: isFreeGift(product.custom_fields),
      giftCard: modifiers.length > 0,
      modifiers,
      optionIds: new Set((product.options ?? []).map((o) => o.id)),
    });
    for (const v of product.variants) {
      if (!wanted.has(v.id)) continue;
      variants.set(v.id, {
        id: v.id,
        product_id: v.product_id,
        inventory_level: v.inventory_level,
        purchasing_disabled: v.purchasing_disabled,
        priced: variantPrices.has(v.id),
      });
    }
  }
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
 * A change to a cart's lines, decided in memory and written by `applyChange` in one statement: the lines after
 * it (in the cart's order), and the rows to update and to insert.
 */
export interface LinesChange {
  lines: LineRow[];
  updates: { id: string; quantity: number }[];
  inserts: LineRow[];
}

/**
 * Adds lines (spec 000 §7 "Add items") to `current`, the cart's lines as last read: a line of the same variant,
 * the same modifier answers and the same set list price takes the quantity (merge); the total of the stock unit
 * in the bag must stay within stock, else 422 and nothing of the request is kept.
 */
export async function planAdd(
  q: SandboxDb,
  cart: CartRow,
  current: readonly LineRow[],
  items: CartLineItemRequest[],
): Promise<LinesChange> {
  const lines = current.map((l) => ({ ...l }));
  const inserts: LineRow[] = [];
  const updated = new Map<string, number>();
  const { products, variants } = await loadFacts(
    q,
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
        existing.quantity = quantity;
        // A line inserted by this same request is written once, with its final quantity.
        if (!inserts.includes(existing)) updated.set(existing.id, quantity);
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
    lines.push(line);
    inserts.push(line);
  }
  return { lines, inserts, updates: [...updated].map(([id, quantity]) => ({ id, quantity })) };
}

/**
 * Sets a line's quantity (spec 000 §7 "Update item"). A quantity of 0 is the caller's to handle (it removes the
 * line). Reading: the stock check applies to any new quantity (spec 000 §4 "A quantity above the variant's
 * inventory level is refused"); purchase-disabled items may be lowered but not raised.
 */
export async function planQuantity(
  q: SandboxDb,
  cart: CartRow,
  current: readonly LineRow[],
  lineId: string,
  quantity: number,
): Promise<LinesChange> {
  const lines = current.map((l) => ({ ...l }));
  const line = lines.find((l) => l.id === lineId);
  if (!line) throw new Error(`Line ${lineId} is not in the cart.`);
  const { products, variants } = await loadFacts(q, [line.product_id], [line.variant_id], cart.currency_code);
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
  line.quantity = quantity;
  return { lines, inserts: [], updates: [{ id: line.id, quantity }] };
}

/**
 * Writes a change in ONE statement, only if the cart is still at `cart.version` (what the change was decided
 * on): it moves the cart's version and `updated_at`, updates and inserts the lines. Answers the cart row after
 * it, or `undefined` when the cart has moved on (another write came first) or is gone; then nothing was written.
 * A statement is atomic, so a change is written whole or not at all, with or without a transaction around it.
 */
export async function applyChange(
  q: SandboxDb,
  cart: CartRow,
  change: LinesChange,
): Promise<CartRow | undefined> {
  // Only the parts the change needs, so the statement stays small for the common case (one quantity).
  const parts = [
    sql`touched as (
      update carts set version = version + 1, updated_at = now()
      where id = ${cart.id} and version = ${cart.version}
      returning *
    )`,
  ];
  if (change.updates.length > 0) {
    const ids = change.updates.map((u) => u.id);
    const cases = change.updates.map((u) => sql`when ${u.id} then cast(${u.quantity} as integer)`);
    parts.push(sql`updated as (
      update cart_line_items set quantity = case id ${sql.join(cases, sql` `)} end
      where id in (${sql.join(ids)}) and cart_id in (select id from touched)
    )`);
  }
  if (change.inserts.length > 0) {
    // Lines keep the order they were added in: the statement's time, plus a microsecond per position for lines
    // added together (a later statement always has a later time).
    const rows = change.inserts.map(
      (
        line,
        position,
      ) => sql`(${line.id}, cast(${line.product_id} as integer), cast(${line.variant_id} as integer),
        cast(${line.quantity} as integer), cast(${line.list_price_minor} as integer),
        cast(${JSON.stringify(line.option_selections)} as jsonb), cast(${position} as integer))`,
    );
    parts.push(sql`inserted as (
      insert into cart_line_items
        (id, cart_id, product_id, variant_id, quantity, list_price_minor, option_selections, created_at)
      select v.id, touched.id, v.product_id, v.variant_id, v.quantity, v.list_price_minor, v.option_selections,
        statement_timestamp() + v.position * interval '1 microsecond'
      from (values ${sql.join(rows)}) as v(
        id, product_id, variant_id, quantity, list_price_minor, option_selections, position
      )
      cross join touched
    )`);
  }
  const { rows } = await sql<CartRow>`
    with ${sql.join(parts)}
    select * from touched`.execute(q);
  return rows[0];
}
