'use client';

import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../Icon';
import {
  FieldDescription,
  type FieldErrorMessage,
  FieldErrorText,
  FieldLabel,
  type LabelVisibility,
  withClassName,
} from '../TextField/TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T, 'single'>, 'children' | 'selectionMode'> {
  /** The visible label, which is also the control's accessible name. */
  label: ReactNode;
  labelVisibility?: LabelVisibility;
  /** Help text under the control. */
  description?: ReactNode;
  /** Shown while the select is invalid, e.g. required and nothing chosen after a submit. */
  errorMessage?: FieldErrorMessage;
  /** Shown until something is chosen, e.g. 'Select Size'. */
  placeholder?: string;
  /** Options as data, rendered by a `children` function (each item needs an `id`, or `key`). */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function from an item of `items` to one. */
  children: ReactNode | ((item: T) => ReactNode);
  ref?: Ref<HTMLDivElement>;
}

/**
 * Choose one option from a list (react-aria-components `Select`: a button that opens a `ListBox` in a `Popover`).
 * Keyboard: Enter, Space or the arrow keys open it; arrows move, typing jumps to an option, Enter chooses, Escape
 * closes; focus returns to the control. Every RAC prop passes through (`value`/`defaultValue`, `onChange`,
 * `disabledKeys`, `isRequired`, `isInvalid`, `isDisabled`, `name`, …).
 */
export function Select<T extends object>({
  label,
  labelVisibility = 'visible',
  description,
  errorMessage,
  items,
  children,
  className,
  ref,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...props}
      ref={ref}
      className={withClassName(`${fieldStyles.field} ${styles.select}`, className)}
    >
      <FieldLabel isRequired={props.isRequired} visibility={labelVisibility}>
        {label}
      </FieldLabel>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon size="small" className={styles.chevron} />
      </AriaButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText errorMessage={errorMessage} />
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <ListBox className={styles.listBox} items={items}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export interface SelectItemProps<T extends object = object> extends Omit<ListBoxItemProps<T>, 'children'> {
  /** The option's text. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One option of a `Select` (react-aria-components `ListBoxItem`), marked with a check when chosen. Give it an
 * `id` (its value) and, when `children` is not plain text, a `textValue` for type-ahead.
 */
export function SelectItem<T extends object = object>({
  children,
  className,
  ref,
  ...props
}: SelectItemProps<T>) {
  return (
    <ListBoxItem
      textValue={typeof children === 'string' ? children : undefined}
      {...props}
      ref={ref}
      className={withClassName(styles.item, className)}
    >
      <span className={styles.itemText}>{children}</span>
      <CheckIcon size="small" className={styles.check} />
    </ListBoxItem>
  );
}
