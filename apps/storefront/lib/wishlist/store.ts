'use client';

import type { Product, Wishlist } from '@wardrobe/commerce-sdk';
import {
  guestWishlistItemId,
  normalizeError,
  planWishlistMerge,
  shopperErrorMessage,
} from '@wardrobe/domain-rules';
import { create } from 'zustand';
import { isSignedIn } from '../bag/store';
import { browserCommerce } from '../commerce-browser';
import { notifyConfirmation, notifyError } from '../notifications';

/** Spec 000 §3, §9: a customer's list is read 50 items a page, page 1. */
export const WISHLIST_PAGE_SIZE = 50;
/** Where a guest's list lives (spec 000 §3: browser local storage, item id 'productId_variantId'). */
export const GUEST_WISHLIST_KEY = 'wardrobe-wishlist';
/** Reading: the spec names no list name; BigCommerce needs one. */
export const WISHLIST_NAME = 'My Wishlist';

export interface WishlistEntry {
  /** 'productId_variantId' for a guest, the server item's id for a customer. */
  id: string;
  product_id: number;
  variant_id: number;
}

interface WishlistMarket {
  code: string;
  channelId: number;
  currency: 'GBP' | 'EUR' | 'USD';
}

export interface WishlistState {
  market: WishlistMarket | undefined;
  entries: WishlistEntry[];
  /** The customer's list (signed in); undefined for a guest. */
  list: Wishlist | undefined;
  /** What the panel shows of each product, read when the panel opens. */
  products: Record<number, Product>;
  loading: boolean;
  error: string | undefined;
  start: (market: WishlistMarket) => Promise<void>;
  has: (productId: number, variantId?: number) => boolean;
  toggle: (productId: number, variantId: number) => Promise<void>;
  remove: (entryId: string) => Promise<void>;
  /** Spec 000 §4: a customer's Clear deletes the list and creates an empty one; a guest's empties the storage. */
  clear: () => Promise<void>;
  loadProducts: () => Promise<void>;
}

export function readGuestWishlist(storage: Pick<Storage, 'getItem'> | undefined): WishlistEntry[] {
  try {
    const raw = storage?.getItem(GUEST_WISHLIST_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      const { product_id, variant_id } = (item ?? {}) as Partial<WishlistEntry>;
      return Number.isInteger(product_id) && Number.isInteger(variant_id)
        ? [
            {
              id: guestWishlistItemId(product_id as number, variant_id as number),
              product_id: product_id as number,
              variant_id: variant_id as number,
            },
          ]
        : [];
    });
  } catch {
    // A list another version wrote, or storage switched off: start empty rather than break the page.
    return [];
  }
}

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

function writeGuest(entries: WishlistEntry[]) {
  try {
    if (entries.length === 0) storage()?.removeItem(GUEST_WISHLIST_KEY);
    else storage()?.setItem(GUEST_WISHLIST_KEY, JSON.stringify(entries));
  } catch {}
}

const entriesOf = (list: Wishlist | undefined): WishlistEntry[] =>
  (list?.items ?? []).map((item) => ({
    id: String(item.id),
    product_id: item.product_id,
    variant_id: item.variant_id,
  }));

const log = (event: string, error: unknown) =>
  console.error(JSON.stringify({ level: 'error', event, message: normalizeError(error).message }));

/** Spec 000 §4: the wishlist's messages go through the notifications (confirmations go by themselves). */
export const WISHLIST_MESSAGES = {
  added: 'Added to your wishlist',
  removed: 'Removed from your wishlist',
  cleared: 'Your wishlist is empty',
} as const;

/** A failed change: logged, and the shopper told until they close it (the list is as it was). */
const failed = (event: string, error: unknown) => {
  log(event, error);
  notifyError(shopperErrorMessage(error));
};

/**
 * Spec 000 §4 "Wishlist": a guest's list in local storage; a signed-in customer's on the server. On sign-in the
 * guest's items merge into the customer's first list (created if none), then the guest storage is cleared.
 * Reading: the merge runs when the frame starts with the shopper signed in and guest items stored, so every way
 * of signing in (the sign-in panel, the checkout identity step) brings the list along.
 */
