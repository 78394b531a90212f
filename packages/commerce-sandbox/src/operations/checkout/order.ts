import { randomBytes } from 'node:crypto';
import type { CommerceContext } from '@wardrobe/commerce-sdk';
import { CommerceError } from '@wardrobe/commerce-sdk';
import { isValidEmail, toMinorUnits, WALLET_ORDER_COOKIE_MINUTES } from '@wardrobe/domain-rules';
import { sql } from 'kysely';
import { transact } from '../../db/bounds';
import { orderMail, sendMailQuietly } from '../../outbox';
import { clearCartCookie, findCart } from '../cart/access';
import { badRequest, hashToken, type SandboxDb } from '../context';
import { linesAboveStock, loadState, loadStockLines, readCheckout, type StockLine } from './state';

/** Spec 000 §8 "Sold out at checkout", letter for letter. */
export const SOLD_OUT_AT_CHECKOUT =
  'Sorry! Some products in your bag have sold out and will need to be removed before you can checkout';
export const BILLING_REQUIRED = 'A billing address is required to create an order.';
export const SHIPPING_REQUIRED = 'Every item to ship needs a consignment with a shipping option.';
export const EMPTY_CART = 'The cart has no items to order.';

/**
 * A guest's proof that an order is theirs: the cookie `createOrderFromCheckout` sets, for as long as the spec's
 * wallet order cookie lives (spec 000 §4: 1440 minutes), which is the time there is to pay it.
 */
export const guestOrderCookieName = (orderId: number) => `wardrobe-order-${orderId}`;

/**
 * createOrderFromCheckout (spec 000 §7): in ONE transaction that locks the cart, then the stock rows of its lines,
 * so that two orders (or an order and an add) never sell the same unit twice:
 * re-check stock (422 with the spec's sold-out text), decrement it, write the order (status 'Pending', spec 001
 * §3 status values) and its products, then delete the cart (its checkout and lines cascade).
 */
