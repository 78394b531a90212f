'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useEffect, useState } from 'react';
import { isSignedIn } from '../../lib/bag/store';
import type { ClientMarket } from '../frame/types';

// A guest (every first visit) never loads the session, hashing and outfit code: it comes with a signed-in customer.
const PersonalStylingOutfits = dynamic(
  () => import('./PersonalStylingOutfits').then((m) => m.PersonalStylingOutfits),
  { ssr: false },
);

/**
 * The styling widget's island: shows the outfits the server rendered for guests (`children`) and, for a
 * signed-in customer, their own once the session is ready (`PersonalStylingOutfits`).
 */
export function StylingInsights({
  market,
  productId,
  colour,
  children,
}: {
  market: ClientMarket;
  productId: number;
  colour: string;
  children: ReactNode;
}) {
  // After hydration, so the first render is the server's.
  const [personal, setPersonal] = useState(false);
  useEffect(() => setPersonal(isSignedIn()), []);
  return personal ? (
    <PersonalStylingOutfits market={market} productId={productId} colour={colour} guest={children} />
  ) : (
    children
  );
}
