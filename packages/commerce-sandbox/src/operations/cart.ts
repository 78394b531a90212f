import { randomUUID } from 'node:crypto';
import type { CommerceContext, CommerceProvider } from '@wardrobe/commerce-sdk';
import { NO_CART_MESSAGES } from '@wardrobe/domain-rules';
import { transact } from '../db/bounds';
import { setCartPromotions } from '../promotions/cart';
import {
  allowCart,
  CART_NOT_FOUND,
  type CartRow,
  clearCartCookie,
  findCart,
  findCartWithLines,
  LINE_NOT_FOUND,
  NOW,
  setCartCookie,
} from './cart/access';
import { applyChange, type LineRow, type LinesChange, loadLines, planAdd, planQuantity } from './cart/lines';
import { readCart } from './cart/read';
import { catalogueCache } from './catalogue/cache';
import {
  assertSessionCustomer,
  badRequest,
  channelCurrency,
  notFound,
  type SandboxDb,
  sessionCustomerId,
} from './context';

/**
 * Cart operations of the sandbox, on its database (spec 000 §3, §4, §7, §8; contract `commerce.md`).
 * Identity comes only from the session cookie (`sessionCustomerId`): it is read before a transaction opens, because
 * the embedded database has one connection and a transaction holds it. Adds and quantity changes are optimistic
 * (`changeLines`: one read, one conditional write); removals and deletes run in one transaction that first locks
 * the cart row. Either way concurrent writes to one bag never lose quantity or pass stock (issue 4, Tests).
 * Missing carts answer 404 with the spec's "no cart" texts (spec 000 §8) where the spec has one.
 */

/** Optimistic tries of a bag write before it takes the cart's row lock instead. */
const OPTIMISTIC_ATTEMPTS = 3;
/** Bags remembered per process (the most recently written). */
const KNOWN_CARTS = 10_000;