export async function createOrder(
  db: SandboxDb,
  ctx: CommerceContext,
  customerId: number | undefined,
  cartId: string,
): Promise<{ data: { id: number } }> {
  const guestToken = customerId === undefined ? randomBytes(24).toString('base64url') : undefined;
  const done = await transact(db, async (trx) => {
    const cart = await findCart(trx, ctx, customerId, cartId, { lock: true });
    const state = await loadState(trx, cart.id, true);
    const lines = await loadStockLines(trx, cart.id);
    if (lines.length === 0) throw badRequest(EMPTY_CART);
    if (!state.billing_address) throw badRequest(BILLING_REQUIRED);

    await lockStock(trx, lines);
    // Read again after the locks: the levels are now the committed ones and cannot move until we commit.
    const locked = await loadStockLines(trx, cart.id);
    if (linesAboveStock(locked).length > 0) throw new CommerceError(SOLD_OUT_AT_CHECKOUT, 422);

    const { checkout, shippingMinor, subtotalMinor } = await readCheckout(trx, cart, state);
    // Reading: every physical line must be in a consignment whose chosen option is still offered; digital lines
    // (the e-gift card) need no shipping (BigCommerce: consignments are for physical items only).
    const physical = locked.filter((l) => l.type === 'physical');
    const shipped = new Set(
      checkout.consignments.filter((c) => c.selected_shipping_option).flatMap((c) => c.line_item_ids),
    );
    if (physical.some((l) => !shipped.has(l.id))) throw badRequest(SHIPPING_REQUIRED);
    if (checkout.consignments.some((c) => !c.selected_shipping_option)) throw badRequest(SHIPPING_REQUIRED);

    await decrementStock(trx, locked);

    const order = await trx
      .insertInto('orders')
      .values({
        customer_id: customerId ?? null,
        email: state.billing_address.email ?? '',
        channel_id: cart.channel_id,
        currency_code: cart.currency_code,
        status: 'Pending',
        subtotal_minor: subtotalMinor,
        shipping_minor: shippingMinor,
        total_minor: subtotalMinor + shippingMinor,
        billing_address: json(state.billing_address),
        // Reading: the order keeps the first consignment's address (the sandbox orders table has one).
        shipping_address: checkout.consignments[0] ? json(checkout.consignments[0].address) : null,
        cart_id: cart.id,
        guest_token_hash: guestToken === undefined ? null : hashToken(guestToken),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const items = [...checkout.cart.line_items.physical_items, ...checkout.cart.line_items.digital_items];
    if (items.length > 0) {
      await trx
        .insertInto('order_products')
        .values(
          items.map((item) => ({
            order_id: order.id,
            product_id: item.product_id,
            variant_id: item.variant_id,
            sku: item.sku,
            name: item.name,
            quantity: item.quantity,
            price_minor: toMinorUnits(item.sale_price),
            options: json(item.options.map((o) => ({ name: o.name, value: String(o.value) }))),
          })),
        )
        .execute();
    }
    await trx.deleteFrom('carts').where('id', '=', cart.id).execute();
    return { id: order.id, cart, email: state.billing_address.email ?? '' };
  });
  // The order mail, after the commit: to the billing address's email (a guest's too). Reading: an order without
  // a valid email sends none; a failed mail is logged and the order stands.
  if (isValidEmail(done.email.trim())) {
    await sendMailQuietly(db, orderMail(done.email, done.id, done.cart.channel_id), 'order');
  }
  // After the commit: a rolled-back order must not forget the shopper's cart.
  clearCartCookie(ctx, done.cart);
  if (guestToken !== undefined) {
    ctx.setCookie(guestOrderCookieName(done.id), guestToken, {
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: WALLET_ORDER_COOKIE_MINUTES * 60,
    });
  }
  return { data: { id: done.id } };
}

// biome-ignore lint/suspicious/noExplicitAny: a jsonb value of any shape, cast in SQL (see cart/lines.ts).
const json = (value: unknown) => sql<any>`cast(${JSON.stringify(value)} as jsonb)`;

/** Locks the product rows (product tracking) and variant rows (variant tracking) the lines draw on, in id order. */
async function lockStock(trx: SandboxDb, lines: StockLine[]): Promise<void> {
  const productIds = [
    ...new Set(lines.filter((l) => l.inventory_tracking === 'product').map((l) => l.product_id)),
  ].sort((a, b) => a - b);
  const variantIds = [
    ...new Set(lines.filter((l) => l.inventory_tracking !== 'none').map((l) => l.variant_id)),
  ].sort((a, b) => a - b);
  if (productIds.length > 0) {
    await trx
      .selectFrom('products')
      .select('id')
      .where('id', 'in', productIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  if (variantIds.length > 0) {
    await trx
      .selectFrom('variants')
      .select('id')
      .where('id', 'in', variantIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  }
}

/**
 * Takes the ordered quantities off stock: the product's or the variant's level by tracking kind, and the
 * variant's location levels, location 1 first, then location 2 (clamped at 0). The product's total_sold grows.
 */
async function decrementStock(trx: SandboxDb, lines: StockLine[]): Promise<void> {
  for (const line of lines) {
    await trx
      .updateTable('products')
      .set((eb) => ({ total_sold: eb('total_sold', '+', line.quantity) }))
      .where('id', '=', line.product_id)
      .execute();
    if (line.inventory_tracking === 'none') continue;
    if (line.inventory_tracking === 'product') {
      await trx
        .updateTable('products')
        .set((eb) => ({ inventory_level: eb('inventory_level', '-', line.quantity) }))
        .where('id', '=', line.product_id)
        .execute();
    } else {
      await trx
        .updateTable('variants')
        .set((eb) => ({ inventory_level: eb('inventory_level', '-', line.quantity) }))
        .where('id', '=', line.variant_id)
        .execute();
    }
    let left = line.quantity;
    const levels = await trx
      .selectFrom('inventory_levels')
      .select(['location_id', 'available_to_sell'])
      .where('variant_id', '=', line.variant_id)
      .orderBy('location_id')
      .forUpdate()
      .execute();
    for (const level of levels) {
      if (left <= 0) break;
      const take = Math.min(left, Math.max(0, level.available_to_sell));
      if (take === 0) continue;
      await trx
        .updateTable('inventory_levels')
        .set({ available_to_sell: level.available_to_sell - take })
        .where('variant_id', '=', line.variant_id)
        .where('location_id', '=', level.location_id)
        .execute();
      left -= take;
    }
  }
}

/**
 * Issue 20 item 9: a guest who creates an account from their order confirmation owns that order. Every guest
 * order of this channel whose token this browser holds (the cookie its checkout left) and whose email is the new
 * account's becomes the customer's; its token is spent. Reading: both are asked — the token proves the order
 * was placed here, the email that it was placed by this person — so an order is never claimed by a stranger
 * on a shared computer who registers another address.
 */
export async function claimGuestOrders(
  trx: SandboxDb,
  ctx: CommerceContext,
  customerId: number,
  email: string,
): Promise<number[]> {
  const held = [...ctx.cookies.entries()].flatMap(([name, token]) => {
    const match = /^wardrobe-order-(\d{1,12})$/.exec(name);
    return match && token ? [{ id: Number(match[1]), hash: hashToken(token) }] : [];
  });
  if (held.length === 0) return [];
  const orders = await trx
    .selectFrom('orders')
    .select(['id', 'email', 'guest_token_hash'])
    .where(
      'id',
      'in',
      held.map((h) => h.id),
    )
    .where('customer_id', 'is', null)
    .where('channel_id', '=', ctx.channelId)
    .forUpdate()
    .execute();
  const claimed = orders
    .filter(
      (order) =>
        order.guest_token_hash !== null &&
        held.some((h) => h.id === order.id && h.hash === order.guest_token_hash) &&
        order.email.trim().toLowerCase() === email.trim().toLowerCase(),
    )
    .map((order) => order.id);
  if (claimed.length > 0) {
    await trx
      .updateTable('orders')
      .set({ customer_id: customerId, guest_token_hash: null })
      .where('id', 'in', claimed)
      .execute();
  }
  return claimed;
}
