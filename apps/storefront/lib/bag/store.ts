'use client';

import type { Cart, CartLineItem } from '@wardrobe/commerce-sdk';
import {
  availableToSell,
  checkQuantity,
  NO_CART_MESSAGES,
  normalizeError,
  promotionsEnabledForLocale,
  QUANTITY_ADJUSTED_MESSAGE,
  QUANTITY_EXCEEDS_STOCK_MESSAGE,
  shopperErrorMessage,
} from '@wardrobe/domain-rules';
import { create } from 'zustand';
import { cartRows, pushPersonalisation } from '../analytics/personalisation';
import { browserCommerce } from '../commerce-browser';
import { PROMOTIONS_LOCALES, PROMOTIONS_STORES } from '../config';
import { notifyError } from '../notifications';
import { loadCustomerCart, saveCustomerCart } from './customer-cart';
import { bagLines } from './lines';
import { EMPTY_PROMOTIONS_MEMORY, type PromotionsMemory } from './promotions-memory';

/**
 * The promotions engine's part of the bag loads with the first sync or coupon: a visitor whose bag is empty
 * (most first visits) never needs it, so no page ships it up front.
 */
const promotions = () => import('./promotions');

/** Spec 000 §8: each operation records its last error in its own slot (and logs it). */
export type BagErrorSlot = 'load' | 'addItem' | 'removeItem' | 'updateItemQty' | 'clear' | 'checkoutLogin';

export interface BagLineToAdd {
  product_id: number;
  variant_id: number;
  quantity: number;
  option_selections?: { option_id: number; option_value: string | number }[];
}

export interface BagMarket {
  code: string;
  channelId: number;
  currency: 'GBP' | 'EUR' | 'USD';
}

export type CouponStatus = { kind: 'accepted' | 'rejected'; code: string; message?: string };

export interface BagState {
  market: BagMarket | undefined;
  cart: Cart | undefined;
  loading: boolean;
  promotionsLoading: boolean;
  checkoutLoading: boolean;
  errors: Partial<Record<BagErrorSlot, string>>;
  /** Units available to sell per variant (spec 000 §5), from the last stock check. */
  stock: Record<number, number>;
  /** Messages for the bag's top, e.g. 'Sorry we have had to adjust the quantity'. */
  notices: string[];
  /** Per line: a refused quantity change. */
  lineErrors: Record<string, string>;
  coupon: { status?: CouponStatus; pending: boolean };
  /** Called once by the frame: asks the server for the cart id in the (httpOnly) cart cookie, then loads it. */
  start: (market: BagMarket) => Promise<void>;
  /**
   * Spec 001 §4 "User session": after a sign-in, the customer's cart (saved, adopted or merged, spec 000 §4);
   * after a sign-out, a new empty bag (reading: the customer's bag stays theirs, in their record, and is not left
   * in a signed-out browser).
   */
  sessionChanged: () => Promise<void>;
  /** Spec 000 §4 "Cart loading": loads the cart (a new one when forced), clearing coupons it holds. */
  reload: (options?: { force?: boolean }) => Promise<void>;
  /** Adds lines, creating the cart on the first add; rejects (after recording the error) when refused. */
  addItems: (lines: BagLineToAdd[]) => Promise<Cart>;
  /** A line's new quantity: 0 removes it, above stock is refused with the spec's message. */
  updateItemQty: (lineId: string, quantity: number) => Promise<void>;
  /** Whether the line went: `remove_from_cart` is pushed only then. */
  removeItem: (lineId: string) => Promise<boolean>;
  /** Spec 000 §4: clearing deletes the cart and loads a new one. */
  clear: () => Promise<void>;
  /** Spec 000 §4 (Bag sidebar): stock of every line; lines above it come down, with a notice. */
  checkStock: () => Promise<void>;
  /** Spec 000 §4 "Promotions sync", serialised: one run at a time, the flag on while any run is pending. */
  syncPromotions: () => Promise<boolean>;
  applyCoupon: (code: string) => Promise<void>;
  removeCoupon: () => Promise<void>;
  dismissNotices: () => void;
  /**
   * Spec 000 §6, spec 001 §4 "Checkout login step": signed in, straight to the checkout address the server
   * gives; signed out, to `/checkout-identity`. Repeat calls while loading are ignored.
   */
  checkout: (go: (href: string, external: boolean) => void) => Promise<void>;
}

