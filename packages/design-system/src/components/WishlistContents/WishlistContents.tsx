'use client';

import { CURRENTLY_UNAVAILABLE_MESSAGE, type CurrencyCode, formatPrice } from '@wardrobe/domain-rules';
import { useId } from 'react';
import type { BagLinkComponent } from '../BagLine';
import { Button } from '../Button';
import { AlertIcon } from '../Icon';
import { isSafeHref } from '../Link/href';
import { Price } from '../Price';
import * as styles from './WishlistContents.css';

/**
 * The text of an empty wishlist. Our own text: the spec gives the empty bag's ('Your shopping bag is empty') but
 * none for the wishlist.
 */
export const WISHLIST_EMPTY_TEXT = 'Your wishlist is empty';
/** The name of the list of items. */
export const WISHLIST_ITEMS_LABEL = 'Items in your wishlist';
/** The visible text of an item's add button; its accessible name adds the product after it (`addToBagLabel`). */
export const WISHLIST_ADD_TO_BAG_TEXT = 'Add to Bag';
/** The visible text of an item's remove button; its accessible name adds the product. */
export const WISHLIST_REMOVE_TEXT = 'Remove';
/** The clear button's text (shown when `onClear` is given). */
export const WISHLIST_CLEAR_TEXT = 'Clear wishlist';
export const WISHLIST_SHIPPING_TEXT = 'Shipping';
export const WISHLIST_TOTAL_TEXT = 'Total';

/**
 * The accessible name of an item's Add to Bag button: 'Add to Bag Floral Wrap Dress'. It starts with the visible
 * text (WCAG 2.2 2.5.3 Label in Name, axe `label-content-name-mismatch`), so a speech user's "click Add to Bag"
 * finds it, as `Remove {name}` on bag lines and `Quick Add {name}` do; 'Add Floral Wrap Dress to bag' would not
 * contain 'Add to Bag'.
 */
export const addToBagLabel = (name: string) => `${WISHLIST_ADD_TO_BAG_TEXT} ${name}`;
/** The accessible name of an item's Remove button: 'Remove Linen Shirt from wishlist'. */
export const removeFromWishlistLabel = (name: string) => `Remove ${name} from wishlist`;

/** One option of a wishlist item: Colour, Size, Length. */
export interface WishlistItemOption {
  name: string;
  value: string;
}

/** A wishlist item as the wishlist shows it (the storefront maps the guest or server list to this). */
export interface WishlistItemData {
  /** 'productId_variantId' for a guest (spec 000 §3), the server item id for a signed-in customer. */
  id: string;
  name: string;
  /** The product page; without it (or with an unsafe one) the name is plain text. */
  url?: string | undefined;
  /** The product picture, shown at 96 × 128 (3:4). */
  imageUrl?: string | undefined;
  /** Shown as "Name: value" rows, in order. */
  options: readonly WishlistItemOption[];
  /** The product's price. */
  price: number;
  /** The sale price: paid, with `price` struck through, when it is above 0 and below `price`. */
  salePrice?: number | undefined;
  /** False: Add to Bag is disabled and 'Currently unavailable.' shows (spec 000 §4, §8). */
  isPurchasable: boolean;
}

/** The wishlist's money: the total already includes the fixed shipping (domain-rules `wishlistTotal`). */
export interface WishlistTotals {
  /** The sum of the prices (sale price when present) plus shipping (spec 000 §3). */
  amount: number;
  /** The fixed shipping cost, shown as its own row. */
  shipping: number;
}

export type WishlistContentsHeadingLevel = 2 | 3;

