import type { CommerceContext } from '@wardrobe/commerce-sdk';
import { type Selectable, sql, type Updateable } from 'kysely';
import type { CartsTable } from '../../db/schema';
import { cartCookieName, forbidden, notFound, type SandboxDb } from '../context';
import type { LineRow } from './lines';

export type CartRow = Selectable<CartsTable>;

/*
 * The schema's `Generated<Timestamp>` nests one ColumnType in another, so Kysely types those columns as the
 * ColumnType object itself. These typed SQL values and `toIso` keep this area compiling whether or not that is
 * changed to a plain `Timestamp` later.
 */
export const NOW = sql<NonNullable<Updateable<CartsTable>['updated_at']>>`now()`;
export const toIso = (value: unknown) => new Date(value as string | Date).toISOString();

/**
 * Cart cookie lifetime. Reading: the specs give no value ("max age from config: value not shown", spec 001 §9),
 * so it lives as long as the customer session cookie, 7 days (604800 s, spec 000 §9). httpOnly: the page never
 * needs the id itself, every cart call goes through the middleware, which reads it.
 */
export const CART_COOKIE_MAX_AGE_S = 604_800;

export const CART_NOT_FOUND = 'There is no cart with this id.';
export const LINE_NOT_FOUND = 'There is no item with this id in the cart.';
export const NOT_YOUR_CART = 'This cart belongs to another customer.';

/**
 * Finds a cart the request may use, optionally locking its row (`for update`) so that writes to one bag run one
 * after the other: concurrent adds never lose quantity and never exceed stock (issue 4, Tests).
 */
export async function findCart(
  q: SandboxDb,
  ctx: CommerceContext,
  customerId: number | undefined,
  cartId: string,
  { lock, missing = CART_NOT_FOUND }: { lock: boolean; missing?: string },
): Promise<CartRow> {
  let query = q.selectFrom('carts').selectAll().where('id', '=', cartId);
  if (lock) query = query.forUpdate();
  return allowCart(ctx, customerId, await query.executeTakeFirst(), missing);
}

/**
 * A cart and its lines as one statement saw them (one snapshot, one round trip): what an optimistic write
 * decides on (`applyChange` writes only if the cart's version is still the same).
 */
export async function findCartWithLines(
  q: SandboxDb,
  ctx: CommerceContext,
  customerId: number | undefined,
  cartId: string,
  missing: string,
): Promise<{ cart: CartRow; lines: LineRow[] }> {
  // One row per line (or one with no line), in the cart's line order: cheaper to decode than JSON built in SQL.
  const rows = await q
    .selectFrom('carts as c')
    .leftJoin('cart_line_items as l', 'l.cart_id', 'c.id')
    .selectAll('c')
    .select([
      'l.id as line_id',
      'l.product_id',
      'l.variant_id',
      'l.quantity',
      'l.list_price_minor',
      'l.option_selections',
    ])
    .where('c.id', '=', cartId)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
  const [first] = rows;
  const lines: LineRow[] = [];
  for (const row of rows) {
    if (row.line_id === null) continue;
    lines.push({
      id: row.line_id,
      product_id: row.product_id as number,
      variant_id: row.variant_id as number,
      quantity: row.quantity as number,
      list_price_minor: row.list_price_minor,
      option_selections: row.option_selections ?? [],
    });
  }
  let cart: CartRow | undefined;
  if (first) {
    const { line_id, product_id, variant_id, quantity, list_price_minor, option_selections, ...rest } = first;
    cart = rest;
  }
  return { cart: allowCart(ctx, customerId, cart, missing), lines };
}

/**
 * The access rules of a cart:
 * - A cart belongs to its channel. Reading: a cart of another channel answers 404, as if absent.
 * - A customer's cart is theirs only (403 for anyone else, guests included); a guest cart is usable by id.
 */
export function allowCart(
  ctx: CommerceContext,
  customerId: number | undefined,
  cart: CartRow | undefined,
  missing: string,
): CartRow {
  if (!cart || cart.channel_id !== ctx.channelId) throw notFound(missing);
  if (cart.customer_id !== null && cart.customer_id !== customerId) throw forbidden(NOT_YOUR_CART);
  return cart;
}

export function setCartCookie(
  ctx: CommerceContext,
  cart: Pick<CartRow, 'id' | 'channel_id' | 'currency_code'>,
) {
  ctx.setCookie(cartCookieName(cart.channel_id, cart.currency_code), cart.id, {
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: CART_COOKIE_MAX_AGE_S,
  });
}

/**
 * Spec 000 §4 (Bag sidebar): "If removal returns no cart, the cart cookie is cleared". The cookie is httpOnly, so
 * the server clears it; only when it names this cart, so another cart of the shopper is never forgotten.
 */
export function clearCartCookie(
  ctx: CommerceContext,
  cart: Pick<CartRow, 'id' | 'channel_id' | 'currency_code'>,
) {
  const name = cartCookieName(cart.channel_id, cart.currency_code);
  if (ctx.cookies.get(name) === cart.id)
    ctx.setCookie(name, '', { httpOnly: true, sameSite: 'Lax', maxAge: 0 });
}