/** Units of a variant already in the bag (quick add refuses to go past the stock, spec 000 §5). */
export function quantityInBag(cart: Cart | undefined, variantId: number): number {
  return allLines(cart)
    .filter((line) => line.variant_id === variantId)
    .reduce((n, line) => n + line.quantity, 0);
}

export function allLines(cart: Cart | undefined): CartLineItem[] {
  return bagLines(cart);
}

/** The bag count in the header: every unit of every line (gift certificates count one each). */
export function bagCount(cart: Cart | undefined): number {
  return (
    allLines(cart).reduce((n, line) => n + line.quantity, 0) +
    (cart?.line_items.gift_certificates.length ?? 0)
  );
}

const CART_INCLUDE = 'line_items.physical_items.options';

const TOLD_SLOTS: ReadonlySet<BagErrorSlot> = new Set([
  'removeItem',
  'updateItemQty',
  'clear',
  'checkoutLogin',
]);

const logError = (slot: string, message: string) =>
  console.error(JSON.stringify({ level: 'error', event: 'bag-error', slot, message }));

/** The cart id the cart cookie holds (`/api/bag`): the cookie is httpOnly, and pages are rendered without it. */
async function cartIdFromServer(market: BagMarket): Promise<string | undefined> {
  const response = await fetch(`/api/bag?market=${encodeURIComponent(market.code)}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The bag could not be read (${response.status})`);
  const { cartId } = (await response.json()) as { cartId: string | null };
  return cartId ?? undefined;
}

/** The login-state cookie the page may read (`wardrobe-logged-in=1`, contract "Transport"). */
export function isSignedIn(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)wardrobe-logged-in=1(?:;|$)/.test(document.cookie);
}

let promotionsRun: Promise<boolean> = Promise.resolve(true);
let pendingRuns = 0;
let memory: PromotionsMemory = EMPTY_PROMOTIONS_MEMORY;
let customerEmail: { signedIn: boolean; email: string | undefined } | undefined;

/** The signed-in customer's email (their loyalty profile), looked up once per sign-in state. */
async function currentEmail(client: ReturnType<typeof browserCommerce>): Promise<string | undefined> {
  const signedIn = isSignedIn();
  if (customerEmail?.signedIn === signedIn) return customerEmail.email;
  const email = signedIn ? (await client.getCustomers()).data[0]?.email : undefined;
  customerEmail = { signedIn, email };
  return email;
}

/**
 * Spec 000 §2 "If the shopper is already on it, it reloads": a way to `/bag` taken while on `/bag` (the router
 * keeps the page as it is) reloads the cart.
 */
export function reloadIfOnBag(bagPath: string): void {
  // The bag page checks stock when it opens; arriving again (the wallet's short stock) checks it again.
  if (typeof window !== 'undefined' && window.location.pathname === bagPath && useBag.getState().market)
    void useBag
      .getState()
      .reload()
      .then(() => useBag.getState().checkStock());
}