export interface WishlistContentsProps {
  items: readonly WishlistItemData[];
  currency: CurrencyCode;
  /**
   * The total with shipping (spec 000 §3: the sum of the prices, the sale price when present, plus the fixed
   * shipping); the caller computes it with domain-rules `wishlistTotal`. Left out, no Shipping and Total rows.
   */
  total?: WishlistTotals | undefined;
  /** Add to Bag was pressed on the item with this id. The caller shows progress through `addingItemId`. */
  onAddToBag: (itemId: string) => void | Promise<void>;
  onRemove: (itemId: string) => void;
  /** Given (and with items in the list), a 'Clear wishlist' button shows under the list. */
  onClear?: (() => void) | undefined;
  /** The cart is loading: every Add to Bag is disabled (spec 000 §4). */
  isCartLoading?: boolean | undefined;
  /** The item being added to the bag: its Add to Bag shows a spinner and ignores presses. */
  addingItemId?: string | undefined;
  linkAs?: BagLinkComponent | undefined;
  /** The level of the item names: 3 (default) under the side panel's 'Your Wishlist' (an `<h2>`), 2 on a page. */
  headingLevel?: WishlistContentsHeadingLevel | undefined;
  /** Defaults to `WISHLIST_EMPTY_TEXT` ('Your wishlist is empty', our text: the spec has none). */
  emptyText?: string | undefined;
  className?: string | undefined;
}

/** The sale price when it counts (above 0, below the price, a number), as domain-rules `wishlistTotal` reads it. */
function validSalePrice(item: WishlistItemData): number | undefined {
  const sale = item.salePrice;
  return typeof sale === 'number' && Number.isFinite(sale) && sale > 0 && sale < item.price
    ? sale
    : undefined;
}

interface WishlistItemProps {
  item: WishlistItemData;
  currency: CurrencyCode;
  onAddToBag: (itemId: string) => void | Promise<void>;
  onRemove: (itemId: string) => void;
  isCartLoading: boolean;
  isAdding: boolean;
  linkAs?: BagLinkComponent | undefined;
  headingLevel: WishlistContentsHeadingLevel;
}