export const useWishlist = create<WishlistState>()((set, get) => {
  const client = () => browserCommerce((get().market as WishlistMarket).channelId);

  return {
    market: undefined,
    entries: [],
    list: undefined,
    products: {},
    loading: false,
    error: undefined,

    async start(market) {
      if (get().market) return;
      const guest = readGuestWishlist(storage());
      set({ market, entries: guest });
      if (!isSignedIn()) return;
      set({ loading: true });
      try {
        const lists = await client().getAllWishlists({ page: 1, limit: WISHLIST_PAGE_SIZE });
        let list = lists.data[0];
        const toAdd = planWishlistMerge(guest, list?.items ?? []);
        if (!list) {
          list = (await client().createWishlist({ name: WISHLIST_NAME, is_public: false, items: toAdd }))
            .data;
        } else if (toAdd.length > 0) {
          list = (await client().addWishlistItems({ wishlistId: list.id, items: toAdd })).data;
        }
        writeGuest([]);
        set({ list, entries: entriesOf(list), loading: false });
      } catch (error) {
        log('wishlist-load-failed', error);
        set({ loading: false, error: normalizeError(error).message });
      }
    },

    has(productId, variantId) {
      return get().entries.some(
        (e) => e.product_id === productId && (variantId === undefined || e.variant_id === variantId),
      );
    },

    async toggle(productId, variantId) {
      const existing = get().entries.find((e) => e.product_id === productId && e.variant_id === variantId);
      if (existing) return get().remove(existing.id);
      const list = get().list;
      if (!list) {
        const entries = [
          ...get().entries,
          { id: guestWishlistItemId(productId, variantId), product_id: productId, variant_id: variantId },
        ];
        writeGuest(entries);
        set({ entries });
        notifyConfirmation(WISHLIST_MESSAGES.added);
        return;
      }
      try {
        const next = (
          await client().addWishlistItems({
            wishlistId: list.id,
            items: [{ product_id: productId, variant_id: variantId }],
          })
        ).data;
        set({ list: next, entries: entriesOf(next) });
        notifyConfirmation(WISHLIST_MESSAGES.added);
      } catch (error) {
        failed('wishlist-add-failed', error);
      }
    },

    async remove(entryId) {
      const list = get().list;
      if (!list) {
        const entries = get().entries.filter((e) => e.id !== entryId);
        writeGuest(entries);
        set({ entries });
        notifyConfirmation(WISHLIST_MESSAGES.removed);
        return;
      }
      try {
        const next = (await client().removeWishlistItem({ wishlistId: list.id, itemId: Number(entryId) }))
          .data;
        set({ list: next, entries: entriesOf(next) });
        notifyConfirmation(WISHLIST_MESSAGES.removed);
      } catch (error) {
        failed('wishlist-remove-failed', error);
      }
    },

    async clear() {
      const list = get().list;
      if (!list) {
        writeGuest([]);
        set({ entries: [] });
        notifyConfirmation(WISHLIST_MESSAGES.cleared);
        return;
      }
      try {
        await client().deleteWishlist(list.id);
        const fresh = (await client().createWishlist({ name: WISHLIST_NAME, is_public: false, items: [] }))
          .data;
        set({ list: fresh, entries: [] });
        notifyConfirmation(WISHLIST_MESSAGES.cleared);
      } catch (error) {
        failed('wishlist-clear-failed', error);
      }
    },

    async loadProducts() {
      const ids = [...new Set(get().entries.map((e) => e.product_id))].filter((id) => !get().products[id]);
      if (ids.length === 0) return;
      try {
        const { data } = await client().getProductsByIdList(ids);
        set((s) => ({ products: { ...s.products, ...Object.fromEntries(data.map((p) => [p.id, p])) } }));
      } catch (error) {
        log('wishlist-products-failed', error);
      }
    },
  };
});
