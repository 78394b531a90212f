'use client';

import { BagIconWithCount, HeartIcon, SearchIcon } from '@wardrobe/design-system';
import { localizePath, searchResultsPath } from '@wardrobe/domain-rules';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { bagCount, useBag } from '../../lib/bag/store';
import { browserCommerce } from '../../lib/commerce-browser';
import { useFrame } from '../../lib/frame-store';
import { productRead } from '../../lib/products-store';
import { AccountButton } from './AccountButton';
import { useMountedOnce } from './FrameEffects';
import { LocaleButton } from './locale/LocaleButton';
import type { ClientMarket } from './types';

/** Loaded with the first open: the header ships no search code until the shopper asks for it. */
const SearchBar = dynamic(() => import('./lazy-parts').then((m) => m.SearchBar), { ssr: false });

/** Spec 001 §2 "Header": search, account, wishlist and bag (item count; disabled while promotions load). */
export function HeaderActions({ market }: { market: ClientMarket }) {
  const router = useRouter();
  const searchOpen = useFrame((s) => s.searchOpen);
  const setSearchOpen = useFrame((s) => s.setSearchOpen);
  const openPanel = useFrame((s) => s.openPanel);
  const searchUsed = useMountedOnce(searchOpen);

  const fetchResults = useCallback(
    async (term: string, signal: AbortSignal) => {
      const answer = await productRead(
        'search',
        () => browserCommerce(market.channelId, signal).autocomplete({ query: term }),
        signal,
      );
      return {
        products: answer.sections.Products.map((item) => ({
          id: item.data.id,
          sku: item.data.sku,
          name: item.value,
          url: localizePath(item.data.url, market.code),
          image: item.data.image_url,
          price: item.data.price,
          originalPrice: item.data.original_price,
          colour: item.data.colour,
        })),
        suggestions: answer.sections['Search Suggestions'].map((s) => s.value),
      };
    },
    [market],
  );

  return (
    <div className="header-actions">
      {/* Spec 001 §2 "Header": the locale button, then search. */}
      <LocaleButton market={market} />
      <button
        type="button"
        className="icon-button"
        aria-label="Search"
        aria-expanded={searchOpen}
        data-early-press="search"
        onClick={() => setSearchOpen(true)}
      >
        <SearchIcon />
      </button>
      <AccountButton market={market} className="icon-button" />
      {/* Below 768 px the bottom navigation carries the wishlist: the header's would push the row past a phone's
          width (seven 44 px targets and the logo need ~416 px). */}
      <button
        type="button"
        className="icon-button header-actions__wishlist"
        aria-label="Wishlist"
        data-early-press="wishlist"
        onClick={() => openPanel('wishlist')}
      >
        <HeartIcon />
      </button>
      <BagButton className="icon-button" />
      {searchUsed && (
        <SearchBar
          isOpen={searchOpen}
          onOpenChange={setSearchOpen}
          fetchResults={fetchResults}
          onSubmit={(term) => {
            const path = searchResultsPath(term);
            if (path) router.push(localizePath(path, market.code));
          }}
          currency={market.currency}
          offsetTop="var(--header-height, 4rem)"
          linkAs={Link}
        />
      )}
    </div>
  );
}

/** The bag button, in the header and the mobile navigation: "Bag, 2 items"; disabled while promotions load. */
export function BagButton({
  className,
  label = 'Bag',
  showLabel = false,
}: {
  className: string;
  label?: string;
  showLabel?: boolean;
}) {
  const count = useBag((s) => bagCount(s.cart));
  const promotionsLoading = useBag((s) => s.promotionsLoading);
  const openPanel = useFrame((s) => s.openPanel);
  return (
    <button
      type="button"
      className={className}
      aria-label={`${label}, ${count} ${count === 1 ? 'item' : 'items'}`}
      disabled={promotionsLoading}
      data-testid="bag-button"
      data-early-press="bag"
      onClick={() => openPanel('bag')}
    >
      <BagIconWithCount count={count} />
      {showLabel && <span>{label}</span>}
    </button>
  );
}
