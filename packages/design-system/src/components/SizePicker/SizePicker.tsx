'use client';

import { LOW_STOCK_TEXT, SOLD_OUT_TEXT } from '@wardrobe/domain-rules';
import { type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { isKeyboardModality, watchKeyboardModality } from '../../interaction/keyboardModality';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { error, group, help, label as labelClass, option, options, sizeButton } from './SizePicker.css';
import { autoSelectedSize, isSizeLowStock, isSizeSoldOut, orderSizes, type SizeOption } from './sizes';

export type { SizeOption } from './sizes';

/** The group's visible label by default. */
export const SIZE_PICKER_LABEL = 'Size';

export interface SizePickerProps {
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
  /** The chosen size's id (controlled); `null` for none. */
  value?: string | null;
  /** The size chosen at first (uncontrolled). A single size that can be bought is chosen without it. */
  defaultValue?: string | null;
  /** Called with the id of the size the shopper chose (or the single size chosen for them). */
  onChange?: (id: string) => void;
  /** The form field's name; the chosen size's id is its value. */
  name?: string;
  /** No size can be chosen (e.g. while an add is under way). */
  isDisabled?: boolean;
  /** Shows `errorMessage` and marks the group invalid. */
  isInvalid?: boolean;
  /** A size must be chosen before its form submits. */
  isRequired?: boolean;
  className?: string;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Choose one size: native radio buttons in a `radiogroup`, styled as size boxes. Native radios bring what a
 * size picker needs with no script: form participation (`name`, `required`), one Tab stop, and arrow keys that
 * move and select while skipping sizes that cannot be chosen. Reading: native rather than react-aria's
 * `RadioGroup` because the product page's one island then ships no react-aria at all (its hydration was most of
 * the page's blocking time); the semantics are the same, react-aria renders native radios too.
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
  name,
  isDisabled = false,
  isInvalid = false,
  isRequired = false,
  id,
  ref,
}: SizePickerProps) {
  const shown = useMemo(() => (sortSizes ? orderSizes(sizes) : [...sizes]), [sizes, sortSizes]);
  const auto = autoSelectedSize(sizes);
  const controlled = value !== undefined;
  const [own, setOwn] = useState<string | null>(defaultValue ?? auto ?? null);
  const selected = controlled ? value : own;
  // A required group left empty when its form was submitted shows its message until a size is chosen.
  const [unmet, setUnmet] = useState(false);
  const invalid = isInvalid || unmet;
  // The size whose box shows the focus ring: focused from the keyboard (`data-focus-visible`, as react-aria).
  const [ringed, setRinged] = useState<string | null>(null);
  useEffect(watchKeyboardModality, []);

  const ids = useId();
  const labelId = `${ids}-label`;
  const descriptionId = `${ids}-description`;
  const errorId = `${ids}-error`;
  const fieldName = name ?? `${ids}-size`;

  // Report the automatic choice once per single size, even if the parent re-renders with a new onChange.
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!controlled || value !== null || auto === undefined || reported.current === auto) return;
    reported.current = auto;
    onChange?.(auto);
  }, [controlled, value, auto, onChange]);

  const choose = (sizeId: string) => {
    setUnmet(false);
    if (!controlled) setOwn(sizeId);
    onChange?.(sizeId);
  };

  const chosen = shown.find((size) => size.id === selected);
  const describedBy = [description ? descriptionId : '', invalid && errorMessage ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      ref={ref}
      id={id}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      data-invalid={invalid || undefined}
      className={className ? `${group} ${className}` : group}
    >
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      {description ? (
        <p id={descriptionId} className={help}>
          {description}
        </p>
      ) : null}
      <div className={options}>
        {shown.map((size, index) => {
          const soldOut = isSizeSoldOut(size);
          // By position: a size's id may hold spaces, which an id reference cannot.
          const lowStockId = `${ids}-low-${index}`;
          return (
            <div key={size.id} className={option}>
              <label
                className={sizeButton}
                data-sold-out={soldOut || undefined}
                data-focus-visible={ringed === size.id || undefined}
              >
                <input
                  className={visuallyHidden}
                  type="radio"
                  name={fieldName}
                  value={size.id}
                  checked={selected === size.id}
                  disabled={soldOut || isDisabled}
                  required={isRequired}
                  // The reason joins the name (not the description) so browse mode reads it with the size.
                  aria-label={soldOut ? `${size.label}, ${size.reason ?? SOLD_OUT_TEXT}` : undefined}
                  aria-describedby={isSizeLowStock(size) ? lowStockId : undefined}
                  onChange={() => choose(size.id)}
                  onFocus={() => setRinged(isKeyboardModality() ? size.id : null)}
                  onBlur={() => setRinged(null)}
                  onInvalid={(event) => {
                    // Our message instead of the browser's bubble, as for every design-system field.
                    event.preventDefault();
                    setUnmet(true);
                  }}
                />
                {size.label}
              </label>
              {isSizeLowStock(size) ? (
                <span id={lowStockId} hidden>
                  {LOW_STOCK_TEXT}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {showLowStock && chosen && isSizeLowStock(chosen) ? (
        <p className={help} data-low-stock="">
          {LOW_STOCK_TEXT}
        </p>
      ) : null}
      {invalid && errorMessage ? (
        <p id={errorId} className={error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
