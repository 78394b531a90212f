'use client';

import type { Cart, CartLineItem } from '@wardrobe/commerce-sdk';
import { BagContents, type BagLineData } from '@wardrobe/design-system';
import { productCode, roundPrice } from '@wardrobe/domain-rules';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ecommerceEvent, pushEvent } from '../../lib/analytics/data-layer';
import { cartRows, pushPersonalisation } from '../../lib/analytics/personalisation';
import { allLines, useBag } from '../../lib/bag/store';
import { EXPRESS_WALLET_ENABLED } from '../../lib/config';
import { notifyConfirmation } from '../../lib/notifications';
import { productPath } from '../../lib/product-path';
import type { ClientMarket } from '../frame/types';

/** The express wallet loads with the bag, behind its flag (spec 000 §4), as a chunk of its own. */
const ExpressWallet = dynamic(() => import('./ExpressWallet').then((m) => m.ExpressWallet), { ssr: false });

/** A bag line as the design system's BagLine shows it. */
export function bagLineData(
  market: ClientMarket,
  line: CartLineItem,
  stock: number | undefined,
): BagLineData {
  const wasPrice = line.extended_list_price ?? line.list_price * line.quantity;
  return {
    id: line.id,
    name: line.name,
    ...(line.url
      ? {
          url: productPath(
            market,
            { id: line.product_id, url: new URL(line.url, 'http://shop').pathname },
            line.options.find((o) => o.name === 'Color')?.value,
          ),
        }
      : {}),
    ...(line.image_url
      ? { imageUrl: `${line.image_url}${line.image_url.includes('?') ? '&' : '?'}w=200` }
      : {}),
    options: line.options.filter((o) => o.name !== 'uid').map((o) => ({ name: o.name, value: o.value })),
    quantity: line.quantity,
    price: line.extended_sale_price,
    ...(wasPrice > line.extended_sale_price ? { wasPrice } : {}),
    ...(stock !== undefined ? { stock } : {}),
    isFreeGift: line.is_free_gift,
  };
}

/** Spec 000 §3: every discount on the cart, as original price minus price paid. */
function cartTotals(cart: Cart) {
  return {
    subtotal: cart.base_amount,
    discount: roundPrice(Math.max(0, cart.base_amount - cart.cart_amount)),
    total: cart.cart_amount,
  };
}

const analyticsItem = (line: CartLineItem) => ({
  item_id: productCode(line.sku),
  item_name: line.name,
  item_variant: line.sku,
  price: line.sale_price,
  quantity: line.quantity,
});

/**
 * The bag's body, wired to the bag store: the side panel and the `/bag` page both show it (spec 000 §4 "Bag
 * sidebar"). Shown: stock re-checked (lines above it come down, with the spec's notice) and `view_cart` sent.
 */
export function BagView({
  market,
  onNavigate,
  headingLevel = 3,
}: {
  market: ClientMarket;
  onNavigate?: () => void;
  /** 3 under the side panel's title, 2 under the `/bag` page's heading. */
  headingLevel?: 2 | 3;
}) {
  const router = useRouter();
  const cart = useBag((s) => s.cart);
  const stock = useBag((s) => s.stock);
  const notices = useBag((s) => s.notices);
  const lineErrors = useBag((s) => s.lineErrors);
  const promotionsLoading = useBag((s) => s.promotionsLoading);
  const checkoutLoading = useBag((s) => s.checkoutLoading);
  const coupon = useBag((s) => s.coupon);
  const cartId = cart?.id;

  useEffect(() => {
    if (!cartId) return;
    const bag = useBag.getState();
    void bag.checkStock();
    const lines = allLines(bag.cart);
    pushEvent(ecommerceEvent('view_cart', market.code, lines.map(analyticsItem)));
    pushPersonalisation({ type: 'cart', rows: cartRows(lines, market.currency) });
    return () => useBag.getState().dismissNotices();
  }, [cartId, market.code, market.currency]);

  const lines = allLines(cart);
  return (
    <BagContents
      lines={lines.map((line) => bagLineData(market, line, stock[line.variant_id]))}
      currency={market.currency}
      {...(cart && lines.length > 0 ? { totals: cartTotals(cart) } : {})}
      notices={notices}
      lineErrors={lineErrors}
      headingLevel={headingLevel}
      linkAs={Link}
      onQuantityChange={(lineId, quantity) => void useBag.getState().updateItemQty(lineId, quantity)}
      onRemove={(lineId) => {
        const line = lines.find((l) => l.id === lineId);
        void useBag
          .getState()
          .removeItem(lineId)
          .then((removed) => {
            if (!removed || !line) return;
            pushEvent(ecommerceEvent('remove_from_cart', market.code, [analyticsItem(line)]));
            // The line's Remove button went with it: the confirmation says what happened.
            notifyConfirmation(`${line.name} removed from your bag`);
          });
      }}
      coupon={{
        onApply: (code) => useBag.getState().applyCoupon(code),
        onRemove: () => void useBag.getState().removeCoupon(),
        appliedCodes: (cart?.coupons ?? []).map((c) => c.code),
        ...(coupon.status ? { status: coupon.status } : {}),
        isPending: coupon.pending,
      }}
      {...(EXPRESS_WALLET_ENABLED ? { wallet: <ExpressWallet market={market} /> } : {})}
      checkout={{
        isLoading: checkoutLoading,
        isPromotionsLoading: promotionsLoading,
        onCheckout: () =>
          void useBag.getState().checkout((href, external) => {
            // Spec 000 §4: the checkout route is resolved, then the side panel closes.
            if (external) window.location.assign(href);
            else router.push(href);
            onNavigate?.();
          }),
      }}
    />
  );
}
