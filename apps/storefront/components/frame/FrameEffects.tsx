'use client';

import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useAccount } from '../../lib/account/store';
import { ecommerceEvent, pushEvent } from '../../lib/analytics/data-layer';
import { useBag } from '../../lib/bag/store';
import { useFrame } from '../../lib/frame-store';
import { useWishlist } from '../../lib/wishlist/store';
import { WishlistHearts } from '../wishlist/WishlistHearts';
import { takeEarlyPress } from './runtime/early-presses';
import { PreviewBar } from './runtime/PreviewBar';
import { Runtime } from './runtime/Runtime';
import type { ClientMarket } from './types';

/**
 * The frame's behaviour without markup of its own: starts the bag, closes what a route change closes, runs the
 * navigation progress bar (spec 001 §2: 200 ms throttle, 5000 ms), sends `select_item` for product links, and
 * holds the notifications region (spec 000 §4: at most 3, 3000 ms).
 */
export function FrameEffects({ market, children }: { market: ClientMarket; children?: ReactNode }) {
  useEffect(() => {
    void useBag.getState().start(market);
    void useWishlist.getState().start(market);
    void useAccount.getState().start(market);
  }, [market]);

  // A press on the header or the bottom navigation before this script arrived (runtime/early-presses.ts).
  useEffect(() => {
    const press = takeEarlyPress(['search', 'signIn', 'wishlist', 'bag', 'menu'], { hydrated: true })?.kind;
    const frame = useFrame.getState();
    if (press === 'search') frame.setSearchOpen(true);
    else if (press === 'signIn') frame.toggleSignIn('signin');
    else if (press) frame.openPanel(press);
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const item =
        link.closest<HTMLElement>('[data-select-item]') ??
        (link.dataset.selectItem !== undefined ? link : null);
      if (item) sendSelectItem(item, market.code);
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      const url = new URL(link.href, window.location.href);
      const sameDocument = url.pathname === window.location.pathname && url.search === window.location.search;
      if (!modified && link.target !== '_blank' && url.origin === window.location.origin && !sameDocument) {
        useFrame.getState().setNavigating(true);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [market.code]);

  return (
    <>
      {/* Its own boundary: reading the query must not suspend the server-rendered page around it. */}
      <Suspense>
        <RouteWatcher />
        <WishlistHearts />
      </Suspense>
      <Runtime />
      {/* First in the frame (spec 001 §2 "Default: preview bar, benefit bar, …"); only editors ever see it. */}
      <PreviewBar />
      {children}
      <Notifications />
    </>
  );
}

/** The navigation progress bar, placed in the header so it sits inside the banner landmark. */
export function NavigationProgress() {
  const navigating = useFrame((s) => s.navigating);
  const used = useMountedOnce(navigating);
  return used ? <ProgressBar isLoading={navigating} /> : null;
}

// The interactive design-system parts of the frame load when first needed, not with every page: the shopper
// pays for the search bar, the panels and the toasts when they open (spec: keep per-route JS small).
const ProgressBar = dynamic(() => import('./lazy-parts').then((m) => m.ProgressBar), {
  ssr: false,
});
const NotificationsRegion = dynamic(
  () => import('./NotificationsRegion').then((m) => m.NotificationsRegion),
  {
    ssr: false,
  },
);

/** True from the first time `active` is true. */
export function useMountedOnce(active: boolean): boolean {
  const [mounted, setMounted] = useState(active);
  useEffect(() => {
    if (active) setMounted(true);
  }, [active]);
  return mounted || active;
}

/** Spec 000 §4 "Notifications": the region mounts with the first notification. */
function Notifications() {
  const pending = useFrame((s) => s.notifications.length > 0);
  return useMountedOnce(pending) ? <NotificationsRegion /> : null;
}

/** Spec 001 §4, spec 002 §2: a route change (path or query) closes the search bar, the popup and the menu. */
function RouteWatcher() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The route the page opened on is not a change: closing then would shut what a press before hydration opened
  // (runtime/early-presses.ts), as this boundary may hydrate after the frame's own effects have run.
  const route = `${pathname}?${search}`;
  const shown = useRef(route);
  useEffect(() => {
    if (shown.current === route) return;
    shown.current = route;
    useFrame.getState().routeChanged();
  }, [route]);
  return null;
}

/** Spec 000 §7: `select_item` from the data the product card puts on its link. */
function sendSelectItem(element: HTMLElement, localeCode: string) {
  const d = element.dataset;
  pushEvent(
    ecommerceEvent(
      'select_item',
      localeCode,
      [
        {
          item_id: d.productId ?? '',
          item_name: d.name ?? '',
          item_variant: d.sku,
          item_colour: d.colour,
          item_list_name: d.listName,
          index: d.position ? Number(d.position) : undefined,
          price: Number(d.price ?? 0),
        },
      ],
      d.listName,
    ),
  );
}
