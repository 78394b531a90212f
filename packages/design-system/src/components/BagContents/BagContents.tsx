'use client';

import {
  BAG_SOLD_OUT_MESSAGE,
  type CurrencyCode,
  checkoutDisabled,
  formatPrice,
} from '@wardrobe/domain-rules';
import { type ReactNode, useId } from 'react';
import { BagLine, type BagLineData, type BagLinkComponent } from '../BagLine';
import { Button } from '../Button';
import { CouponForm, type CouponFormProps } from '../CouponForm';
import { AlertIcon } from '../Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './BagContents.css';
import { BagNotices, EmptyBagMessage } from './EmptyBag';

/** The name of the list of lines. */
export const BAG_ITEMS_LABEL = 'Items in your bag';
/** The summary's heading (for screen readers only; the rows say what they are). */
export const BAG_SUMMARY_HEADING = 'Order summary';
export const BAG_SUBTOTAL_TEXT = 'Subtotal';
export const BAG_DISCOUNTS_TEXT = 'Discounts';
export const BAG_TOTAL_TEXT = 'Total';
/** The checkout button's default text. */
export const CHECKOUT_TEXT = 'Checkout';

/** The bag's money, in the market's currency. */
export interface BagTotals {
  /** Before discounts (the cart's base amount). */
  subtotal: number;
  /** Taken off; the 'Discounts' row shows only when above 0, as '-£5.00'. */
  discount?: number | undefined;
  /** To pay (the cart amount). */
  total: number;
}

export interface BagCheckoutProps {
  onCheckout: () => void;
  /** Checkout login is loading: the button shows a spinner and ignores presses. */
  isLoading?: boolean | undefined;
  /** Promotions are syncing: the button shows a spinner and ignores presses. */
  isPromotionsLoading?: boolean | undefined;
  /** Defaults to 'Checkout'. */
  label?: string | undefined;
}

export type BagContentsHeadingLevel = 2 | 3;

export interface BagContentsProps {
  lines: readonly BagLineData[];
  currency: CurrencyCode;
  totals?: BagTotals | undefined;
  /** Shown at the top in an alert region, e.g. `QUANTITY_ADJUSTED_MESSAGE`. */
  notices?: readonly string[] | undefined;
  /** An error per line id, shown under that line's stepper. */
  lineErrors?: Readonly<Record<string, string>> | undefined;
  /** The promo code form; left out, there is none. */
  coupon?: CouponFormProps | undefined;
  checkout: BagCheckoutProps;
  /** A line's settled quantity, already debounced by the line (500 ms); 0 means remove it. */
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** While the bag saves: the lines' steppers and Remove buttons are disabled. */
  isBusy?: boolean | undefined;
  /** Under the checkout button: the express wallet button. */
  wallet?: ReactNode;
  linkAs?: BagLinkComponent | undefined;
  /**
   * The level of the line names and the summary heading: 3 (default) under the side panel's 'Your Bag' (an
   * `<h2>`), 2 on the /bag page under its `<h1>`.
   */
  headingLevel?: BagContentsHeadingLevel | undefined;
  className?: string | undefined;
}

/**
 * The whole bag body, for the bag side panel and the /bag page (spec 000 §4 "Bag sidebar", §8): notices, the
 * lines (`BagLine`, in a list named 'Items in your bag'), the promo code form, the summary (Subtotal, Discounts,
 * Total as a `<dl>`), the checkout button and a slot for the express wallet. Presentational: the storefront wires
 * the callbacks to its bag store.
 *
 * - Empty: 'Your shopping bag is empty', and no list, summary, coupon form or checkout.
 * - Checkout is blocked (`checkoutDisabled` of domain-rules) while checkout login loads, while promotions load, or
 *   when any line is sold out (stock 0 or less). Loading shows the button's spinner (`isPending`: it keeps focus
 *   and is announced as disabled); sold out disables it and shows 'Sorry! Some products in your bag have sold out
 *   and will need to be removed before you can checkout' above it, linked with `aria-describedby`.
 * - Quantity changes reach `onQuantityChange` once per line, 500 ms after the shopper's last change (the line
 *   debounces).
 *
 * Reading: notices show in the empty bag too (a notice may say why it emptied); the same notice twice shows once.
 * Reading: a line with unknown stock never blocks checkout.
 */
