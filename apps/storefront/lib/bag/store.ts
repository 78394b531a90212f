'use client';

import type { Cart, CartLineItem } from '@wardrobe/commerce-sdk';
import { promotionsEnabledForLocale, sessionItemsDiffer, toSessionCartItems } from '@wardrobe/domain-rules';
import { create } from 'zustand';
import { browserCommerce } from '../commerce-browser';
import { PROMOTIONS_LOCALES } from '../config';

/** Spec 000 §8: each operation records its last error in its own slot (and logs it). */
export type BagErrorSlot = 'load' | 'addItem' | 'removeItem' | 'updateItemQty' | 'clear';

export interface BagLineToAdd {
  product_id: number;
  variant_id: number;
  quantity: number;
}

export interface BagMarket {
  code: string;
  channelId: number;
  currency: 'GBP' | 'EUR' | 'USD';
}

export interface BagState {
  market: BagMarket | undefined;
  cart: Cart | undefined;
  loading: boolean;
  promotionsLoading: boolean;
  errors: Partial<Record<BagErrorSlot, string>>;
  /** Called once by the frame: asks the server for the cart id in the (httpOnly) cart cookie, then loads it. */
  start: (market: BagMarket) => Promise<void>;
  /** Adds lines, creating the cart on the first add; rejects (after recording the error) when refused. */
  addItems: (lines: BagLineToAdd[]) => Promise<Cart>;
  /** Spec 000 §4 "Promotions sync", serialised: one run at a time, the flag on while any run is pending. */
  syncPromotions: () => Promise<boolean>;
}

/** Units of a variant already in the bag (quick add refuses to go past the stock, spec 000 §5). */
export function quantityInBag(cart: Cart | undefined, variantId: number): number {
  return allLines(cart)
    .filter((line) => line.variant_id === variantId)
    .reduce((n, line) => n + line.quantity, 0);
}

export function allLines(cart: Cart | undefined): CartLineItem[] {
  return cart ? [...cart.line_items.physical_items, ...cart.line_items.digital_items] : [];
}

/** The bag count in the header: every unit of every line (gift certificates count one each). */
export function bagCount(cart: Cart | undefined): number {
  return (
    allLines(cart).reduce((n, line) => n + line.quantity, 0) +
    (cart?.line_items.gift_certificates.length ?? 0)
  );
}

const logError = (slot: BagErrorSlot, message: string) =>
  console.error(JSON.stringify({ level: 'error', event: 'bag-error', slot, message }));

/** The cart id the cart cookie holds (`/api/bag`): the cookie is httpOnly, and pages are rendered without it. */
async function cartIdFromServer(market: BagMarket): Promise<string | undefined> {
  const response = await fetch(`/api/bag?market=${encodeURIComponent(market.code)}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The bag could not be read (${response.status})`);
  const { cartId } = (await response.json()) as { cartId: string | null };
  return cartId ?? undefined;
}

let promotionsRun: Promise<boolean> = Promise.resolve(true);
let pendingRuns = 0;
let lastSentItems: ReturnType<typeof toSessionCartItems> | undefined;

export const useBag = create<BagState>()((set, get) => {
  const client = () => {
    const market = get().market;
    if (!market) throw new Error('The bag has not started');
    return browserCommerce(market.channelId);
  };
  const fail = (slot: BagErrorSlot, error: unknown): never => {
    const message = error instanceof Error ? error.message : String(error);
    logError(slot, message);
    set((s) => ({ errors: { ...s.errors, [slot]: message } }));
    throw error instanceof Error ? error : new Error(message);
  };
  const createCart = async () => {
    const market = get().market as BagMarket;
    const answer = await client().createCart({ currency: { code: market.currency }, line_items: [] });
    return answer.data;
  };

  return {
    market: undefined,
    cart: undefined,
    loading: false,
    promotionsLoading: false,
    errors: {},

    async start(market) {
      if (get().market) return;
      set({ market, loading: true });
      try {
        const cartId = await cartIdFromServer(market);
        if (!cartId) {
          set({ loading: false });
          return;
        }
        const answer = await client().getCart({ id: cartId, include: 'line_items.physical_items.options' });
        set({ cart: answer.data, loading: false });
      } catch (error) {
        // Spec 000 §4: a cart that cannot be loaded is replaced on the next add; the failure is recorded.
        set({ loading: false });
        try {
          fail('load', error);
        } catch {}
      }
    },

    async addItems(lines) {
      set({ loading: true });
      try {
        let cart = get().cart ?? (await createCart());
        try {
          cart = (await client().addCartItems({ cartId: cart.id, data: { line_items: lines } })).data;
        } catch (error) {
          // A cart deleted elsewhere (404): one new cart, one more try.
          if (!(error instanceof Error && 'statusCode' in error && error.statusCode === 404)) throw error;
          cart = await createCart();
          cart = (await client().addCartItems({ cartId: cart.id, data: { line_items: lines } })).data;
        }
        set((s) => ({ cart, loading: false, errors: { ...s.errors, addItem: undefined } }));
        void get().syncPromotions();
        return cart;
      } catch (error) {
        set({ loading: false });
        return fail('addItem', error);
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
        const cartItems = toSessionCartItems(allLines(cart));
        // Spec 000 §4 step 3: the session is updated only when the bag's items differ from what it holds.
        if (lastSentItems && !sessionItemsDiffer(cartItems, lastSentItems)) return true;
        await client().updateCustomerSession({
          currencyCode: market.currency,
          sessionId: cart.id,
          dryRun: true,
          requestData: { customerSession: { cartItems } },
        });
        lastSentItems = cartItems;
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
  };
});
