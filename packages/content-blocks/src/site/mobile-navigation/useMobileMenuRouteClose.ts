'use client';

import { isContentPreviewRoute } from '@wardrobe/domain-rules';
import { useEffect, useRef } from 'react';

export interface MobileMenuRouteCloseOptions {
  /** Whether the host's menu panel is open. */
  open: boolean;
  /** The current path (with its query, if a query change counts as a route change for the host). */
  pathname: string;
  /** The current route's name; content-preview routes start with 'amplience-visualization'. */
  routeName?: string | null | undefined;
  /** Closes the host's menu panel. Should be stable (useCallback or a store action). */
  close: () => void;
}

/**
 * Spec 002 §2, for the host that owns the menu's panel: "The mobile menu closes on any route change", and
 * "content-preview pages whose route name starts with 'amplience-visualization' force the mobile menu closed
 * when it opens" (domain-rules `isContentPreviewRoute`).
 */
export function useMobileMenuRouteClose({
  open,
  pathname,
  routeName,
  close,
}: MobileMenuRouteCloseOptions): void {
  useEffect(() => {
    if (open && isContentPreviewRoute(routeName)) close();
  }, [open, routeName, close]);

  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (open) close();
  }, [pathname, open, close]);
}
