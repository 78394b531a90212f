import { randomUUID } from 'node:crypto';
import {
  type CommerceContext,
  CommerceError,
  type CommerceProvider,
  type ConsignmentLineItem,
  type PaymentMethod,
} from '@wardrobe/commerce-sdk';
import { localizePath, MARKETS } from '@wardrobe/domain-rules';
import { transact } from '../db/bounds';
import { type CartRow, findCart } from './cart/access';
import { createOrder, guestOrderCookieName } from './checkout/order';
import { availableShippingOptions, validateAddress } from './checkout/shipping';
import {
  assertVersion,
  type CheckoutState,
  linesAboveStock,
  loadState,
  loadStockLines,
  readCheckout,
  type StoredConsignment,
  saveState,
} from './checkout/state';
import {
  assertSessionCustomer,
  badRequest,
  forbidden,
  hashToken,
  notFound,
  type SandboxDb,
  sessionCustomerId,
} from './context';
import { toOrder } from './customers/orders';

export const CONSIGNMENT_NOT_FOUND = 'There is no consignment with this id in the checkout.';
export const ORDER_NOT_FOUND = 'There is no order with this id.';
export const NOT_YOUR_ORDER = 'This order belongs to another customer.';
export const ORDER_ALREADY_PAID = 'This order has already been paid.';
export const PAYMENT_DECLINED = 'Your card was declined. Please try another card.';
export const UNKNOWN_TOKEN = 'The payment token is not a test card token (tok_…).';

/**
 * The sandbox's hosted checkout page (contract "The sandbox, concretely"; the storefront's `[market]/checkout`),
 * in the cart's market: `/checkout?cart=…` for the UK channel, `/eu/checkout?cart=…`, `/us/checkout?cart=…`.
 */
export const hostedCheckoutUrl = (cartId: string, channelId: number) =>
  `${localizePath('/checkout', MARKETS.find((m) => m.channelId === channelId)?.code ?? 'en')}?cart=${encodeURIComponent(cartId)}`;

/**
 * Payment methods of the sandbox (spec 000 §7 "paymentMethods"): the test card and the wallet, both in test mode.
 * Reading: the same for every order; Apple Pay/Google Pay tokens are the test-card tokens (tok_…).
 */
export const PAYMENT_METHODS: PaymentMethod[] = [
  {
    id: 'testcard',
    name: 'Test card',
    type: 'card',
    test_mode: true,
    supported_instruments: [{ instrument_type: 'VISA' }, { instrument_type: 'MASTERCARD' }],
  },
  {
    id: 'wallet',
    name: 'Wallet (test)',
    type: 'wallet',
    test_mode: true,
    supported_instruments: [{ instrument_type: 'APPLE_PAY' }, { instrument_type: 'GOOGLE_PAY' }],
  },
];

/**
 * Checkout and payment operations (spec 000 §3 Checkout, §7 Checkout/Payment, §8; BigCommerce checkouts.v3).
 * The checkout's id is its cart's id. Access to it is the cart's (404 absent or other channel, 403 another
 * customer's cart). Identity is read before a transaction opens: the embedded database has one connection.
 * Every write locks the cart, then the checkout row, checks `version` when given (409 when stale) and bumps it.
 */
