'use client';

import { AccountIcon, AccountSignedInIcon } from '@wardrobe/design-system';
import { localizePath } from '@wardrobe/domain-rules';
import Link from 'next/link';
import { useAccount } from '../../lib/account/store';
import { useFrame } from '../../lib/frame-store';
import type { ClientMarket } from './types';

/**
 * Spec 001 §2 "Header": the account button. Signed out, it opens the sign-in panel (its sign-in view; pressed
 * again, it closes it); signed in, it goes to `/my-account` with the filled icon and the name 'My Account'. The
 * page is rendered signed out (pages are the same for everyone); the button changes once the session is known, at
 * the same size, so nothing moves. The link is never prefetched: prefetched as a guest, the router would keep the
 * guard's redirect.
 */
export function AccountButton({
  market,
  className,
  showLabel = false,
}: {
  market: ClientMarket;
  className: string;
  showLabel?: boolean;
}) {
  const signedIn = useAccount((s) => s.signedIn);
  const toggleSignIn = useFrame((s) => s.toggleSignIn);
  const panelOpen = useFrame((s) => s.panel === 'signIn');
  if (!signedIn) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        data-early-press="signIn"
        onClick={() => toggleSignIn('signin')}
        {...(showLabel ? {} : { 'aria-label': 'Account' })}
      >
        <AccountIcon />
        {showLabel && <span>Account</span>}
      </button>
    );
  }
  return (
    <Link
      className={className}
      href={localizePath('/my-account', market.code)}
      prefetch={false}
      data-prefetch="off"
      data-signed-in=""
      {...(showLabel ? {} : { 'aria-label': 'My Account' })}
    >
      <AccountSignedInIcon />
      {showLabel && <span>Account</span>}
    </Link>
  );
}
