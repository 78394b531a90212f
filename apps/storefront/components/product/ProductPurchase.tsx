'use client';

import {
  buttonClassName,
  buttonSpinnerClassName,
  HeartIcon,
  Price,
  SizePicker,
} from '@wardrobe/design-system';
import {
  addToBagState,
  availableToSell,
  checkQuantity,
  lineStockMessage,
  shouldOpenAddedToBag,
} from '@wardrobe/domain-rules';
import dynamic from 'next/dynamic';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { ecommerceEvent, pushEvent } from '../../lib/analytics/data-layer';
import { quantityInBag, useBag } from '../../lib/bag/store';
import { browserCommerce } from '../../lib/commerce-browser';
import { useFrame } from '../../lib/frame-store';
import {
  addToBagReasonText,
  asCatalogueProduct,
  chosenVariant,
  defaultVariant,
  lengthChoices,
  type PurchaseProduct,
  type PurchaseSelection,
  type PurchaseVariant,
  QUANTITY_EXCEEDS_STOCK_MESSAGE,
  queryWithSelection,
  shownPrice,
  soldOutSizes,
} from '../../lib/product-view';
import { offerSizeChooser } from '../../lib/size-choice';
import { useWishlist } from '../../lib/wishlist/store';
import type { ClientMarket } from '../frame/types';
import { BackInStock } from './BackInStock';
import type { GiftCardAnswers } from './gift-card-part';

const GiftCardSection = dynamic(() => import('./gift-card-part').then((m) => m.GiftCardSection));

const NO_GIFT_ANSWERS: GiftCardAnswers = { modifiers: {}, recipientEmail: '', senderEmail: '' };

export interface ProductPurchaseProps {
  market: ClientMarket;
  product: PurchaseProduct;
  variants: PurchaseVariant[];
  colour: string;
  colourName: string;
  imageUrl: string;
  initialSelection: PurchaseSelection;
  isGiftCard: boolean;
  isDigital: boolean;
  /** Today (yyyy-mm-dd) from the server: the e-gift card's earliest send date. */
  today: string;
  /** The colour swatches (server-rendered links), shown between price and sizes. */
  colourPicker?: ReactNode;
  promo?: { nowPrice: number; priceOffText: string } | undefined;
}

/**
 * The product page's one client island (spec 000 §4 "Product page", "Add to bag"): price and stock of the
 * chosen size and length, the pickers (written back to the query without a server round trip: changing size or
 * length refreshes only price and stock), gift card fields, and Add to Bag with the reason it is disabled.
 */
