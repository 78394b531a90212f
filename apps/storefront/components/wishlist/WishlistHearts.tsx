'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useWishlist } from '../../lib/wishlist/store';

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
    return () => {
      document.removeEventListener('click', onClick);
      unsubscribe();
    };
  }, []);
  // A new page brings new hearts, rendered unpressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search mark a new page.
  useEffect(() => {
    markHearts();
  }, [pathname, search]);
  return null;
}