export function checkoutOperations(db: SandboxDb): CommerceProvider {
  const write = async (
    ctx: CommerceContext,
    cartId: string,
    version: number | undefined,
    change: (state: CheckoutState, cart: CartRow, trx: SandboxDb) => Promise<CheckoutState> | CheckoutState,
  ) => {
    const customerId = await sessionCustomerId(db, ctx);
    return transact(db, async (trx) => {
      const cart = await findCart(trx, ctx, customerId, cartId, { lock: true });
      const state = await loadState(trx, cart.id, true);
      assertVersion(state, version);
      const next = await change(state, cart, trx);
      const saved = { ...next, version: await saveState(trx, cart.id, next) };
      return { data: (await readCheckout(trx, cart, saved)).checkout };
    });
  };

  /**
   * The line items of a consignment must be physical lines of the cart, within their quantity. Reading: a line may
   * be in one consignment only (BigCommerce moves it), so it leaves any other consignment; an emptied one goes.
   */
  const checkLineItems = async (trx: SandboxDb, cart: CartRow, items: ConsignmentLineItem[]) => {
    const lines = await loadStockLines(trx, cart.id);
    for (const item of items) {
      const line = lines.find((l) => l.id === item.item_id);
      if (!line) throw badRequest(`Item ${item.item_id} is not in the cart.`);
      if (line.type !== 'physical') throw badRequest(`Item ${item.item_id} is digital and is not shipped.`);
      if (item.quantity > line.quantity) {
        throw badRequest(`Item ${item.item_id} has a quantity of ${line.quantity} in the cart.`);
      }
    }
    return { stockSufficient: linesAboveStock(lines).length === 0 };
  };

  const checkOption = (
    cart: CartRow,
    consignment: StoredConsignment,
    stockSufficient: boolean,
    optionId: string | null | undefined,
  ) => {
    if (!optionId) return null;
    const options = availableShippingOptions(cart.currency_code, {
      channelId: cart.channel_id,
      countryCode: consignment.address.country_code,
      stockSufficient,
    });
    if (!options.some((o) => o.id === optionId)) {
      throw badRequest(`Shipping option ${optionId} is not available for this address.`);
    }
    return optionId;
  };

  const withoutItems = (consignments: StoredConsignment[], itemIds: Set<string>) =>
    consignments
      .map((c) => ({ ...c, line_items: c.line_items.filter((l) => !itemIds.has(l.item_id)) }))
      .filter((c) => c.line_items.length > 0);

  /** Owner check for an order: a customer's order is theirs only; a guest order is reachable by its id. */
  const findOrder = async (
    trx: SandboxDb,
    ctx: CommerceContext,
    customerId: number | undefined,
    id: number,
  ) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    // Reading: an order of another channel is answered as absent, like carts.
    if (!order || order.channel_id !== ctx.channelId) throw notFound(ORDER_NOT_FOUND);
    if (order.customer_id !== null && order.customer_id !== customerId) throw forbidden(NOT_YOUR_ORDER);
    // A guest's order: only with the token its checkout left in this browser (ids count up, so they are guessable).
    if (order.customer_id === null) {
      const token = ctx.cookies.get(guestOrderCookieName(order.id));
      if (!token || !order.guest_token_hash || hashToken(token) !== order.guest_token_hash) {
        throw forbidden(NOT_YOUR_ORDER);
      }
    }
    return order;
  };

  return {
    async getCheckout(ctx, { cartId }) {
      const customerId = await sessionCustomerId(db, ctx);
      const cart = await findCart(db, ctx, customerId, cartId, { lock: false });
      const state = await loadState(db, cart.id, false);
      return { data: (await readCheckout(db, cart, state)).checkout };
    },

    async postCheckoutConsignment(ctx, { cartId, data, version }) {
      // Spec 000 §7 wallet payload carries `version` in the consignment: honoured like the top-level one.
      const given = version ?? data.find((c) => c.version !== undefined)?.version;
      return write(ctx, cartId, given, async (state, cart, trx) => {
        let consignments = state.consignments;
        for (const request of data) {
          const { stockSufficient } = await checkLineItems(trx, cart, request.line_items);
          const consignment: StoredConsignment = {
            id: randomUUID(),
            address: validateAddress(request.address, 'shipping'),
            line_items: request.line_items,
            shipping_option_id: null,
          };
          consignment.shipping_option_id = checkOption(
            cart,
            consignment,
            stockSufficient,
            request.shipping_option_id,
          );
          consignments = [
            ...withoutItems(consignments, new Set(request.line_items.map((l) => l.item_id))),
            consignment,
          ];
        }
        return { ...state, consignments };
      });
    },

    async updateCheckoutConsignment(ctx, { cartId, consignmentId, data, version }) {
      return write(ctx, cartId, version ?? data.version, async (state, cart, trx) => {
        const current = state.consignments.find((c) => c.id === consignmentId);
        if (!current) throw notFound(CONSIGNMENT_NOT_FOUND);
        const lineItems = data.line_items ?? current.line_items;
        const { stockSufficient } = await checkLineItems(trx, cart, lineItems);
        const updated: StoredConsignment = {
          ...current,
          address: data.address ? validateAddress(data.address, 'shipping') : current.address,
          line_items: lineItems,
        };
        // A new address may drop the chosen option (e.g. GB → FR drops express): kept only while still offered.
        const optionId = data.shipping_option_id ?? current.shipping_option_id;
        try {
          updated.shipping_option_id = checkOption(cart, updated, stockSufficient, optionId);
        } catch (error) {
          if (data.shipping_option_id !== undefined) throw error;
          updated.shipping_option_id = null;
        }
        const others = withoutItems(
          state.consignments.filter((c) => c.id !== consignmentId),
          new Set(lineItems.map((l) => l.item_id)),
        );
        const index = state.consignments.indexOf(current);
        const consignments = [...others];
        consignments.splice(Math.min(index, others.length), 0, updated);
        return { ...state, consignments };
      });
    },

    async deleteCheckoutConsignment(ctx, { cartId, consignmentId, version }) {
      return write(ctx, cartId, version, (state) => {
        if (!state.consignments.some((c) => c.id === consignmentId)) throw notFound(CONSIGNMENT_NOT_FOUND);
        return { ...state, consignments: state.consignments.filter((c) => c.id !== consignmentId) };
      });
    },

    async addCheckoutBillingAddress(ctx, { cartId, data, version }) {
      return write(ctx, cartId, version, (state) => ({
        ...state,
        billing_address: validateAddress(data, 'billing'),
      }));
    },

    async createOrderFromCheckout(ctx, { cartId }) {
      const customerId = await sessionCustomerId(db, ctx);
      return createOrder(db, ctx, customerId, cartId);
    },

    async checkoutLogin(ctx, { cartId, customerId }) {
      // Spec 001 §7: customerId travels in; identity is the session's only, so another id is 403 (contract).
      const sessionId = await assertSessionCustomer(db, ctx, customerId);
      // The cart must be usable by this shopper: 404 absent, 403 another customer's (cart access rules).
      const cart = await findCart(db, ctx, sessionId, cartId, { lock: false });
      // Guest or customer, the same hosted page (contract: guest checkout), in the cart's market.
      return { redirect_url: hostedCheckoutUrl(cart.id, cart.channel_id) };
    },

    /**
     * One order with its products, for its confirmation page (spec 000 §7 purchase rows): a customer's order is
     * theirs only; a guest's only with the token its checkout left in this browser.
     */
    async getOrder(ctx, { orderId }) {
      const customerId = await sessionCustomerId(db, ctx);
      const order = await findOrder(db, ctx, customerId, orderId);
      const lines = await db
        .selectFrom('order_products')
        .selectAll()
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute();
      return { data: toOrder(order, lines, order.customer_id) };
    },

    async paymentMethods(ctx, { orderId }) {
      const customerId = await sessionCustomerId(db, ctx);
      await findOrder(db, ctx, customerId, orderId);
      return { data: PAYMENT_METHODS };
    },

    async walletPayment(ctx, { orderId, paymentToken }) {
      const customerId = await sessionCustomerId(db, ctx);
      const token = paymentToken.trim();
      if (!token.startsWith('tok_')) throw badRequest(UNKNOWN_TOKEN);
      const declined = token === 'tok_declined';
      // One transaction locking the order: two payments of one order cannot both pass the "already paid" check.
      // A decline is recorded (its row commits) and answered 402 after the transaction.
      const payment = await transact(db, async (trx) => {
        const order = await findOrder(trx, ctx, customerId, orderId);
        const paid = await trx
          .selectFrom('payments')
          .select('id')
          .where('order_id', '=', order.id)
          .where('status', '=', 'authorized')
          .executeTakeFirst();
        if (paid || order.status !== 'Pending') throw new CommerceError(ORDER_ALREADY_PAID, 409);
        const row = await trx
          .insertInto('payments')
          .values({
            order_id: order.id,
            // Spec 000 §7: "Prices are sent as 100 times the amount": the order's total in minor units.
            amount_minor: order.total_minor,
            currency_code: order.currency_code,
            method: 'wallet',
            status: declined ? 'declined' : 'authorized',
            // Reading: the usual test card numbers' last digits (4242 accepted, 0002 declined).
            card_last4: declined ? '0002' : '4242',
          })
          .returning(['id', 'status', 'amount_minor', 'currency_code'])
          .executeTakeFirstOrThrow();
        if (!declined) {
          await trx.updateTable('orders').set({ status: 'Confirmed' }).where('id', '=', order.id).execute();
        }
        return row;
      });
      if (declined) throw new CommerceError(PAYMENT_DECLINED, 402);
      return {
        data: {
          id: payment.id,
          status: payment.status,
          amount: payment.amount_minor,
          currency: payment.currency_code,
        },
      };
    },
  };
}