export function ProductPurchase({
  market,
  product,
  variants,
  colour,
  colourName,
  imageUrl,
  initialSelection,
  isGiftCard,
  isDigital,
  today,
  colourPicker,
  promo,
}: ProductPurchaseProps) {
  const [selection, setSelection] = useState<PurchaseSelection>(initialSelection);
  const [giftCard, setGiftCard] = useState<GiftCardAnswers>(NO_GIFT_ANSWERS);
  // A new set of empty fields after each add.
  const [giftCardKey, setGiftCardKey] = useState(0);
  // Units available to sell per variant in this market (spec 000 §5), fresh from the inventory service.
  const [stock, setStock] = useState<Record<number, number>>({});
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const bagLoading = useBag((s) => s.loading);
  const wishlistEntries = useWishlist((s) => s.entries);
  const reasonId = useId();

  const sizeOption = product.options.find((o) => o.display_name === 'Size');
  const lengthOption = product.options.find((o) => o.display_name === 'Length');
  const variant = chosenVariant(product, variants, selection);
  const stockOf = (v: PurchaseVariant) => stock[v.id] ?? v.inventory_level;

  // Spec 000 §4: a colour is a page of its own; it fires the view event once shown (its page row: PageView).
  useEffect(() => {
    pushEvent(
      ecommerceEvent('view_item', market.code, [
        { item_id: String(product.id), item_name: product.name, item_colour: colour, price: product.price },
      ]),
    );
  }, [market.code, product.id, product.name, product.price, colour]);

  // Stock of the colour's variants on arrival, and of the chosen one after each change (spec 000 §4).
  const variantId = variant?.id;
  useEffect(() => {
    if (product.inventory_tracking === 'none') return;
    const ids = variantId === undefined ? variants.map((v) => v.id) : [variantId];
    const controller = new AbortController();
    browserCommerce(market.channelId, controller.signal)
      .getInventoryAtLocations({ variantIds: ids })
      .then((answer) => {
        const next: Record<number, number> = {};
        for (const record of answer.data)
          next[record.identity.variant_id] = availableToSell(record, market.code);
        setStock((s) => ({ ...s, ...next }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.error(
            JSON.stringify({ level: 'error', event: 'inventory-failed', message: String(error) }),
          );
      });
    return () => controller.abort();
  }, [market.channelId, market.code, product.inventory_tracking, variantId, variants]);

  // The opening choice (the default variant's, or a single size) is written to the query, as a choice is.
  useEffect(() => {
    const query = queryWithSelection(window.location.search, initialSelection);
    if (query !== window.location.search)
      window.history.replaceState(null, '', `${window.location.pathname}${query}`);
  }, [initialSelection]);

  const choose = (name: 'Size' | 'Length', value: string) => {
    const next = { ...selection, [name]: value };
    setSelection(next);
    setMessage(undefined);
    // Next.js keeps its router in step with replaceState: no server render, only the query changes.
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${queryWithSelection(window.location.search, next)}`,
    );
  };

  const sizes = useMemo(() => {
    if (!sizeOption) return [];
    return sizeOption.option_values.map((value) => {
      const matching = variants.filter(
        (v) =>
          v.option_values.some((o) => o.option_display_name === 'Size' && o.label === value.label) &&
          (!selection.Length ||
            v.option_values.some((o) => o.option_display_name === 'Length' && o.label === selection.Length)),
      );
      const units = matching.reduce(
        (n, v) => n + (v.purchasing_disabled ? 0 : (stock[v.id] ?? v.inventory_level)),
        0,
      );
      return {
        id: value.label,
        label: value.label,
        ...(product.inventory_tracking === 'variant' ? { stock: units } : {}),
        isSoldOut: matching.length === 0 || matching.every((v) => v.purchasing_disabled),
      };
    });
  }, [sizeOption, variants, selection.Length, stock, product.inventory_tracking]);

  // The size-fit widget's recommendation (lib/size-choice.ts) is chosen as the shopper would choose it, but only
  // when in stock for the chosen length; else the widget says why. Offered anew after each render, so it always
  // sees the current stock and selection.
  useEffect(() =>
    offerSizeChooser((size) => {
      const option = sizes.find((s) => s.id === size);
      if (!option) return { outcome: 'not-offered', size };
      const inStock =
        !option.isSoldOut &&
        (option.stock !== undefined
          ? option.stock > 0
          : product.inventory_tracking !== 'product' || product.inventory_level > 0);
      if (!inStock) return { outcome: 'sold-out', size, length: selection.Length };
      choose('Size', size);
      return { outcome: 'chosen', size };
    }),
  );

  // Spec 000 §4: the lengths follow the chosen size (a pair with no purchasable variant in stock is disabled).
  const lengths = useMemo(
    () => lengthChoices(product, variants, selection, (v) => stock[v.id] ?? v.inventory_level),
    [product, variants, selection, stock],
  );

  const available =
    product.inventory_tracking === 'none'
      ? Number.POSITIVE_INFINITY
      : product.inventory_tracking === 'product'
        ? product.inventory_level
        : variant
          ? stockOf(variant)
          : 0;
  const gift = giftCard.modifiers;
  const state = addToBagState({
    loading: adding || bagLoading,
    product: asCatalogueProduct(product),
    variant: variant ? { ...variant, inventory_level: stockOf(variant) } : null,
    selection,
    ...(product.modifiers.length > 0 ? { modifiers: gift } : {}),
    ...(isGiftCard
      ? { giftCard: { recipientEmail: giftCard.recipientEmail, senderEmail: giftCard.senderEmail } }
      : {}),
  });
  const reason = addToBagReasonText(state.reason, lengthOption !== undefined);
  // Until a variant is chosen, the default variant's price (spec 000 §4).
  const fallback = useMemo(() => defaultVariant(product, variants), [product, variants]);
  const price = shownPrice(variant ?? fallback, product);
  const stockMessage =
    variant && product.inventory_tracking !== 'none' ? lineStockMessage(available) : undefined;

  const add = async () => {
    if (!variant || state.disabled) return;
    const inBag = quantityInBag(useBag.getState().cart, variant.id);
    // Spec 000 §4: a quantity above the variant's stock is refused as out of stock.
    if (checkQuantity({ requested: inBag + 1, inventoryLevel: available }).action === 'refuse') {
      setMessage(QUANTITY_EXCEEDS_STOCK_MESSAGE);
      return;
    }
    setAdding(true);
    setMessage(undefined);
    try {
      const optionSelections = product.modifiers.flatMap((m) => {
        if (m.type === 'hidden') return [{ option_id: m.id, option_value: crypto.randomUUID() }];
        const value = gift[m.display_name];
        return value ? [{ option_id: m.id, option_value: value }] : [];
      });
      const cart = await useBag.getState().addItems([
        {
          product_id: product.id,
          variant_id: variant.id,
          quantity: 1,
          ...(optionSelections.length > 0 ? { option_selections: optionSelections } : {}),
        },
      ]);
      pushEvent(
        ecommerceEvent('add_to_cart', market.code, [
          {
            item_id: String(product.id),
            item_name: product.name,
            item_variant: variant.sku,
            item_colour: colour,
            item_size: selection.Size,
            price: price.amount,
            quantity: 1,
          },
        ]),
      );
      // Spec 000 §4: the popup is skipped silently when no stock was left or the bag held it all already.
      if (shouldOpenAddedToBag({ available, inBag })) {
        useFrame.getState().showAddedToBag({
          name: product.name,
          imageUrl,
          price: price.wasAmount ?? price.amount,
          specialPrice: price.wasAmount !== undefined ? price.amount : undefined,
          size: selection.Size,
          colour: colourName,
          length: selection.Length,
          quantity: 1,
          lineItemQuantity: quantityInBag(cart, variant.id),
          sku: variant.sku,
          isGiftCard,
        });
      }
      if (isGiftCard) {
        setGiftCard(NO_GIFT_ANSWERS);
        setGiftCardKey((k) => k + 1);
      }
    } catch (error) {
      // Spec 000 §4: add errors are logged (by the bag store) and the action aborts; the shopper is told.
      setMessage(
        error instanceof Error && error.message === QUANTITY_EXCEEDS_STOCK_MESSAGE
          ? error.message
          : 'Sorry, this could not be added to your bag. Please try again.',
      );
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="product-purchase">
      <div className="product-purchase__price">
        <Price amount={price.amount} wasAmount={price.wasAmount} currency={market.currency} />
        {promo && <span className="product-purchase__promo">{promo.priceOffText}</span>}
      </div>
      {colourPicker}
      {sizeOption && (
        <SizePicker
          sizes={sizes}
          value={selection.Size ?? null}
          onChange={(value) => choose('Size', value)}
          showLowStock={false}
        />
      )}
      {lengthOption && (
        <SizePicker
          label="Length"
          sizes={lengths}
          sortSizes={false}
          value={selection.Length ?? null}
          onChange={(value) => choose('Length', value)}
          showLowStock={false}
        />
      )}
      {isGiftCard && (
        <GiftCardSection key={giftCardKey} isDigital={isDigital} today={today} onChange={setGiftCard} />
      )}
      <p className="product-purchase__stock" aria-live="polite">
        {stockMessage}
      </p>
      {/* A native button (no react-aria on the product page). While adding it stays focusable but inert,
          so focus is still on it when the popup closes. */}
      <button
        type="button"
        className={`${buttonClassName('primary', 'large')} product-purchase__add`}
        disabled={state.disabled && !adding}
        aria-disabled={adding || undefined}
        data-pending={adding || undefined}
        aria-describedby={reason || message ? reasonId : undefined}
        onClick={() => {
          if (!adding) void add();
        }}
        data-testid="add-to-bag"
      >
        {adding ? <span className={buttonSpinnerClassName} aria-hidden="true" /> : null}
        Add to Bag
      </button>
      {product.inventory_tracking === 'variant' && (
        <BackInStock
          channelId={market.channelId}
          productName={product.name}
          sizes={soldOutSizes(product, variants, selection, stockOf)}
        />
      )}
      <WishlistToggle
        productId={product.id}
        variantId={(variant ?? variants[0])?.id}
        name={product.name}
        pressed={wishlistEntries.some(
          (e) => e.product_id === product.id && e.variant_id === (variant ?? variants[0])?.id,
        )}
      />
      <p id={reasonId} className="product-purchase__reason" role="status">
        {message ?? reason}
      </p>
    </div>
  );
}

/** The product page's heart: the chosen variant (or the colour's first until one is chosen) on the wishlist. */
function WishlistToggle({
  productId,
  variantId,
  name,
  pressed,
}: {
  productId: number;
  variantId: number | undefined;
  name: string;
  pressed: boolean;
}) {
  if (variantId === undefined) return null;
  return (
    <button
      type="button"
      className="wishlist-heart product-purchase__wishlist"
      aria-pressed={pressed}
      aria-label={`Save ${name} to wishlist`}
      onClick={() => void useWishlist.getState().toggle(productId, variantId)}
    >
      <HeartIcon />
    </button>
  );
}
