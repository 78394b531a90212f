'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pageViewEvent, pushEvent } from '../../lib/analytics/data-layer';

/** Spec 000 §2 "Page-view tracking": one `page_view` per page shown, from the route's name and meta. */
export function PageView({
  name,
  siteSection,
  localeCode,
}: {
  name: string;
  siteSection: string;
  localeCode: string;
}) {
  const pathname = usePathname();
  useEffect(() => {
    pushEvent(pageViewEvent({ name, siteSection }, localeCode, pathname));
  }, [name, siteSection, localeCode, pathname]);
  return null;
}
