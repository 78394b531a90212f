'use client';

import type { Product } from '@wardrobe/commerce-sdk';
import { WishlistContents, type WishlistItemData } from '@wardrobe/design-system';
import {
  isInStock,
  isPurchasable,
  NO_CART_MESSAGES,
  shopperErrorMessage,
  wishlistTotal,
} from '@wardrobe/domain-rules';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useBag } from '../../lib/bag/store';
import { WISHLIST_SHIPPING } from '../../lib/config';
import { notifyConfirmation, notifyError } from '../../lib/notifications';
import { productPath } from '../../lib/product-path';
import { useWishlist, type WishlistEntry } from '../../lib/wishlist/store';
import type { ClientMarket } from '../frame/types';

/** A wishlist entry as the panel shows it, from its product (undefined until the product is read). */
export function wishlistItem(market: ClientMarket, entry: WishlistEntry, product: Product | undefined) {
  const variant = product?.variants.find((v) => v.id === entry.variant_id);
  if (!product || !variant) return undefined;
  const colour = variant.option_values.find((o) => o.option_display_name === 'Color')?.label;
  const salePrice = variant.sale_price ?? (product.sale_price > 0 ? product.sale_price : undefined);
  const item: WishlistItemData = {
    id: entry.id,
    name: product.name,
    url: productPath(market, product, colour),
    ...(variant.image_url ? { imageUrl: `${variant.image_url}?w=200` } : {}),
    options: variant.option_values.map((o) => ({
      name: o.option_display_name === 'Color' ? 'Colour' : o.option_display_name,
      value: o.label,
    })),
    price: variant.price,
    ...(salePrice !== undefined && salePrice > 0 && salePrice < variant.price ? { salePrice } : {}),
    isPurchasable: isPurchasable(product, variant) && isInStock(product, variant),
  };
  return item;
}

/**
 * The wishlist side panel's body (spec 000 §4 "Wishlist", spec 001 §2): the list with its total and shipping,
 * Add to Bag (disabled while the cart loads or the item cannot be bought), remove and clear.
 */
export function WishlistView({ market }: { market: ClientMarket }) {
  const entries = useWishlist((s) => s.entries);
  const products = useWishlist((s) => s.products);
  const cartLoading = useBag((s) => s.loading);
  const [adding, setAdding] = useState<string | undefined>();

  // The products of the list, read on opening and whenever the list changes.
  useEffect(() => {
    const load = () => void useWishlist.getState().loadProducts();
    load();
    return useWishlist.subscribe((state, previous) => {
      if (state.entries !== previous.entries) load();
    });
  }, []);

  const items = entries.flatMap((entry) => {
    const item = wishlistItem(market, entry, products[entry.product_id]);
    return item ? [item] : [];
  });
  const shipping = WISHLIST_SHIPPING[market.currency];
  const total = wishlistTotal(
    items.map((item) => ({ price: item.price, ...(item.salePrice ? { sale_price: item.salePrice } : {}) })),
    shipping,
  );

  return (
    <WishlistContents
      items={items}
      currency={market.currency}
      {...(items.length > 0 ? { total: { amount: total, shipping } } : {})}
      isCartLoading={cartLoading}
      {...(adding ? { addingItemId: adding } : {})}
      linkAs={Link}
      onRemove={(id) => void useWishlist.getState().remove(id)}
      onClear={() => void useWishlist.getState().clear()}
      onAddToBag={async (id) => {
        const entry = entries.find((e) => e.id === id);
        if (!entry) return;
        setAdding(id);
        try {
          await useBag
            .getState()
            .addItems([{ product_id: entry.product_id, variant_id: entry.variant_id, quantity: 1 }]);
          notifyConfirmation('Added to your bag');
        } catch (error) {
          // Logged by the bag; the shopper is told, and the item stays in the wishlist.
          notifyError(shopperErrorMessage(error, [NO_CART_MESSAGES.add]));
        } finally {
          setAdding(undefined);
        }
      }}
    />
  );
}