function WishlistItem({
  item,
  currency,
  onAddToBag,
  onRemove,
  isCartLoading,
  isAdding,
  linkAs: LinkElement,
  headingLevel,
}: WishlistItemProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const unavailableId = `${id}-unavailable`;
  const unavailable = !item.isPurchasable;
  const sale = validSalePrice(item);
  const href = item.url && isSafeHref(item.url) ? item.url : undefined;
  const HeadingElement = `h${headingLevel}` as const;
  const Anchor: BagLinkComponent | 'a' = LinkElement ?? 'a';
  // The item being added keeps its spinner even if the add sets the cart loading, so focus stays on its
  // button (a pending button ignores presses, so it cannot be added twice); the other items are disabled.
  const isPending = !unavailable && isAdding;
  const isDisabled = unavailable || (isCartLoading && !isPending);

  return (
    <article
      aria-labelledby={nameId}
      className={styles.item}
      data-item-id={item.id}
      data-unavailable={unavailable ? '' : undefined}
    >
      <div className={styles.grid}>
        <div className={styles.media}>
          {item.imageUrl ? (
            // biome-ignore lint/performance/noImgElement: a plain picture in a presentational component.
            <img
              className={styles.image}
              src={item.imageUrl}
              alt=""
              width={styles.WISHLIST_IMAGE_BOX.width}
              height={styles.WISHLIST_IMAGE_BOX.height}
              loading="lazy"
              decoding="async"
            />
          ) : null}
        </div>
        <div className={styles.details}>
          <HeadingElement id={nameId} className={styles.name}>
            {href ? (
              <Anchor href={href} className={styles.nameLink}>
                {item.name}
              </Anchor>
            ) : (
              item.name
            )}
          </HeadingElement>
          {item.options.length > 0 ? (
            <dl className={styles.options}>
              {item.options.map((option) => (
                <div key={`${option.name}:${option.value}`} className={styles.option}>
                  <dt className={styles.optionName}>{`${option.name}:`}</dt>{' '}
                  <dd className={styles.optionValue}>{option.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div>
            <Price
              amount={sale ?? item.price}
              wasAmount={sale === undefined ? undefined : item.price}
              currency={currency}
              size="small"
            />
          </div>
          {unavailable ? (
            <p id={unavailableId} className={styles.unavailable}>
              <AlertIcon size="small" className={styles.messageIcon} />
              <span>{CURRENTLY_UNAVAILABLE_MESSAGE}</span>
            </p>
          ) : null}
        </div>
        <div className={styles.controls}>
          <Button
            variant="primary"
            size="small"
            className={styles.addToBag}
            aria-label={addToBagLabel(item.name)}
            aria-describedby={unavailable ? unavailableId : undefined}
            isDisabled={isDisabled}
            isPending={isPending}
            onPress={() => {
              void onAddToBag(item.id);
            }}
          >
            {WISHLIST_ADD_TO_BAG_TEXT}
          </Button>
          <Button
            variant="tertiary"
            size="small"
            className={styles.remove}
            aria-label={removeFromWishlistLabel(item.name)}
            onPress={() => onRemove(item.id)}
          >
            {WISHLIST_REMOVE_TEXT}
          </Button>
        </div>
      </div>
    </article>
  );
}

/**
 * The wishlist body, for the wishlist side panel ('Your Wishlist') or a page (spec 000 §3 "Wishlist", §4
 * "Wishlist", §8): the items in a list named 'Items in your wishlist', each an article with its picture (96 × 128),
 * name (a link to the product), options, price (was/now when on sale), 'Add to Bag' and 'Remove'; under the list
 * the Shipping and Total rows (a `<dl>`) and 'Clear wishlist'. Presentational: the storefront wires the callbacks
 * to its guest (local storage) or server list and computes the total with domain-rules `wishlistTotal`.
 *
 * - Empty: only the empty text ('Your wishlist is empty'), no list, total or buttons.
 * - Add to Bag is disabled while the cart loads (`isCartLoading`) and for an item that is not purchasable, which
 *   also shows 'Currently unavailable.' (linked to its button with `aria-describedby`) and fades its picture.
 * - `addingItemId`: that item's Add to Bag shows the button's spinner (`isPending`: it keeps focus, ignores
 *   presses and is announced).
 *
 * Reading: the item being added stays pending, not disabled, while the cart loads, so focus is not lost when the
 * add itself sets the cart loading; the other items' Add to Bag are disabled. Reading: Remove stays enabled while
 * the cart loads (it changes the wishlist, not the cart). Reading: a sale price equal to or above the price, 0, or
 * not a number is no sale: the price shows alone.
 */
export function WishlistContents({
  items,
  currency,
  total,
  onAddToBag,
  onRemove,
  onClear,
  isCartLoading = false,
  addingItemId,
  linkAs,
  headingLevel = 3,
  emptyText = WISHLIST_EMPTY_TEXT,
  className,
}: WishlistContentsProps) {
  const isEmpty = items.length === 0;
  const classes = className ? `${styles.root} ${className}` : styles.root;

  if (isEmpty) {
    return (
      <div className={classes} data-empty="">
        <p className={styles.empty}>{emptyText}</p>
      </div>
    );
  }

  return (
    <div className={classes}>
      <ul className={styles.items} aria-label={WISHLIST_ITEMS_LABEL}>
        {items.map((item) => (
          <li key={item.id} className={styles.listItem}>
            <WishlistItem
              item={item}
              currency={currency}
              onAddToBag={onAddToBag}
              onRemove={onRemove}
              isCartLoading={isCartLoading}
              isAdding={addingItemId !== undefined && addingItemId === item.id}
              linkAs={linkAs}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
      {total || onClear ? (
        <div className={styles.summary}>
          {total ? (
            <dl className={styles.totals}>
              <div className={styles.row()}>
                <dt className={styles.term}>{WISHLIST_SHIPPING_TEXT}</dt>
                <dd className={styles.amount}>{formatPrice(total.shipping, currency)}</dd>
              </div>
              <div className={styles.row({ total: true })}>
                <dt className={styles.term}>{WISHLIST_TOTAL_TEXT}</dt>
                <dd className={styles.amount}>{formatPrice(total.amount, currency)}</dd>
              </div>
            </dl>
          ) : null}
          {onClear ? (
            <Button variant="tertiary" size="small" className={styles.clear} onPress={() => onClear()}>
              {WISHLIST_CLEAR_TEXT}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