export function BagContents({
  lines,
  currency,
  totals,
  notices = [],
  lineErrors,
  coupon,
  checkout,
  onQuantityChange,
  onRemove,
  isBusy = false,
  wallet,
  linkAs,
  headingLevel = 3,
  className,
}: BagContentsProps) {
  const id = useId();
  const soldOutId = `${id}-sold-out`;
  const summaryId = `${id}-summary`;
  const lineStocks = lines.flatMap((line) =>
    typeof line.stock === 'number' && !Number.isNaN(line.stock) ? [line.stock] : [],
  );
  const hasSoldOut = lineStocks.some((stock) => stock <= 0);
  const isLoading = checkout.isLoading === true || checkout.isPromotionsLoading === true;
  const isBlocked = checkoutDisabled({
    checkoutLoginLoading: checkout.isLoading === true,
    promotionsLoading: checkout.isPromotionsLoading === true,
    lineStocks,
  });
  const SummaryHeading = `h${headingLevel}` as const;
  const discount = totals?.discount;
  const isEmpty = lines.length === 0;

  // The same root and alert region with or without lines, so a notice that comes as the bag empties is announced.
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-empty={isEmpty ? '' : undefined}
    >
      <BagNotices notices={notices} />
      {isEmpty ? (
        <EmptyBagMessage />
      ) : (
        <>
          <ul className={styles.lines} aria-label={BAG_ITEMS_LABEL}>
            {lines.map((line) => (
              <li key={line.id} className={styles.lineItem}>
                <BagLine
                  line={line}
                  currency={currency}
                  onQuantityChange={(quantity) => onQuantityChange(line.id, quantity)}
                  onRemove={() => onRemove(line.id)}
                  isDisabled={isBusy}
                  errorMessage={lineErrors?.[line.id]}
                  linkAs={linkAs}
                  headingLevel={headingLevel}
                />
              </li>
            ))}
          </ul>
          {coupon ? <CouponForm {...coupon} /> : null}
          {totals ? (
            <section className={styles.summary} aria-labelledby={summaryId}>
              <SummaryHeading id={summaryId} className={visuallyHidden}>
                {BAG_SUMMARY_HEADING}
              </SummaryHeading>
              <dl className={styles.totals}>
                <div className={styles.row()}>
                  <dt className={styles.term}>{BAG_SUBTOTAL_TEXT}</dt>
                  <dd className={styles.amount}>{formatPrice(totals.subtotal, currency)}</dd>
                </div>
                {typeof discount === 'number' && discount > 0 ? (
                  <div className={styles.row()}>
                    <dt className={styles.term}>{BAG_DISCOUNTS_TEXT}</dt>
                    <dd className={styles.amount}>{formatPrice(-discount, currency)}</dd>
                  </div>
                ) : null}
                <div className={styles.row({ total: true })}>
                  <dt className={styles.term}>{BAG_TOTAL_TEXT}</dt>
                  <dd className={styles.amount}>{formatPrice(totals.total, currency)}</dd>
                </div>
              </dl>
            </section>
          ) : null}
          <div className={styles.checkout}>
            {hasSoldOut ? (
              <p id={soldOutId} className={styles.message({ tone: 'error' })}>
                <AlertIcon size="small" className={styles.messageIcon} />
                <span>{BAG_SOLD_OUT_MESSAGE}</span>
              </p>
            ) : null}
            <Button
              size="large"
              className={styles.checkoutButton}
              // Sold out: disabled until the lines are removed. Loading: pending, which keeps focus on the button.
              isDisabled={hasSoldOut}
              isPending={!hasSoldOut && isLoading}
              aria-describedby={hasSoldOut ? soldOutId : undefined}
              onPress={() => {
                if (!isBlocked) checkout.onCheckout();
              }}
            >
              {checkout.label ?? CHECKOUT_TEXT}
            </Button>
            {wallet ? <div>{wallet}</div> : null}
          </div>
        </>
      )}
    </div>
  );
}
