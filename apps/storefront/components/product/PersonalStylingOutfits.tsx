'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { browserCommerce } from '../../lib/commerce-browser';
import type { StylingOutfitView } from '../../lib/styling';
import { personalisedStylingOutfits } from '../../lib/styling-session';
import type { ClientMarket } from '../frame/types';
import { StylingOutfits } from './StylingOutfits';

/**
 * A signed-in customer's own outfits (spec 000 §9: the hashed customer id once the session is ready, 5 retries at
 * 200 ms). Until they come, and if they never do (spec 000 §8: it only warns), the guests' outfits stay.
 */
export function PersonalStylingOutfits({
  market,
  productId,
  colour,
  guest,
}: {
  market: ClientMarket;
  productId: number;
  colour: string;
  guest: ReactNode;
}) {
  const [outfits, setOutfits] = useState<StylingOutfitView[]>();
  const { channelId, code } = market;

  useEffect(() => {
    const controller = new AbortController();
    personalisedStylingOutfits(
      browserCommerce(channelId, controller.signal),
      { code },
      { productId, colour },
      controller.signal,
    )
      .then((personal) => {
        if (personal && !controller.signal.aborted) setOutfits(personal);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.error(JSON.stringify({ level: 'error', event: 'styling-failed', message: String(error) }));
      });
    return () => controller.abort();
  }, [channelId, code, productId, colour]);

  return outfits ? <StylingOutfits outfits={outfits} currency={market.currency} /> : guest;
}
