'use client';

import { useEffect } from 'react';
import { ecommerceEvent, pushEvent } from '../lib/analytics/data-layer';
import { type PurchaseRow, pushPersonalisation } from '../lib/analytics/personalisation';

/**
 * The order confirmation's tracking, once per order: the personalisation queue's purchase rows (spec 000 §7) and
 * a `purchase` event in the data layer (GA4's name; the spec's list of events stops at the bag).
 */
export function PurchaseTracking({
  orderId,
  rows,
  localeCode,
}: {
  orderId: string;
  rows: PurchaseRow[];
  localeCode: string;
}) {
  useEffect(() => {
    const key = `wardrobe-purchase-sent-${orderId}`;
    // A reload of the confirmation is not a second purchase.
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    pushPersonalisation({ type: 'purchase', rows });
    pushEvent({
      ...ecommerceEvent(
        'purchase',
        localeCode,
        rows.map((row) => ({
          item_id: row.productId,
          item_name: row.sku,
          item_variant: row.sku,
          price: Number(row.unitPrice),
          quantity: row.quantity,
        })),
      ),
      transaction_id: orderId,
    });
  }, [orderId, rows, localeCode]);
  return null;
}
