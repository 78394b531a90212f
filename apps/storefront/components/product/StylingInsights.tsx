'use client';

import { useEffect, useState } from 'react';
import { browserCommerce } from '../../lib/commerce-browser';
import type { StylingOutfitView } from '../../lib/styling';
import { personalisedStylingOutfits } from '../../lib/styling-session';
import type { ClientMarket } from '../frame/types';
import { StylingOutfits } from './StylingOutfits';

/**
 * The styling widget's island: shows the outfits the server rendered for guests and, for a signed-in customer,
 * asks for theirs once the session is ready (the hashed customer id, 5 retries at 200 ms: spec 000 §9) and shows
 * them instead. A session that never gets ready only warns (spec 000 §8): the guests' outfits stay.
 */
export function StylingInsights({
  market,
  productId,
  colour,
  outfits: guestOutfits,
}: {
  market: ClientMarket;
  productId: number;
  colour: string;
  outfits: StylingOutfitView[];
}) {
  const [outfits, setOutfits] = useState(guestOutfits);
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

  return <StylingOutfits outfits={outfits} currency={market.currency} />;
}
