'use client';

import { pageTypeFromRouteName } from '@wardrobe/domain-rules';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pageViewEvent, pushEvent } from '../../lib/analytics/data-layer';
import { pushPersonalisation } from '../../lib/analytics/personalisation';

/**
 * Spec 000 §2 "Page-view tracking": one `page_view` per page shown, from the route's name and meta; and the
 * personalisation queue's page row (spec 000 §7 "page type, products") with the products the page shows: the
 * listing's cards, the product page's product in its colour, none on the home page or the bag.
 */
export function PageView({
  name,
  siteSection,
  localeCode,
  products = [],
}: {
  name: string;
  siteSection: string;
  localeCode: string;
  /** Personalisation product ids (`300196-Indigo`), in the order shown. */
  products?: readonly string[];
}) {
  const pathname = usePathname();
  // One key for the list, so a new render of the same page is not a new view.
  const productKey = products.join('|');
  useEffect(() => {
    pushEvent(pageViewEvent({ name, siteSection }, localeCode, pathname));
    pushPersonalisation({
      type: 'page',
      pageType: pageTypeFromRouteName(name),
      products: productKey ? productKey.split('|') : [],
    });
  }, [name, siteSection, localeCode, pathname, productKey]);
  return null;
}
