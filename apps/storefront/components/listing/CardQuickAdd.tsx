'use client';

import { buttonClassName } from '@wardrobe/design-system';
import { availableToSell, canQuickAdd, type QuickAddOption, quickAddOptions } from '@wardrobe/domain-rules';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { ecommerceEvent, pushEvent } from '../../lib/analytics/data-layer';
import { quantityInBag, useBag } from '../../lib/bag/store';
import { browserCommerce } from '../../lib/commerce-browser';
import { useFrame } from '../../lib/frame-store';
import { productRead } from '../../lib/products-store';
import { takeEarlyPressOn } from '../frame/runtime/early-presses';
import type { ClientMarket } from '../frame/types';

export interface CardQuickAddProps {
  market: ClientMarket;
  productId: number;
  name: string;
  colour: string;
  image: string;
  price: number;
  originalPrice?: number | undefined;
  listName: string;
}

/** The design system's quick add, mounted on the first press (see below). */
const QuickAdd = dynamic(() => import('./quick-add-part').then((m) => m.QuickAdd), { ssr: false });

/**
 * Quick add on a product card (spec 000 §4, §5): opening loads the product and its stock; adding refuses (and only
 * logs) when the bag already holds all the stock, otherwise adds one, opens the added-to-bag popup, re-syncs
 * promotions (the bag store does after every add) and sends `add_to_cart` and `plp_quickadd_click`.
 */
export function CardQuickAdd({
  market,
  productId,
  name,
  colour,
  image,
  price,
  originalPrice,
  listName,
}: CardQuickAddProps) {
  // 48 react-aria quick adds cost about a quarter of the listing's server time and their hydration: each card
  // starts with a plain button of the same look and name, and the quick add mounts, open, on the first press.
  const [active, setActive] = useState(false);
  const light = useRef<HTMLButtonElement>(null);
  // Pressed before the page had its script: open now (frame/runtime/early-presses.ts).
  useEffect(() => {
    if (takeEarlyPressOn(light.current)) setActive(true);
  }, []);

  const loadOptions = async (): Promise<QuickAddOption[]> => {
    const commerce = browserCommerce(market.channelId);
    const [product, inventory] = await Promise.all([
      productRead('getById', () =>
        commerce.getProductById({ entityId: productId, includeOptions: true, currencyCode: market.currency }),
      ),
      commerce.getInventoryAtLocations({ productIds: [productId] }),
    ]);
    const stock: Record<number, number> = {};
    for (const record of inventory.data)
      stock[record.identity.variant_id] = availableToSell(record, market.code);
    return quickAddOptions(product.data, stock, colour);
  };

  const onAdd = async (option: QuickAddOption) => {
    const bagQuantity = quantityInBag(useBag.getState().cart, option.variation_id);
    if (!canQuickAdd({ bagQuantity, available: option.inventory })) {
      // Spec 000 §5: refused and only logged.
      console.warn(
        JSON.stringify({
          level: 'warn',
          event: 'quick-add-refused',
          variantId: option.variation_id,
          bagQuantity,
        }),
      );
      return;
    }
    const cart = await useBag
      .getState()
      .addItems([{ product_id: productId, variant_id: option.variation_id, quantity: 1 }]);
    const item = {
      item_id: String(productId),
      item_name: name,
      item_variant: option.sku_id,
      item_colour: colour,
      item_size: option.size_option,
      item_list_name: listName,
      price,
      quantity: 1,
    };
    pushEvent(ecommerceEvent('add_to_cart', market.code, [item], listName));
    pushEvent(ecommerceEvent('plp_quickadd_click', market.code, [item], listName));
    useFrame.getState().showAddedToBag({
      name,
      imageUrl: image,
      price: originalPrice ?? price,
      specialPrice: originalPrice !== undefined ? price : undefined,
      size: option.size_option,
      colour,
      length: option.length_option,
      quantity: 1,
      lineItemQuantity: quantityInBag(cart, option.variation_id),
      sku: option.sku_id,
      isGiftCard: false,
    });
  };

  if (!active) {
    return (
      <button
        type="button"
        className={`${buttonClassName('secondary', 'small')} quick-add-light`}
        aria-label={`Quick add ${name}`}
        aria-expanded={false}
        ref={light}
        data-early-press="quickAdd"
        onClick={() => setActive(true)}
      >
        Quick add
      </button>
    );
  }
  return <QuickAdd productName={name} loadOptions={loadOptions} onAdd={onAdd} defaultOpen />;
}
