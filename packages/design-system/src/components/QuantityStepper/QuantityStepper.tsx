'use client';

import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Group,
  Input,
} from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../Icon';
import {
  FieldDescription,
  type FieldErrorMessage,
  FieldErrorText,
  FieldLabel,
  type LabelVisibility,
  withClassName,
} from '../TextField/TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './QuantityStepper.css';
import { quantityBounds } from './quantity';

/** Accessible names of the two buttons. */
export const DECREASE_QUANTITY_LABEL = 'Decrease quantity';
export const INCREASE_QUANTITY_LABEL = 'Increase quantity';

/** Whole numbers only, no thousands separator. */
const wholeNumber: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };

export interface QuantityStepperProps
  extends Omit<
    AriaNumberFieldProps,
    'children' | 'step' | 'formatOptions' | 'incrementAriaLabel' | 'decrementAriaLabel'
  > {
  /** Defaults to 'Quantity'. */
  label?: ReactNode;
  /** `hidden` keeps the label for assistive technology only, e.g. on a bag line. */
  labelVisibility?: LabelVisibility;
  /** Lowest quantity, 1 by default. */
  minValue?: number;
  /** Highest quantity: the stock available. No limit when left out. */
  maxValue?: number;
  /** Help text under the stepper, e.g. 'There are less than 5 of these left'. */
  description?: ReactNode;
  /** Shown while the stepper is invalid. */
  errorMessage?: FieldErrorMessage;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Choose how many (react-aria-components `NumberField` with `Group`, `Input` and two `Button`s named 'Decrease
 * quantity' / 'Increase quantity'). Whole numbers from `minValue` (1) to `maxValue` (the stock), in steps of 1;
 * a button is disabled at its bound, and a typed number is clamped to the bounds when the shopper leaves the
 * field. Keyboard: type a number, or ArrowUp/ArrowDown (PageUp/PageDown, Home/End) in the input. `onChange`
 * fires once per change (each press, each arrow key, each committed typed value).
 *
 * Reading: the spec's 500 ms quantity debounce belongs to the bag (which sends the update), not the stepper.
 * Reading: as in RAC's NumberField, the two buttons are for pointers and touch and are skipped by Tab, since the
 * arrow keys do the same in the input; the input is the one Tab stop.
 * Reading: when no whole quantity fits (stock 0), the stepper is disabled and shows the stock.
 * Reading: without `value` or `defaultValue`, it starts at the minimum.
 */
export function QuantityStepper({
  label = 'Quantity',
  labelVisibility = 'visible',
  minValue,
  maxValue,
  description,
  errorMessage,
  className,
  ref,
  ...props
}: QuantityStepperProps) {
  const bounds = quantityBounds({ minValue, maxValue });
  const startsEmpty = props.value === undefined && props.defaultValue === undefined;
  // Sold out shows the stock (0) rather than a quantity that cannot be had; RAC would clamp 0 up to the minimum.
  const lowest = bounds.isUnavailable ? bounds.maxValue : bounds.minValue;
  return (
    <AriaNumberField
      {...props}
      ref={ref}
      defaultValue={startsEmpty ? lowest : props.defaultValue}
      minValue={lowest}
      maxValue={bounds.maxValue}
      step={1}
      formatOptions={wholeNumber}
      isDisabled={props.isDisabled || bounds.isUnavailable}
      decrementAriaLabel={DECREASE_QUANTITY_LABEL}
      incrementAriaLabel={INCREASE_QUANTITY_LABEL}
      className={withClassName(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={props.isRequired} visibility={labelVisibility}>
        {label}
      </FieldLabel>
      <Group className={styles.group}>
        <AriaButton slot="decrement" className={`${fieldStyles.iconButton} ${styles.button}`}>
          <MinusIcon />
        </AriaButton>
        <Input className={`${fieldStyles.groupInput} ${styles.input}`} />
        <AriaButton slot="increment" className={`${fieldStyles.iconButton} ${styles.button}`}>
          <PlusIcon />
        </AriaButton>
      </Group>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
