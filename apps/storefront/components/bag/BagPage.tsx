'use client';

import { EmptyBag, Skeleton } from '@wardrobe/design-system';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useBag } from '../../lib/bag/store';
import type { ClientMarket } from '../frame/types';
import { useMinimumLoading } from '../frame/useMinimumLoading';

const loadingBag = <Skeleton height="12rem" aria-label="Loading your bag" />;

/**
 * The bag's interactive body (lines, quantities, coupon, checkout, wallet) loads only when there is a cart to
 * show: a shopper with no cart is told the bag is empty without downloading any of it.
 */
const BagView = dynamic(() => import('./BagView').then((m) => m.BagView), { loading: () => loadingBag });

/**
 * The `/bag` page's body. Spec 000 §2: "If the shopper is already on it, it reloads": arriving on the page from
 * another one loads the cart again (a fresh document loads it anyway when the bag starts).
 */
export function BagPage({ market }: { market: ClientMarket }) {
  const started = useBag((s) => s.market !== undefined);
  const waiting = useBag((s) => s.loading && s.cart === undefined);
  const hasCart = useBag((s) => s.cart !== undefined);
  const notices = useBag((s) => s.notices);
  // Spec 000 §9: the skeleton, once shown, stays 200 ms (a fast bag does not flash it).
  const loading = useMinimumLoading(!started || waiting);
  useEffect(() => {
    if (useBag.getState().market) void useBag.getState().reload();
  }, []);
  if (loading) return loadingBag;
  if (!hasCart) return <EmptyBag notices={notices} />;
  return <BagView market={market} headingLevel={2} />;
}
