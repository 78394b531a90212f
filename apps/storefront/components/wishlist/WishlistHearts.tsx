'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useWishlist } from '../../lib/wishlist/store';
import { takeEarlyPress } from '../frame/runtime/early-presses';

const SELECTOR = 'button[data-wishlist-product]';

/** Marks every server-rendered heart in the page pressed when its product (and variant) is on the list. */
function markHearts() {
  const { has } = useWishlist.getState();
  for (const button of document.querySelectorAll<HTMLButtonElement>(SELECTOR)) {
    const product = Number(button.dataset.wishlistProduct);
    const variant = button.dataset.wishlistVariant ? Number(button.dataset.wishlistVariant) : undefined;
    button.setAttribute('aria-pressed', String(has(product, variant)));
  }
}

/**
 * A heart pressed before the page had its script (frame/runtime/early-presses.ts): once the list is loaded, its
 * product is saved unless it already was — the heart the shopper pressed showed it unsaved.
 */
function saveEarlyHeart(): () => void {
  const target = takeEarlyPress(['heart'])?.target;
  if (!(target instanceof HTMLButtonElement)) return () => {};
  const product = Number(target.dataset.wishlistProduct);
  const variant = Number(target.dataset.wishlistVariant);
  if (!Number.isInteger(product) || !Number.isInteger(variant)) return () => {};
  const ready = () => {
    const { market, loading } = useWishlist.getState();
    return market !== undefined && !loading;
  };
  const save = () => {
    const wishlist = useWishlist.getState();
    if (!wishlist.has(product, variant)) void wishlist.toggle(product, variant);
  };
  if (ready()) {
    save();
    return () => {};
  }
  const unsubscribe = useWishlist.subscribe(() => {
    if (!ready()) return;
    unsubscribe();
    save();
  });
  return unsubscribe;
}

/**
 * The hearts on product cards (spec 000 §4 "Wishlist"): server-rendered buttons (`WishlistHeart`) with no
 * script of their own; this one listener toggles them and keeps their pressed state, as the listing's 48 cards
 * would otherwise hydrate 48 islands.
 */
export function WishlistHearts() {
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(SELECTOR);
      if (!(button instanceof HTMLButtonElement)) return;
      event.preventDefault();
      const product = Number(button.dataset.wishlistProduct);
      const variant = Number(button.dataset.wishlistVariant);
      if (Number.isInteger(product) && Number.isInteger(variant))
        void useWishlist.getState().toggle(product, variant);
    };
    document.addEventListener('click', onClick);
    const unsubscribe = useWishlist.subscribe(markHearts);
    const stopEarly = saveEarlyHeart();
    return () => {
      document.removeEventListener('click', onClick);
      unsubscribe();
      stopEarly();
    };
  }, []);
  // A new page brings new hearts, rendered unpressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search mark a new page.
  useEffect(() => {
    markHearts();
  }, [pathname, search]);
  return null;
}
