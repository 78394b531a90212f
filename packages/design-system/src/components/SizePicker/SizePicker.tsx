'use client';

import { LOW_STOCK_TEXT, SOLD_OUT_TEXT } from '@wardrobe/domain-rules';
import { type Ref, useEffect, useMemo, useRef } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  composeRenderProps,
  FieldError,
  Label,
  RadioButton,
  RadioField,
  Text,
} from 'react-aria-components';
import { error, group, help, label as labelClass, option, options, sizeButton } from './SizePicker.css';
import { autoSelectedSize, isSizeLowStock, isSizeSoldOut, orderSizes, type SizeOption } from './sizes';

export type { SizeOption } from './sizes';

/** The group's visible label by default. */
export const SIZE_PICKER_LABEL = 'Size';

export interface SizePickerProps extends Omit<AriaRadioGroupProps, 'children' | 'orientation' | 'label'> {
  sizes: readonly SizeOption[];
  /** The visible label, `Size` by default (`Length` for a length picker). */
  label?: string;
  /** Help under the label, e.g. "UK sizes". */
  description?: string;
  /**
   * The message shown while the group is invalid (`isInvalid`, or `isRequired` unmet when its form is
   * submitted), e.g. when Add to bag is pressed with no size chosen.
   */
  errorMessage?: string;
  /** Put the sizes in the shop's size order (`sortSizes`); on by default. */
  sortSizes?: boolean;
  /** Show 'There are less than 5 of these left' under the sizes when the chosen size is low; on by default. */
  showLowStock?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Choose one size. A react-aria `RadioGroup` rather than a `ToggleButtonGroup`: choosing one size of several is a
 * radio group's job, and it brings form participation (`name`, `isRequired`, `FieldError`), one Tab stop, and
 * arrow keys that move and select while skipping sizes that cannot be chosen.
 *
 * Sold-out sizes (stock 0 or `isSoldOut`, spec 000 §9) are disabled radios named "10, Sold Out" (or the size's
 * `reason`). Disabled native radios stay in the accessibility tree, so screen-reader browse mode (virtual cursor)
 * still reads them in place, as unavailable; only Tab and the arrow keys pass over them.
 * A low-stock size (fewer than 5) carries 'There are less than 5 of these left' as its description, heard on
 * focus, and shows it under the sizes once chosen.
 *
 * Reading: the sold-out text is the spec's bag text, 'Sold Out'. Reading: a product with a single size that can
 * be bought has it selected automatically (spec 000 §4): as the default value when uncontrolled; when
 * controlled with no value, through `onChange` after mounting.
 */
export function SizePicker({
  sizes,
  label = SIZE_PICKER_LABEL,
  description,
  errorMessage,
  sortSizes = true,
  showLowStock = true,
  className,
  value,
  defaultValue,
  onChange,
  ref,
  ...props
}: SizePickerProps) {
  const shown = useMemo(() => (sortSizes ? orderSizes(sizes) : [...sizes]), [sizes, sortSizes]);
  const auto = autoSelectedSize(sizes);
  const controlled = value !== undefined;

  // Report the automatic choice once per single size, even if the parent re-renders with a new onChange.
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!controlled || value !== null || auto === undefined || reported.current === auto) return;
    reported.current = auto;
    onChange?.(auto);
  }, [controlled, value, auto, onChange]);

  return (
    <AriaRadioGroup
      {...props}
      ref={ref}
      orientation="horizontal"
      {...(controlled ? { value } : { defaultValue: defaultValue ?? auto ?? null })}
      onChange={onChange}
      className={composeRenderProps(className, (extra) => (extra ? `${group} ${extra}` : group))}
    >
      {({ state }) => {
        const chosen = shown.find((size) => size.id === state.selectedValue);
        return (
          <>
            <Label className={labelClass}>{label}</Label>
            {description ? (
              <Text slot="description" className={help}>
                {description}
              </Text>
            ) : null}
            <div className={options}>
              {shown.map((size) => {
                const soldOut = isSizeSoldOut(size);
                return (
                  <RadioField
                    key={size.id}
                    value={size.id}
                    isDisabled={soldOut}
                    // The reason joins the name (not the description) so browse mode reads it with the size.
                    aria-label={soldOut ? `${size.label}, ${size.reason ?? SOLD_OUT_TEXT}` : undefined}
                    className={option}
                  >
                    <RadioButton className={sizeButton} data-sold-out={soldOut || undefined}>
                      {size.label}
                    </RadioButton>
                    {isSizeLowStock(size) ? (
                      <Text slot="description" hidden>
                        {LOW_STOCK_TEXT}
                      </Text>
                    ) : null}
                  </RadioField>
                );
              })}
            </div>
            {showLowStock && chosen && isSizeLowStock(chosen) ? (
              <p className={help} data-low-stock="">
                {LOW_STOCK_TEXT}
              </p>
            ) : null}
            <FieldError className={error}>{errorMessage}</FieldError>
          </>
        );
      }}
    </AriaRadioGroup>
  );
}
