'use client';

import { localizePath, marketFromPath } from '@wardrobe/domain-rules';
import { usePathname } from 'next/navigation';
import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to a path in the market of the page it is on (`/browse/womens` on an `/eu/…` page goes to
 * `/eu/browse/womens`), for markup that is not given the market: the not-found page, which Next renders
 * without params, and which must read no request header, or every page that can 404 (a cached listing too)
 * would turn dynamic.
 */
export function MarketLink({ path, ...props }: { path: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const market = marketFromPath(usePathname() ?? '/');
  return <a {...props} href={localizePath(path, market.code)} />;
}
