'use client';

import {
  type LiveShoppingHostValue,
  LiveShoppingProvider,
} from '@wardrobe/content-blocks/live-shopping-host';
import { type MarketCode, marketByCode } from '@wardrobe/domain-rules';
import { type ReactNode, useMemo } from 'react';

// The show's loader and the add (the commerce client, the bag store's add) load when a live shopping block first
// asks, not with every content page.
const host = () => import('../../lib/live-shopping');

/**
 * Hands the live shopping blocks the shop's show loader and its bag (content-blocks `LiveShoppingProvider`), around
 * content pages' blocks (spec 001 §2 "Live shopping is embedded on content pages").
 */
export function LiveShoppingBlocksProvider({
  marketCode,
  children,
}: {
  marketCode: MarketCode;
  children: ReactNode;
}) {
  const value = useMemo<LiveShoppingHostValue>(() => {
    const market = marketByCode(marketCode);
    if (!market) throw new Error(`Unknown market ${marketCode}`);
    return {
      loadShow: async (showId) => (await host()).loadLiveShow(market, showId),
      addToBag: async (item, show) => (await host()).addFromLiveShow(market, show, item),
    };
  }, [marketCode]);
  return <LiveShoppingProvider value={value}>{children}</LiveShoppingProvider>;
}
