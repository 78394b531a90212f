import { type Checkout, type CheckoutAddress, CommerceError } from '@wardrobe/commerce-sdk';
import { toMinorUnits } from '@wardrobe/domain-rules';
import { sql } from 'kysely';
import type { CartRow } from '../cart/access';
import { readCart } from '../cart/read';
import type { SandboxDb } from '../context';
import { toMajor } from '../context';
import { availableShippingOptions, publicOption } from './shipping';

/** A consignment as stored in `checkouts.consignments` (jsonb). */
export interface StoredConsignment {
  id: string;
  address: CheckoutAddress;
  line_items: { item_id: string; quantity: number }[];
  shipping_option_id: string | null;
}

export interface CheckoutState {
  billing_address: CheckoutAddress | null;
  consignments: StoredConsignment[];
  version: number;
}

export const STALE_VERSION = 'The checkout has changed since it was read: read it again and retry.';

/** A cart line with the stock facts that apply to it (spec 000 §4: variant or product tracking, or none). */
export interface StockLine {
  id: string;
  product_id: number;
  variant_id: number;
  quantity: number;
  type: 'physical' | 'digital';
  inventory_tracking: 'none' | 'product' | 'variant';
  product_level: number;
  variant_level: number;
}

export async function loadStockLines(q: SandboxDb, cartId: string): Promise<StockLine[]> {
  return q
    .selectFrom('cart_line_items as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .select([
      'l.id',
      'l.product_id',
      'l.variant_id',
      'l.quantity',
      'p.type',
      'p.inventory_tracking',
      'p.inventory_level as product_level',
      'v.inventory_level as variant_level',
    ])
    .where('l.cart_id', '=', cartId)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
}

/**
 * The stock units of the bag above their stock: quantities summed per unit (the product for product tracking,
 * the variant for variant tracking), as the cart's own check does; untracked lines never are.
 */
export function linesAboveStock(lines: StockLine[]): StockLine[] {
  const wanted = new Map<string, number>();
  const key = (l: StockLine) =>
    l.inventory_tracking === 'product' ? `p${l.product_id}` : `v${l.variant_id}`;
  for (const l of lines) wanted.set(key(l), (wanted.get(key(l)) ?? 0) + l.quantity);
  return lines.filter((l) => {
    if (l.inventory_tracking === 'none') return false;
    const level = l.inventory_tracking === 'product' ? l.product_level : l.variant_level;
    return (wanted.get(key(l)) ?? 0) > level;
  });
}

/** The stored checkout of a cart, or an empty one (version 1) when none was written yet. */
export async function loadState(q: SandboxDb, cartId: string, lock: boolean): Promise<CheckoutState> {
  let query = q.selectFrom('checkouts').selectAll().where('cart_id', '=', cartId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return { billing_address: null, consignments: [], version: 1 };
  return {
    billing_address: row.billing_address as CheckoutAddress | null,
    consignments: row.consignments as unknown as StoredConsignment[],
    version: row.version,
  };
}

/** Writes the new state with the version bumped (BigCommerce: every checkout write bumps it). */
export async function saveState(trx: SandboxDb, cartId: string, state: CheckoutState): Promise<number> {
  const version = state.version + 1;
  // JSON text cast in SQL: the pg driver would send a JS array as a Postgres array, not as jsonb.
  const billing = sql<Record<string, unknown> | null>`cast(${
    state.billing_address === null ? null : JSON.stringify(state.billing_address)
  } as jsonb)`;
  const consignments = sql<Record<string, unknown>[]>`cast(${JSON.stringify(state.consignments)} as jsonb)`;
  await trx
    .insertInto('checkouts')
    .values({ cart_id: cartId, billing_address: billing, consignments, version })
    .onConflict((oc) => oc.column('cart_id').doUpdateSet({ billing_address: billing, consignments, version }))
    .execute();
  return version;
}

/** 409 when a version is given and is not the stored one (optimistic concurrency, BigCommerce checkouts). */
export function assertVersion(state: CheckoutState, given: number | undefined): void {
  if (given !== undefined && given !== state.version) throw new CommerceError(STALE_VERSION, 409);
}

/**
 * The checkout as the API answers it (spec 000 §3 Checkout; BigCommerce `checkout_Full`, abridged): the cart, the
 * billing address, each consignment with the options available for its destination (filtered, spec 000 §5) and
 * the selected one, and the totals in major units, summed in minor units.
 */
export async function readCheckout(
  q: SandboxDb,
  cart: CartRow,
  state: CheckoutState,
): Promise<{ checkout: Checkout; shippingMinor: number; subtotalMinor: number }> {
  const [cartAnswer, stockLines] = await Promise.all([readCart(q, cart), loadStockLines(q, cart.id)]);
  const stockSufficient = linesAboveStock(stockLines).length === 0;
  let shippingMinor = 0;
  const consignments = state.consignments.map((c) => {
    const options = availableShippingOptions(cart.currency_code, {
      channelId: cart.channel_id,
      countryCode: c.address.country_code,
      stockSufficient,
    });
    // Reading: a chosen option that the destination no longer allows (stock changed) reads as not selected.
    const selected = options.find((o) => o.id === c.shipping_option_id) ?? null;
    shippingMinor += selected?.costMinor ?? 0;
    return {
      id: c.id,
      address: c.address,
      line_item_ids: c.line_items.map((l) => l.item_id),
      available_shipping_options: options.map(publicOption),
      selected_shipping_option: selected && publicOption(selected),
      shipping_cost_inc_tax: toMajor(selected?.costMinor ?? 0),
    };
  });
  const subtotalMinor = toMinorUnits(cartAnswer.cart_amount);
  return {
    checkout: {
      id: cart.id,
      cart: cartAnswer,
      billing_address: state.billing_address,
      consignments,
      subtotal: toMajor(subtotalMinor),
      shipping_cost_total: toMajor(shippingMinor),
      grand_total: toMajor(subtotalMinor + shippingMinor),
      version: state.version,
    },
    shippingMinor,
    subtotalMinor,
  };
}
