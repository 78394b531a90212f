'use client';

import type { ReactNode, Ref } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../Icon';
import {
  FieldDescription,
  type FieldErrorMessage,
  FieldErrorText,
  FieldLabel,
  type LabelVisibility,
  withClassName,
} from '../TextField/TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The label beside the box, which is also the checkbox's accessible name. */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Shown while the checkbox is invalid, e.g. an unticked required box. Inside a group, the group shows errors. */
  errorMessage?: FieldErrorMessage;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A checkbox with a drawn box, check mark and a minus for the indeterminate ("some selected") state, built on
 * react-aria-components `CheckboxField` + `CheckboxButton` (a native checkbox input stays underneath, so forms,
 * Space and screen readers work as usual). Every RAC prop passes through (`isSelected`/`defaultSelected`,
 * `onChange`, `isIndeterminate`, `isRequired`, `isInvalid`, `name`, `value`, …).
 *
 * Reading: a required checkbox (e.g. accepting terms) shows "*" after its label, as other required fields do.
 */
export function Checkbox({ children, description, errorMessage, className, ref, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} ref={ref} className={withClassName(styles.field, className)}>
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate, isRequired }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <MinusIcon className={styles.mark} />
              ) : isSelected ? (
                <CheckIcon className={styles.mark} />
              ) : null}
            </span>
            <span>
              {children}
              {isRequired ? (
                <span aria-hidden="true" className={fieldStyles.requiredMarker}>
                  *
                </span>
              ) : null}
            </span>
          </>
        )}
      </CheckboxButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText errorMessage={errorMessage} />
    </CheckboxField>
  );
}

export type CheckboxGroupOrientation = 'vertical' | 'horizontal';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'> {
  /** The group's label, read before each checkbox's own name. */
  label: ReactNode;
  labelVisibility?: LabelVisibility;
  /** Help text under the label. */
  description?: ReactNode;
  /** Shown while the group is invalid, e.g. when it is required and nothing is ticked. */
  errorMessage?: FieldErrorMessage;
  /** `vertical` (default) stacks the checkboxes; `horizontal` lays them in a wrapping row. */
  orientation?: CheckboxGroupOrientation;
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled set of checkboxes with one value list (react-aria-components `CheckboxGroup`): `value` /
 * `defaultValue` / `onChange` hold the `value`s of the ticked boxes.
 */
export function CheckboxGroup({
  label,
  labelVisibility = 'visible',
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ref,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} ref={ref} className={withClassName(styles.group, className)}>
      <FieldLabel isRequired={props.isRequired} visibility={labelVisibility}>
        {label}
      </FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <div className={styles.options} data-orientation={orientation}>
        {children}
      </div>
      <FieldErrorText errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
