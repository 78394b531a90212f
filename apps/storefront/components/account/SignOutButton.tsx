'use client';

import { Button } from '@wardrobe/design-system';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAccount } from '../../lib/account/store';
import type { ClientMarket } from '../frame/types';

/**
 * Spec 001 §4 "Logout": the session ends, the bag becomes a guest's, and the shopper lands on the home page.
 * A form so that a press before the page's script has arrived still signs out: it asks for the home page with
 * `?logout=true` (spec 001 §5), which ends the session on the server. Once hydrated the store signs out in place.
 */
export function SignOutButton({ market }: { market: ClientMarket }) {
  const router = useRouter();
  const logout = useAccount((s) => s.logout);
  const [pending, setPending] = useState(false);
  return (
    <form
      method="get"
      action={market.prefix || '/'}
      onSubmit={async (event) => {
        event.preventDefault();
        if (pending) return;
        setPending(true);
        await logout();
        router.replace(market.prefix || '/');
      }}
    >
      <input type="hidden" name="logout" value="true" />
      <Button type="submit" variant="secondary" isPending={pending}>
        Sign Out
      </Button>
    </form>
  );
}
