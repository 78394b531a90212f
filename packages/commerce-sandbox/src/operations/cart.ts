import { randomUUID } from 'node:crypto';
import type { CommerceContext, CommerceProvider } from '@wardrobe/commerce-sdk';
import { NO_CART_MESSAGES } from '@wardrobe/domain-rules';
import { type CartRow, clearCartCookie, findCart, LINE_NOT_FOUND, NOW, setCartCookie } from './cart/access';
import { addLines, loadLines, setLineQuantity } from './cart/lines';
import { readCart } from './cart/read';
import { assertSessionCustomer, badRequest, notFound, type SandboxDb, sessionCustomerId } from './context';

/**
 * Cart operations of the sandbox, on its database (spec 000 §3, §4, §7, §8; contract `commerce.md`).
 * Identity comes only from the session cookie (`sessionCustomerId`): it is read before a transaction opens, because
 * the embedded database has one connection and a transaction holds it. Every write runs in one transaction that
 * first locks the cart row, so concurrent writes to one bag queue up instead of losing quantity or passing stock.
 * Missing carts answer 404 with the spec's "no cart" texts (spec 000 §8) where the spec has one.
 */
export function cartOperations(db: SandboxDb): CommerceProvider {
  /** Locks the cart, runs `work` on it in one transaction; `work` answers the cart or `undefined` (deleted). */
  const write = async <T>(
    ctx: CommerceContext,
    cartId: string,
    missing: string,
    work: (trx: SandboxDb, cart: CartRow) => Promise<T>,
  ): Promise<T> => {
    const customerId = await sessionCustomerId(db, ctx);
    return db.transaction().execute(async (trx) => {
      const cart = await findCart(trx, ctx, customerId, cartId, { lock: true, missing });
      return work(trx, cart);
    });
  };

  /** Deletes the line; the last line going deletes the cart too (BigCommerce; spec 000 §4 "returns no cart"). */
  const removeLine = async (trx: SandboxDb, ctx: CommerceContext, cart: CartRow, lineId: string) => {
    await trx.deleteFrom('cart_line_items').where('id', '=', lineId).execute();
    const left = await trx
      .selectFrom('cart_line_items')
      .select('id')
      .where('cart_id', '=', cart.id)
      .limit(1)
      .executeTakeFirst();
    if (left) {
      await trx.updateTable('carts').set({ updated_at: NOW }).where('id', '=', cart.id).execute();
      return { data: await readCart(trx, cart) };
    }
    await trx.deleteFrom('carts').where('id', '=', cart.id).execute();
    clearCartCookie(ctx, cart);
    return {};
  };

  return {
    async createCart(ctx, { currency, line_items, customer_id }) {
      // A customer id in the arguments must be the session's (403); the cart is the session customer's.
      const customerId = await assertSessionCustomer(db, ctx, customer_id);
      const data = await db.transaction().execute(async (trx) => {
        const email =
          customerId === undefined
            ? null
            : ((
                await trx
                  .selectFrom('customers')
                  .select('email')
                  .where('id', '=', customerId)
                  .executeTakeFirst()
              )?.email ?? null);
        const cart = await trx
          .insertInto('carts')
          .values({
            id: randomUUID(),
            channel_id: ctx.channelId,
            currency_code: currency.code,
            customer_id: customerId ?? null,
            email,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // BigCommerce takes line items at creation too: added in the same transaction, so a refusal leaves no cart.
        if (line_items.length > 0) await addLines(trx, cart, line_items);
        return readCart(trx, cart);
      });
      // Contract: the cart cookie, named by channel and currency, holds the cart id.
      setCartCookie(ctx, { id: data.id, channel_id: data.channel_id, currency_code: data.currency.code });
      return { data };
    },

    async getCart(ctx, { id }) {
      // Reading: `include` is accepted for BigCommerce compatibility; options are always included (cheap here).
      const customerId = await sessionCustomerId(db, ctx);
      const cart = await findCart(db, ctx, customerId, id, { lock: false });
      return { data: await readCart(db, cart) };
    },

    async updateCart(ctx, { cartId, data }) {
      // BigCommerce PUT /carts/{id} {customer_id}: assigns the cart to a customer. Reading: only to the signed-in
      // customer themself (any other id, or a guest asking, is 403), and only a guest cart or their own.
      const customerId = await assertSessionCustomer(db, ctx, data.customer_id);
      return db.transaction().execute(async (trx) => {
        const cart = await findCart(trx, ctx, customerId, cartId, { lock: true });
        const customer = await trx
          .selectFrom('customers')
          .select('email')
          .where('id', '=', data.customer_id)
          .executeTakeFirstOrThrow();
        const updated = await trx
          .updateTable('carts')
          .set({ customer_id: data.customer_id, email: customer.email, updated_at: NOW })
          .where('id', '=', cart.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { data: await readCart(trx, updated) };
      });
    },

    async deleteCart(ctx, { cartId }) {
      return write(ctx, cartId, NO_CART_MESSAGES.clear, async (trx, cart) => {
        await trx.deleteFrom('carts').where('id', '=', cart.id).execute();
        clearCartCookie(ctx, cart);
        return {};
      });
    },

    async addCartItems(ctx, { cartId, data }) {
      return write(ctx, cartId, NO_CART_MESSAGES.add, async (trx, cart) => {
        await addLines(trx, cart, data.line_items);
        return { data: await readCart(trx, cart) };
      });
    },

    async updateCartItem(ctx, { cartId, itemId, data: { line_item } }) {
      return write(ctx, cartId, NO_CART_MESSAGES.update, async (trx, cart) => {
        const lines = await loadLines(trx, cart.id);
        const line = lines.find((l) => l.id === itemId);
        if (!line) throw notFound(LINE_NOT_FOUND);
        if (line.product_id !== line_item.product_id) {
          throw badRequest(`Item ${itemId} is not of product ${line_item.product_id}.`);
        }
        if (line_item.variant_id !== undefined && line_item.variant_id !== line.variant_id) {
          throw badRequest(`Item ${itemId} is not of variant ${line_item.variant_id}.`);
        }
        // Spec 000 §4: "A quantity of 0 removes the line" (and the last line going takes the cart with it).
        if (line_item.quantity === 0) return removeLine(trx, ctx, cart, line.id);
        await setLineQuantity(trx, cart, lines, line, line_item.quantity);
        return { data: await readCart(trx, cart) };
      });
    },

    async removeCartItem(ctx, { cartId, itemId }) {
      return write(ctx, cartId, NO_CART_MESSAGES.remove, async (trx, cart) => {
        const line = await trx
          .selectFrom('cart_line_items')
          .select('id')
          .where('cart_id', '=', cart.id)
          .where('id', '=', itemId)
          .executeTakeFirst();
        if (!line) throw notFound(LINE_NOT_FOUND);
        return removeLine(trx, ctx, cart, line.id);
      });
    },
  };
}
