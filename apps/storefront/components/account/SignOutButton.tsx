'use client';

import { Button } from '@wardrobe/design-system';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAccount } from '../../lib/account/store';
import type { ClientMarket } from '../frame/types';

/** Spec 001 §4 "Logout": the session ends, the bag becomes a guest's, and the shopper lands on the home page. */
export function SignOutButton({ market }: { market: ClientMarket }) {
  const router = useRouter();
  const logout = useAccount((s) => s.logout);
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      isPending={pending}
      onPress={async () => {
        setPending(true);
        await logout();
        router.replace(market.prefix || '/');
      }}
    >
      Sign Out
    </Button>
  );
}
