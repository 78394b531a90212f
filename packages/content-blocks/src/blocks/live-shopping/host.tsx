'use client';

import type { ContentMediaLink, LiveShoppingFailure } from '@wardrobe/domain-rules';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The seam between the live shopping block and the app that hosts it. The block never calls a service: the show
 * and the bag are the host's (a storefront's commerce middleware and bag store), so the host hands in how to load a
 * show and how to add one of its products to the bag. A client part of its own in the build (tsup.config.ts), so
 * its 'use client' is kept and there is one context for every block, as `AccountFormsProvider` is for the Good
 * Stuff blocks. Shapes match `@wardrobe/commerce-sdk`'s `LiveShow`, without this package depending on the SDK.
 */

/** One product as the show presents it. */
export interface LiveShoppingShowItem {
  id: string;
  title: string;
  /** The picture's URL (a thumbnail, 3:4). */
  image: string;
  /** The price paid, in the show's currency. */
  price: number;
  /** The list price, when the show presents it on sale. */
  originalPrice?: number | undefined;
  colour: string;
  /** Only where the show names one. */
  size?: string | undefined;
}

/** A show: its title, video and products. */
export interface LiveShoppingShow {
  id: string;
  title: string;
  /** `live` while it airs, `recorded` for a replay. */
  status: 'live' | 'recorded';
  /** ISO 4217 (`GBP`): the prices' currency. */
  currency: string;
  /** A content-service video link (`/v/{endpoint}/{name}/{variant}`). */
  video: ContentMediaLink;
  poster?: string | undefined;
  captions?: { src: string; srcLang: string; label: string } | undefined;
  items: readonly LiveShoppingShowItem[];
}

/**
 * What adding a product from the show came to: added, or one of spec 000 §8's failures with the text the shopper
 * reads (domain-rules `LIVE_SHOPPING_FAILURE_MESSAGES`). A failure the host could not classify (the network, the
 * bag's service) rejects instead; the widget then says the add did not go through.
 */
export type LiveShoppingAddOutcome =
  | { ok: true }
  | { ok: false; failure: LiveShoppingFailure; message: string };

export interface LiveShoppingHostValue {
  /** The show, or undefined when the service has no such show. Rejects when it cannot be asked. */
  loadShow: (showId: string) => Promise<LiveShoppingShow | undefined>;
  /** Adds one of the show's products to the shopper's bag through the bag's own rules. */
  addToBag: (item: LiveShoppingShowItem, show: LiveShoppingShow) => Promise<LiveShoppingAddOutcome>;
}

export interface LiveShoppingProviderProps {
  value: LiveShoppingHostValue;
  children?: ReactNode;
}

const LiveShoppingContext = createContext<LiveShoppingHostValue | undefined>(undefined);

/** Gives the live shopping blocks below it the host's show loader and bag. */
export function LiveShoppingProvider({ value, children }: LiveShoppingProviderProps) {
  return <LiveShoppingContext.Provider value={value}>{children}</LiveShoppingContext.Provider>;
}

/** The nearest provider's value; undefined without one (Storybook without the decorator, another app). */
export function useLiveShoppingHost(): LiveShoppingHostValue | undefined {
  return useContext(LiveShoppingContext);
}