export const useBag = create<BagState>()((set, get) => {
  const client = () => {
    const market = get().market;
    if (!market) throw new Error('The bag has not started');
    return browserCommerce(market.channelId);
  };
  const record = (slot: BagErrorSlot, error: unknown, tell = TOLD_SLOTS.has(slot)): Error => {
    const message = normalizeError(error).message;
    logError(slot, message);
    set((s) => ({ errors: { ...s.errors, [slot]: message } }));
    // The shopper's own actions on the bag tell them when they fail, and the message stays until closed. Not a
    // load (a new cart replaces a lost one) nor an add (the product page says so by its button; quick add only
    // logs, spec 000 §8).
    if (tell) notifyError(shopperErrorMessage(error, Object.values(NO_CART_MESSAGES)));
    return error instanceof Error ? error : new Error(message);
  };
  const fail = (slot: BagErrorSlot, error: unknown): never => {
    throw record(slot, error);
  };
  const succeeded = (slot: BagErrorSlot) => set((s) => ({ errors: { ...s.errors, [slot]: undefined } }));
  const createCart = async () => {
    const market = get().market as BagMarket;
    const answer = await client().createCart({ currency: { code: market.currency }, line_items: [] });
    // Spec 000 §4: a signed-in customer's new cart is saved to their record.
    if (isSignedIn())
      await saveCustomerCart(client(), answer.data.id).catch((e: unknown) => record('load', e));
    return answer.data;
  };
  const resetPromotions = () => {
    memory = { ...EMPTY_PROMOTIONS_MEMORY };
  };
  /**
   * Spec 000 §4 "If removal returns no cart, the cart cookie is cleared and the cart reloaded": the server cleared
   * the cookie with its answer; the reload asks which cart the cookie names now (none, until the next add).
   */
  const cartGone = async () => {
    resetPromotions();
    set({ cart: undefined, loading: true });
    await load(await cartIdFromServer(get().market as BagMarket).catch(() => undefined), false);
  };
  /** After a change: the promotions follow the bag (the store does not wait for them). */
  const afterChange = () => void get().syncPromotions();

  /**
   * Spec 000 §4 "Cart loading": an existing cart holding coupons has its promotions and coupons removed, then is
   * reloaded; a cart that cannot be loaded is replaced by a new one, and the promotions session and loyalty
   * profile start again.
   */
  const load = async (cartId: string | undefined, force: boolean) => {
    const market = get().market as BagMarket;
    if (!cartId || force) {
      // No cookie: no cart until the first add (an empty cart for every visitor would be waste). Forced: a new one.
      const cart = force ? await createCart() : undefined;
      resetPromotions();
      set({ cart, loading: false });
      return;
    }
    try {
      let cart = (await client().getCart({ id: cartId, include: CART_INCLUDE })).data;
      if (cart.coupons.length > 0) {
        await client().removeAllBCPromotionsAndCoupons({ id: cart.id });
        if (promotionsEnabledForLocale(market.code, PROMOTIONS_LOCALES)) {
          // The session forgets them too, so that the bag and the engine agree.
          await client().updateCustomerSession({
            currencyCode: market.currency,
            sessionId: cart.id,
            dryRun: false,
            requestData: { customerSession: { couponCodes: [] } },
          });
        }
        cart = (await client().getCart({ id: cart.id, include: CART_INCLUDE })).data;
      }
      set({ cart, loading: false });
      succeeded('load');
    } catch (error) {
      record('load', error);
      resetPromotions();
      customerEmail = undefined;
      const cart = await createCart().catch((e: unknown) => {
        record('load', e);
        return undefined;
      });
      set({ cart, loading: false });
    }
  };

  return {
    market: undefined,
    cart: undefined,
    loading: false,
    promotionsLoading: false,
    checkoutLoading: false,
    errors: {},
    stock: {},
    notices: [],
    lineErrors: {},
    coupon: { pending: false },

    async start(market) {
      if (get().market) return;
      set({ market, loading: true });
      try {
        await load(await cartIdFromServer(market), false);
        // Spec 000 §4 "Loading the customer's cart": signed in, the saved cart wins or takes this one's items.
        if (isSignedIn()) set({ cart: await loadCustomerCart(client(), get().cart, market.currency) });
        if (get().cart && allLines(get().cart).length > 0) afterChange();
        linesShown = linesSignature(get().cart);
      } catch (error) {
        set({ loading: false });
        record('load', error);
        linesShown = '';
      }
    },

    async sessionChanged() {
      const market = get().market;
      if (!market) return;
      set({ loading: true });
      try {
        if (isSignedIn()) {
          set({ cart: await loadCustomerCart(client(), get().cart, market.currency), loading: false });
        } else {
          await load(undefined, true);
        }
      } catch (error) {
        set({ loading: false });
        record('load', error);
      }
      afterChange();
    },

    async reload(options) {
      set({ loading: true });
      const market = get().market as BagMarket;
      await load(
        get().cart?.id ?? (await cartIdFromServer(market).catch(() => undefined)),
        options?.force === true,
      );
      afterChange();
    },

    async addItems(lines) {
      set({ loading: true });
      try {
        let cart = get().cart ?? (await createCart());
        try {
          cart = (await client().addCartItems({ cartId: cart.id, data: { line_items: lines } })).data;
        } catch (error) {
          // A cart deleted elsewhere (404): one new cart, one more try.
          if (normalizeError(error).statusCode !== 404) throw error;
          cart = await createCart();
          cart = (await client().addCartItems({ cartId: cart.id, data: { line_items: lines } })).data;
        }
        set({ cart, loading: false });
        succeeded('addItem');
        afterChange();
        return cart;
      } catch (error) {
        set({ loading: false });
        return fail('addItem', error);
      }
    },

    async updateItemQty(lineId, quantity) {
      const cart = get().cart;
      if (!cart) return fail('updateItemQty', new Error(NO_CART_MESSAGES.update));
      const line = allLines(cart).find((l) => l.id === lineId);
      if (!line) return;
      const stock = get().stock[line.variant_id];
      const check = checkQuantity({ requested: quantity, inventoryLevel: stock ?? Number.POSITIVE_INFINITY });
      if (check.action === 'refuse') {
        set((s) => ({ lineErrors: { ...s.lineErrors, [lineId]: check.message } }));
        return;
      }
      if (check.action === 'remove') {
        await get().removeItem(lineId);
        return;
      }
      set((s) => ({ loading: true, lineErrors: { ...s.lineErrors, [lineId]: '' } }));
      try {
        const answer = await client().updateCartItem({
          cartId: cart.id,
          itemId: lineId,
          data: { line_item: { quantity, product_id: line.product_id } },
        });
        set({ cart: answer.data, loading: false });
        succeeded('updateItemQty');
        afterChange();
      } catch (error) {
        set({ loading: false });
        const refused = normalizeError(error).statusCode === 422;
        if (refused)
          set((s) => ({ lineErrors: { ...s.lineErrors, [lineId]: QUANTITY_EXCEEDS_STOCK_MESSAGE } }));
        // A refused quantity is said by its line; any other failure is told (with its status, so the shopper
        // gets the shop's words for it rather than the generic text).
        record('updateItemQty', error, !refused);
      }
    },

    async removeItem(lineId) {
      const cart = get().cart;
      if (!cart) return fail('removeItem', new Error(NO_CART_MESSAGES.remove));
      set({ loading: true });
      try {
        const answer = await client().removeCartItem({
          cartId: cart.id,
          itemId: lineId,
          include: CART_INCLUDE,
        });
        succeeded('removeItem');
        if ('data' in answer && answer.data) {
          set({ cart: answer.data, loading: false });
          afterChange();
        } else {
          await cartGone();
        }
        return true;
      } catch (error) {
        set({ loading: false });
        record('removeItem', error);
        return false;
      }
    },

    async clear() {
      const cart = get().cart;
      if (!cart) return fail('clear', new Error(NO_CART_MESSAGES.clear));
      set({ loading: true });
      try {
        await client().deleteCart({ cartId: cart.id });
        resetPromotions();
        await load(undefined, true);
        succeeded('clear');
      } catch (error) {
        set({ loading: false });
        record('clear', error);
      }
    },

    async checkStock() {
      const cart = get().cart;
      const lines = allLines(cart);
      const market = get().market;
      if (!cart || !market || lines.length === 0) return;
      try {
        const answer = await client().getInventoryAtLocations({ variantIds: lines.map((l) => l.variant_id) });
        const stock: Record<number, number> = {};
        for (const record of answer.data)
          stock[record.identity.variant_id] = availableToSell(record, market.code);
        set((s) => ({ stock: { ...s.stock, ...stock } }));
        // Lines above the stock left come down to it (a sold-out line stays, and blocks checkout).
        let adjusted = false;
        for (const line of lines) {
          const available = stock[line.variant_id];
          if (available === undefined || available <= 0 || line.quantity <= available) continue;
          const answer = await client().updateCartItem({
            cartId: cart.id,
            itemId: line.id,
            data: { line_item: { quantity: available, product_id: line.product_id } },
          });
          set({ cart: answer.data });
          adjusted = true;
        }
        if (adjusted) {
          set((s) => ({ notices: [...new Set([...s.notices, QUANTITY_ADJUSTED_MESSAGE])] }));
          afterChange();
        }
      } catch (error) {
        logError('checkStock', normalizeError(error).message);
      }
    },

    syncPromotions() {
      const market = get().market;
      if (!market || !promotionsEnabledForLocale(market.code, PROMOTIONS_LOCALES)) {
        return Promise.resolve(false);
      }
      pendingRuns += 1;
      set({ promotionsLoading: true });
      const run = promotionsRun.then(async () => {
        const cart = get().cart;
        if (!cart) return false;
        const c = client();
        const { runPromotionsSync } = await promotions();
        const result = await runPromotionsSync({
          client: c,
          currency: market.currency,
          stores: PROMOTIONS_STORES,
          cart,
          customerEmail: await currentEmail(c),
          isFreeGift: (line) => line.is_free_gift,
          memory,
        });
        memory = result.memory;
        // The stale free gift was the last line: that cart is gone (unless the bag has moved to a new one).
        if (!result.cart) {
          if (get().cart?.id === cart.id) await cartGone();
          return true;
        }
        // Only if nothing else changed the bag meanwhile (a newer change runs its own sync next).
        if (get().cart === cart) set({ cart: result.cart });
        if (result.clearedCoupons.length > 0 && get().coupon.status?.kind === 'accepted') {
          set({ coupon: { pending: false } });
        }
        return true;
      });
      promotionsRun = run.catch((error: unknown) => {
        console.error(
          JSON.stringify({ level: 'error', event: 'promotions-sync-failed', message: String(error) }),
        );
        return false;
      });
      return promotionsRun.finally(() => {
        pendingRuns -= 1;
        if (pendingRuns === 0) set({ promotionsLoading: false });
      });
    },

    async applyCoupon(code) {
      const market = get().market;
      const cart = get().cart;
      if (!market || !cart) return;
      set({ coupon: { pending: true } });
      // After any sync under way, so the session is this cart's.
      await promotionsRun;
      try {
        const c = client();
        const { applyCoupon, couponRejectionMessage } = await promotions();
        const result = await applyCoupon(
          {
            client: c,
            currency: market.currency,
            stores: PROMOTIONS_STORES,
            cart: get().cart ?? cart,
            customerEmail: await currentEmail(c),
            memory,
          },
          code,
        );
        memory = result.memory;
        set({
          cart: result.cart,
          coupon: {
            pending: false,
            status: result.accepted
              ? { kind: 'accepted', code }
              : { kind: 'rejected', code, message: couponRejectionMessage(result.reason) },
          },
        });
      } catch (error) {
        logError('coupon', normalizeError(error).message);
        set({
          coupon: {
            pending: false,
            status: { kind: 'rejected', code, message: 'An error occured. Please try again later.' },
          },
        });
      }
    },

    async removeCoupon() {
      const market = get().market;
      const cart = get().cart;
      if (!market || !cart) return;
      set({ coupon: { pending: true } });
      try {
        await client().updateCustomerSession({
          currencyCode: market.currency,
          sessionId: cart.id,
          dryRun: false,
          requestData: { customerSession: { couponCodes: [] } },
        });
        memory = { ...memory, couponCodes: [] };
        const fresh = (await client().getCart({ id: cart.id, include: CART_INCLUDE })).data;
        set({ cart: fresh, coupon: { pending: false } });
      } catch (error) {
        logError('coupon', normalizeError(error).message);
        set({ coupon: { pending: false } });
      }
    },

    dismissNotices: () => set({ notices: [] }),

    async checkout(go) {
      const market = get().market;
      const cart = get().cart;
      if (!market || !cart || get().checkoutLoading) return;
      const prefix = market.code === 'en' ? '' : `/${market.code}`;
      if (!isSignedIn()) {
        go(`${prefix}/checkout-identity`, false);
        return;
      }
      set({ checkoutLoading: true });
      try {
        const { redirect_url } = await client().checkoutLogin({ cartId: cart.id });
        succeeded('checkoutLogin');
        go(redirect_url, true);
      } catch (error) {
        record('checkoutLogin', error);
      } finally {
        set({ checkoutLoading: false });
      }
    },
  };
});

/** The bag's lines as the personalisation queue sees them: which variants, how many. */
function linesSignature(cart: Cart | undefined): string {
  return allLines(cart)
    .map((line) => `${line.variant_id}x${line.quantity}`)
    .sort()
    .join(',');
}

/** The lines last sent (undefined until the bag has started: its first load is not a change). */
let linesShown: string | undefined;

/**
 * Spec 000 §7 "Personalisation queue: … cart rows": the whole bag's rows after every change of its lines (an add,
 * a quantity, a removal, a free gift, a clear, a stock adjustment), whichever part of the page made it.
 */
useBag.subscribe((state, previous) => {
  if (state.cart === previous.cart || linesShown === undefined || !state.market) return;
  const signature = linesSignature(state.cart);
  if (signature === linesShown) return;
  linesShown = signature;
  pushPersonalisation({ type: 'cart', rows: cartRows(allLines(state.cart), state.market.currency) });
});