export function cartOperations(db: SandboxDb): CommerceProvider {
  const cache = catalogueCache(db);
  const serial = new Map<string, Promise<unknown>>();

  /**
   * Runs the writes of one cart one after the other within this process. The database keeps them right on its
   * own (row lock, version check); this keeps one shopper's quick taps from retrying against each other.
   */
  const serially = <T>(cartId: string, work: () => Promise<T>): Promise<T> => {
    const before = serial.get(cartId) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.then(
      () => {},
      () => {},
    );
    serial.set(cartId, settled);
    void settled.then(() => {
      if (serial.get(cartId) === settled) serial.delete(cartId);
    });
    return run;
  };

  /** Locks the cart, runs `work` on it in one transaction; `work` answers the cart or `undefined` (deleted). */
  const write = async <T>(
    ctx: CommerceContext,
    cartId: string,
    missing: string,
    work: (trx: SandboxDb, cart: CartRow) => Promise<T>,
  ): Promise<T> => {
    const customerId = await sessionCustomerId(db, ctx);
    known.delete(cartId);
    return serially(cartId, () =>
      transact(db, async (trx) => {
        const cart = await findCart(trx, ctx, customerId, cartId, { lock: true, missing });
        return work(trx, cart);
      }),
    );
  };

  /**
   * The last cart row and lines this process wrote, by cart id: the first guess of an optimistic write. A guess
   * that is out of date (another process wrote, a reset) only costs a retry, because the write checks the version.
   */
  const known = new Map<string, { cart: CartRow; lines: LineRow[] }>();
  const remember = (cart: CartRow, lines: LineRow[]) => {
    known.delete(cart.id);
    known.set(cart.id, { cart, lines });
    if (known.size > KNOWN_CARTS) known.delete(known.keys().next().value as string);
  };

  /**
   * A change to a cart's lines (add, quantity), optimistic: decide on the cart and lines as last known (else as
   * one statement reads them), write in one statement only if the cart's version has not moved (`applyChange`).
   * No transaction: one round trip when this process wrote the bag last, two otherwise. A refusal decided on a
   * remembered bag is never answered: it is decided again on the database's. After `OPTIMISTIC_ATTEMPTS`
   * conflicts (another process writing the same bag) it decides under the cart's row lock, which always goes
   * through. `productIds` are loaded into the catalogue cache first: a transaction reads it but never fills it.
   */
  const changeLines = async (
    ctx: CommerceContext,
    cartId: string,
    missing: string,
    productIds: readonly number[],
    decide: (q: SandboxDb, cart: CartRow, lines: LineRow[]) => Promise<LinesChange>,
  ) => {
    const customerId = await sessionCustomerId(db, ctx);
    await cache.warm(productIds, channelCurrency(ctx.channelId));
    return serially(cartId, async () => {
      for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt += 1) {
        const remembered = attempt === 0 ? known.get(cartId) : undefined;
        known.delete(cartId);
        let snapshot: { cart: CartRow; lines: LineRow[] };
        let change: LinesChange;
        try {
          snapshot = remembered
            ? { cart: allowCart(ctx, customerId, remembered.cart, missing), lines: remembered.lines }
            : await findCartWithLines(db, ctx, customerId, cartId, missing);
          change = await decide(db, snapshot.cart, snapshot.lines);
        } catch (error) {
          if (remembered) continue;
          throw error;
        }
        const written = await applyChange(db, snapshot.cart, change);
        if (written) {
          remember(written, change.lines);
          return { data: await readCart(db, written, change.lines) };
        }
      }
      return transact(db, async (trx) => {
        const cart = await findCart(trx, ctx, customerId, cartId, { lock: true, missing });
        const change = await decide(trx, cart, await loadLines(trx, cart.id));
        const written = await applyChange(trx, cart, change);
        // Under the row lock the version cannot move; a missing row here is a bug, answered as a 500.
        if (!written) throw new Error(`Cart ${cart.id} changed under its row lock.`);
        return { data: await readCart(trx, written, change.lines) };
      });
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
      // The lines changed: the version moves, so an optimistic write decided before this one starts again.
      const touched = await trx
        .updateTable('carts')
        .set((eb) => ({ updated_at: NOW, version: eb('version', '+', 1) }))
        .where('id', '=', cart.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { data: await readCart(trx, touched) };
    }
    await trx.deleteFrom('carts').where('id', '=', cart.id).execute();
    clearCartCookie(ctx, cart);
    return {};
  };

  return {
    async createCart(ctx, { currency, line_items, customer_id }) {
      // A customer id in the arguments must be the session's (403); the cart is the session customer's.
      const customerId = await assertSessionCustomer(db, ctx, customer_id);
      await cache.warm(
        line_items.map((item) => item.product_id),
        currency.code,
      );
      const data = await transact(db, async (trx) => {
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
        if (line_items.length === 0) {
          remember(cart, []);
          return readCart(trx, cart, []);
        }
        // BigCommerce takes line items at creation too: added in the same transaction, so a refusal leaves no cart.
        const change = await planAdd(trx, cart, [], line_items);
        const written = await applyChange(trx, cart, change);
        if (!written) throw new Error(`Cart ${cart.id} changed while it was being created.`);
        remember(written, change.lines);
        return readCart(trx, written, change.lines);
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
      known.delete(cartId);
      return transact(db, async (trx) => {
        const cart = await findCart(trx, ctx, customerId, cartId, { lock: true });
        const customer = await trx
          .selectFrom('customers')
          .select('email')
          .where('id', '=', data.customer_id)
          .executeTakeFirstOrThrow();
        const updated = await trx
          .updateTable('carts')
          // The version moves: an optimistic write that checked ownership on the row before cannot go through.
          .set((eb) => ({
            customer_id: data.customer_id,
            email: customer.email,
            updated_at: NOW,
            version: eb('version', '+', 1),
          }))
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
      return changeLines(
        ctx,
        cartId,
        NO_CART_MESSAGES.add,
        data.line_items.map((item) => item.product_id),
        (q, cart, lines) => planAdd(q, cart, lines, data.line_items),
      );
    },

    async updateCartItem(ctx, { cartId, itemId, data: { line_item } }) {
      const checkLine = (lines: readonly LineRow[]) => {
        const line = lines.find((l) => l.id === itemId);
        if (!line) throw notFound(LINE_NOT_FOUND);
        if (line.product_id !== line_item.product_id) {
          throw badRequest(`Item ${itemId} is not of product ${line_item.product_id}.`);
        }
        if (line_item.variant_id !== undefined && line_item.variant_id !== line.variant_id) {
          throw badRequest(`Item ${itemId} is not of variant ${line_item.variant_id}.`);
        }
        return line;
      };
      // Spec 000 §4: "A quantity of 0 removes the line" (and the last line going takes the cart with it).
      if (line_item.quantity === 0) {
        return write(ctx, cartId, NO_CART_MESSAGES.update, async (trx, cart) =>
          removeLine(trx, ctx, cart, checkLine(await loadLines(trx, cart.id)).id),
        );
      }
      return changeLines(ctx, cartId, NO_CART_MESSAGES.update, [line_item.product_id], (q, cart, lines) =>
        planQuantity(q, cart, lines, checkLine(lines).id, line_item.quantity),
      );
    },

    /**
     * Spec 000 §4 Cart loading, §7: removes the coupons and promotions applied to the cart by the promotions
     * engine's persisted session updates (src/promotions/cart.ts); they come back at the next one. The cart's
     * access rules are the cart operations'.
     */
    async removeAllBCPromotionsAndCoupons(ctx, { id }) {
      return write(ctx, id, CART_NOT_FOUND, async (trx, cart) => {
        const cleared = cart.promotions === null ? cart : await setCartPromotions(trx, cart.id, null);
        return { data: await readCart(trx, cleared) };
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
