import { type CurrencyCode, formatPrice } from '@wardrobe/domain-rules';
import type { HTMLAttributes, Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { now, price, was } from './Price.css';

export type PriceSize = 'small' | 'medium';

/** The words read around a sale price: "Was £40.00, now £30.00". */
export const PRICE_WAS_TEXT = 'Was';
export const PRICE_NOW_TEXT = 'now';

export interface PriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** What the shopper pays. */
  amount: number;
  /** The market's currency (`GBP`, `EUR`, `USD`; other codes are written as the code). */
  currency: CurrencyCode | (string & {});
  /** The price before the sale. Shown struck through only when it is higher than `amount`. */
  wasAmount?: number | null | undefined;
  /** `small` for cards and the bag, `medium` (default) for the product page. */
  size?: PriceSize;
  /** Spec 002 §9 (shop the look): drop '.00', so `£12` for 12.00. */
  trimZeroMinor?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A price, formatted by `formatPrice` (`£1,234.50`). With a higher `wasAmount` it shows the old price struck
 * through and the new one in sale red, and reads "Was £40.00, now £30.00": the struck-through price alone means
 * nothing to a screen reader, which does not announce `<s>`.
 *
 * Reading: a `wasAmount` that is not higher than `amount` (equal, lower, missing or not a number) is no sale, and
 * only the price shows. Reading: an amount that is not a finite number renders nothing (no `£NaN`). Server-safe.
 */
export function Price({
  amount,
  currency,
  wasAmount,
  size = 'medium',
  trimZeroMinor,
  className,
  ...props
}: PriceProps) {
  const current = formatPrice(amount, currency, { trimZeroMinor });
  if (current === '') return null;
  const classes = className ? `${price({ size })} ${className}` : price({ size });
  const onSale = typeof wasAmount === 'number' && Number.isFinite(wasAmount) && wasAmount > amount;

  if (!onSale) {
    return (
      <span {...props} className={classes}>
        {current}
      </span>
    );
  }

  return (
    <span {...props} className={classes} data-on-sale="">
      <s className={was}>
        <VisuallyHidden>{`${PRICE_WAS_TEXT} `}</VisuallyHidden>
        {formatPrice(wasAmount, currency, { trimZeroMinor })}
      </s>
      <span className={now}>
        <VisuallyHidden>{`, ${PRICE_NOW_TEXT} `}</VisuallyHidden>
        {current}
      </span>
    </span>
  );
}
