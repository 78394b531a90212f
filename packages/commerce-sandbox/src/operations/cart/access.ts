import type { CommerceContext } from '@wardrobe/commerce-sdk';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { CartLineItemsTable, CartsTable } from '../../db/schema';
import { cartCookieName, forbidden, notFound, type SandboxDb } from '../context';

export type CartRow = Selectable<CartsTable>;

/*
 * The schema's `Generated<Timestamp>` nests one ColumnType in another, so Kysely types those columns as the
 * ColumnType object itself. These typed SQL values and `toIso` keep this area compiling whether or not that is
 * changed to a plain `Timestamp` later.
 */
export const NOW = sql<NonNullable<Updateable<CartsTable>['updated_at']>>`now()`;
/** clock_timestamp, not now(): lines added in one transaction keep their order. */
export const LINE_CREATED_AT = sql<
  NonNullable<Insertable<CartLineItemsTable>['created_at']>
>`clock_timestamp()`;
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
 * - A cart belongs to its channel. Reading: a cart of another channel answers 404, as if absent.
 * - A customer's cart is theirs only (403 for anyone else, guests included); a guest cart is usable by id.
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
  const cart = await query.executeTakeFirst();
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
