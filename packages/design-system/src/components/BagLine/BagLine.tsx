'use client';

import {
  BAG_QUANTITY_DEBOUNCE_MS,
  type CurrencyCode,
  LOW_STOCK_THRESHOLD,
  lineStockMessage,
  SOLD_OUT_LEVEL,
} from '@wardrobe/domain-rules';
import { type ComponentType, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { AlertIcon } from '../Icon';
import { isSafeHref } from '../Link/href';
import { Price } from '../Price';
import { QuantityStepper } from '../QuantityStepper';
import * as styles from './BagLine.css';

/** The label of a free gift (spec 000 §4 "Bag sidebar": free-gift lines show a free label). */
export const FREE_GIFT_TEXT = 'Free';
/** The visible text of the remove button; its accessible name adds the product ("Remove Linen Shirt"). */
export const REMOVE_TEXT = 'Remove';
/** The stepper's (visually hidden) label, and the word before a free gift's fixed quantity. */
export const BAG_QUANTITY_LABEL = 'Quantity';

/** The accessible name of a line's remove button. */
export const removeLineLabel = (name: string) => `${REMOVE_TEXT} ${name}`;

/** One option of a line as the shopper chose it: Color, Size, Length; on gift lines Recipient email etc. */
export interface BagLineOption {
  name: string;
  value: string;
}

/** A bag line as the bag shows it (the storefront maps the cart's line items to this). */
export interface BagLineData {
  /** The cart line id. */
  id: string;
  name: string;
  /** The product page; without it (or with an unsafe one) the name is plain text. */
  url?: string | undefined;
  /** The product picture, shown at 96 × 128 (3:4). */
  imageUrl?: string | undefined;
  /** Shown as "Name: value" rows, in order. The storefront leaves out hidden ones (a gift line's uid). */
  options: readonly BagLineOption[];
  quantity: number;
  /** The line total paid (extended sale price). */
  price: number;
  /** The line total before discounts: shown struck through when higher than `price`. */
  wasPrice?: number | undefined;
  /** Units available; `undefined` means unknown or not tracked (no stock text, no upper limit). */
  stock?: number | undefined;
  /** A free gift (custom field `freegift`): a 'Free' label, no remove button and no stepper. */
  isFreeGift?: boolean | undefined;
}

/** The element for the name link: `'a'` by default, or the app's router link (e.g. Next's `Link`). */
export type BagLinkComponent = ComponentType<{ href: string; className?: string; children: ReactNode }>;

export type BagHeadingLevel = 2 | 3 | 4;

export interface BagLineProps {
  line: BagLineData;
  currency: CurrencyCode;
  /**
   * The quantity the shopper settled on, called once `debounceMs` after their last change (spec 000 §4, §9:
   * quantity changes are debounced 500 ms). 0 means "remove the line" (spec 000 §4 "A quantity of 0 removes the
   * line"): the caller removes it.
   */
  onQuantityChange?: ((quantity: number) => void) | undefined;
  /** Debounce of `onQuantityChange`; defaults to `BAG_QUANTITY_DEBOUNCE_MS` (500). 0 calls at once. */
  debounceMs?: number | undefined;
  onRemove?: (() => void) | undefined;
  /** While the bag is saving: the stepper and Remove are disabled. */
  isDisabled?: boolean | undefined;
  /** Shown under the stepper, which turns invalid, e.g. 'The selected quantity exceeds available stock.' */
  errorMessage?: string | undefined;
  linkAs?: BagLinkComponent | undefined;
  /** The level of the name's heading; 3 by default (under the bag's own heading). */
  headingLevel?: BagHeadingLevel | undefined;
  className?: string | undefined;
}

/** Stock known and a number: sold out at 0 or less, low below 5. */
function stockState(stock: number | undefined) {
  const known = typeof stock === 'number' && !Number.isNaN(stock);
  return {
    known,
    soldOut: known && (stock as number) <= SOLD_OUT_LEVEL,
    low: known && (stock as number) > SOLD_OUT_LEVEL && (stock as number) < LOW_STOCK_THRESHOLD,
  };
}

/**
 * One line of the bag (spec 000 §3 "Line item", §4 "Bag sidebar"): picture, name (a link to the product),
 * options, the line price (was/now), the stock text, a quantity stepper and Remove. Presentational: everything
 * comes in through props and goes out through callbacks; the storefront renders it inside an `<li>`.
 *
 * Quantity: the stepper (`QuantityStepper`, label 'Quantity' visually hidden) goes from 0 to the stock when the
 * stock is known. The line debounces the change itself: the stepper shows the shopper's value at once, and
 * `onQuantityChange` is called once, `debounceMs` (500 ms) after the last change, with the last value. The
 * shown value stays the shopper's until the caller's `line.quantity` changes, `errorMessage` appears, or
 * `isDisabled` (saving) ends.
 *
 * Stock: `lineStockMessage` ('Sold Out' at 0 or less, 'There are less than 5 of these left' at 1–4) under the
 * options, linked to the stepper; a sold-out line's picture fades, its stepper is disabled and Remove stays.
 * Free gifts show 'Free' instead of a price, their quantity as text, and no Remove.
 *
 * Reading: a settled value equal to `line.quantity` (the shopper went up and back down) calls nothing. Reading:
 * a change still waiting when the line unmounts (the panel closes) is sent then, not lost; Remove drops it.
 * Reading: a line holding more than the stock shows its real quantity (the stepper's maximum is the larger of
 * the two, so it is not shown clamped): plus is disabled and minus steps down towards the stock; the caller says
 * what is wrong through `errorMessage`.
 */
export function BagLine({
  line,
  currency,
  onQuantityChange,
  debounceMs = BAG_QUANTITY_DEBOUNCE_MS,
  onRemove,
  isDisabled = false,
  errorMessage,
  linkAs: LinkElement,
  headingLevel = 3,
  className,
}: BagLineProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const stockId = `${id}-stock`;
  const { known, soldOut, low } = stockState(line.stock);
  const message = known ? lineStockMessage(line.stock as number) : undefined;
  const isFreeGift = line.isFreeGift === true;

  // The shopper's value while it waits for the debounce (and the caller's answer); null shows `line.quantity`.
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef<number | null>(null);
  // The latest props, so a new callback identity from the parent neither resets nor loses the debounce.
  const latest = useRef({ onQuantityChange, quantity: line.quantity });
  const disabled = useRef(isDisabled);
  disabled.current = isDisabled;
  latest.current = { onQuantityChange, quantity: line.quantity };

  const send = useCallback((value: number) => {
    if (value !== latest.current.quantity) latest.current.onQuantityChange?.(value);
  }, []);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    waiting.current = null;
  }, []);

  // A change still waiting when the line goes (the panel closes) is sent, not lost.
  useEffect(
    () => () => {
      const value = waiting.current;
      cancel();
      if (value !== null) send(value);
    },
    [cancel, send],
  );

  // The caller answered: its quantity changed, an error came, or saving ended. Show its quantity again, unless
  // the shopper has already made a newer change.
  const wasDisabled = useRef(isDisabled);
  useEffect(() => {
    const savingEnded = wasDisabled.current && !isDisabled;
    wasDisabled.current = isDisabled;
    if (timer.current !== null) return;
    if (savingEnded || errorMessage) setPending(null);
  }, [isDisabled, errorMessage]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new quantity is the trigger.
  useEffect(() => {
    if (timer.current === null) setPending(null);
  }, [line.quantity]);

  const change = (value: number) => {
    // A cleared field commits NaN; the stepper then shows the last quantity again.
    if (!Number.isFinite(value)) return;
    setPending(value);
    cancel();
    if (debounceMs <= 0) {
      send(value);
      return;
    }
    waiting.current = value;
    timer.current = setTimeout(() => {
      timer.current = null;
      waiting.current = null;
      send(value);
    }, debounceMs);
  };

  const remove = () => {
    cancel();
    onRemove?.();
  };

  const href = line.url && isSafeHref(line.url) ? line.url : undefined;
  const HeadingElement = `h${headingLevel}` as const;
  const Anchor: BagLinkComponent | 'a' = LinkElement ?? 'a';
  const quantity = pending ?? line.quantity;
  const classes = className ? `${styles.line} ${className}` : styles.line;

  return (
    <article
      aria-labelledby={nameId}
      className={classes}
      data-line-id={line.id}
      data-sold-out={soldOut ? '' : undefined}
      data-low-stock={low ? '' : undefined}
      data-free-gift={isFreeGift ? '' : undefined}
      data-disabled={isDisabled ? '' : undefined}
    >
      <div className={styles.grid}>
        <div className={styles.media}>
          {line.imageUrl ? (
            // biome-ignore lint/performance/noImgElement: a plain picture in a presentational component.
            <img
              className={styles.image}
              src={line.imageUrl}
              alt=""
              width={styles.BAG_LINE_IMAGE_BOX.width}
              height={styles.BAG_LINE_IMAGE_BOX.height}
              loading="lazy"
              decoding="async"
            />
          ) : null}
        </div>
        <div className={styles.details}>
          <HeadingElement id={nameId} className={styles.name}>
            {href ? (
              <Anchor href={href} className={styles.nameLink}>
                {line.name}
              </Anchor>
            ) : (
              line.name
            )}
          </HeadingElement>
          {line.options.length > 0 ? (
            <dl className={styles.options}>
              {line.options.map((option) => (
                <div key={`${option.name}:${option.value}`} className={styles.option}>
                  <dt className={styles.optionName}>{`${option.name}:`}</dt>
                  <dd className={styles.optionValue}>{option.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div>
            {isFreeGift ? (
              <Badge tone="new">{FREE_GIFT_TEXT}</Badge>
            ) : (
              <Price amount={line.price} wasAmount={line.wasPrice} currency={currency} size="small" />
            )}
          </div>
          {message ? (
            <p id={stockId} className={styles.stockMessage({ level: soldOut ? 'soldOut' : 'low' })}>
              {soldOut ? <AlertIcon size="small" className={styles.messageIcon} /> : null}
              <span>{message}</span>
            </p>
          ) : null}
          {isFreeGift ? (
            <p className={styles.fixedQuantity}>{`${BAG_QUANTITY_LABEL}: ${line.quantity}`}</p>
          ) : null}
          {isFreeGift && errorMessage ? (
            <p className={styles.error}>
              <AlertIcon size="small" className={styles.messageIcon} />
              <span>{errorMessage}</span>
            </p>
          ) : null}
        </div>
        {isFreeGift ? null : (
          <div className={styles.controls}>
            <QuantityStepper
              className={styles.stepper}
              label={BAG_QUANTITY_LABEL}
              labelVisibility="hidden"
              value={quantity}
              onChange={change}
              minValue={0}
              maxValue={known && !soldOut ? Math.max(line.stock as number, line.quantity) : undefined}
              isDisabled={isDisabled || soldOut}
              isInvalid={errorMessage ? true : undefined}
              errorMessage={errorMessage}
              aria-describedby={message ? stockId : undefined}
            />
            <Button
              variant="tertiary"
              size="small"
              className={styles.remove}
              aria-label={removeLineLabel(line.name)}
              isDisabled={isDisabled}
              onPress={remove}
            >
              {REMOVE_TEXT}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
