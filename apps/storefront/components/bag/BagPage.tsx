'use client';

import { Skeleton } from '@wardrobe/design-system';
import { useEffect } from 'react';
import { useBag } from '../../lib/bag/store';
import type { ClientMarket } from '../frame/types';
import { BagView } from './BagView';

/**
 * The `/bag` page's body. Spec 000 §2: "If the shopper is already on it, it reloads": arriving on the page from
 * another one loads the cart again (a fresh document loads it anyway when the bag starts).
 */
export function BagPage({ market }: { market: ClientMarket }) {
  const started = useBag((s) => s.market !== undefined);
  const waiting = useBag((s) => s.loading && s.cart === undefined);
  useEffect(() => {
    if (useBag.getState().market) void useBag.getState().reload();
  }, []);
  if (!started || waiting) return <Skeleton height="12rem" aria-label="Loading your bag" />;
  return <BagView market={market} headingLevel={2} />;
}
