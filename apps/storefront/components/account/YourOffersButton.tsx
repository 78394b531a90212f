'use client';

import { Button } from '@wardrobe/design-system';
import { useFrame } from '../../lib/frame-store';

/** Opens the offers panel (spec 001 §2 "Offers panel (signed-in only)") from the account's greeting. */
export function YourOffersButton({ children }: { children: string }) {
  const openPanel = useFrame((s) => s.openPanel);
  return (
    <Button variant="primary" onPress={() => openPanel('offers')}>
      {children}
    </Button>
  );
}
