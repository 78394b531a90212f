'use client';

import { HeartIcon, MenuIcon } from '@wardrobe/design-system';
import { localizePath } from '@wardrobe/domain-rules';
import Link from 'next/link';
import { useFrame } from '../../lib/frame-store';
import { AccountButton } from './AccountButton';
import { BagButton } from './HeaderActions';
import type { ClientMarket } from './types';

/**
 * Spec 001 §2: the mobile bottom navigation (Home, Menu, Wishlist, Account, Basket), below the 768 px breakpoint;
 * "wishlist and basket hidden on checkout pages" (`checkout`).
 */
export function MobileNav({ market, checkout = false }: { market: ClientMarket; checkout?: boolean }) {
  const openPanel = useFrame((s) => s.openPanel);
  const menuOpen = useFrame((s) => s.panel === 'menu');
  return (
    <nav className="mobile-nav" aria-label="Mobile">
      <Link className="mobile-nav__item" href={localizePath('/', market.code)} prefetch={false}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 11 12 4l8 7v9h-5v-6H9v6H4z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span>Home</span>
      </Link>
      <button
        type="button"
        className="mobile-nav__item"
        aria-expanded={menuOpen}
        data-early-press="menu"
        onClick={() => openPanel('menu')}
      >
        <MenuIcon />
        <span>Menu</span>
      </button>
      {!checkout && (
        <button
          type="button"
          className="mobile-nav__item"
          data-early-press="wishlist"
          onClick={() => openPanel('wishlist')}
        >
          <HeartIcon />
          <span>Wishlist</span>
        </button>
      )}
      <AccountButton market={market} className="mobile-nav__item" showLabel />
      {!checkout && <BagButton className="mobile-nav__item" label="Basket" showLabel />}
    </nav>
  );
}
