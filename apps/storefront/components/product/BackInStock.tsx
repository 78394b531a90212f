'use client';

import { BackInStockForm } from '@wardrobe/design-system';
import { EMAIL_ERROR } from '@wardrobe/domain-rules';
import { useEffect, useState } from 'react';
import { isSignedIn } from '../../lib/bag/store';
import { browserCommerce } from '../../lib/commerce-browser';

export interface BackInStockProps {
  channelId: number;
  productName: string;
  /** The sold-out sizes a shopper can ask about (`soldOutSizes`), each with its variant's sku. */
  sizes: { label: string; sku: string }[];
}

/**
 * Spec 000 §7: "A stock-level notification is sent to the engagement service". The design system's form, sent
 * to the engagement service; a signed-in customer's own email is used.
 */
export function BackInStock({ channelId, productName, sizes }: BackInStockProps) {
  // Read after hydration: the server renders for a guest (the sign-in cookie is the browser's).
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(isSignedIn()), []);
  return (
    <BackInStockForm
      productName={productName}
      sizes={sizes}
      isSignedIn={signedIn}
      onNotify={async ({ sku, email }) => {
        const client = browserCommerce(channelId);
        const address = email ?? (await client.getCustomers()).data[0]?.email;
        if (!address) throw Object.assign(new Error(EMAIL_ERROR), { statusCode: 400 });
        await client.notifyStockLevel({ email: address, sku });
      }}
    />
  );
}
