'use client';

import type { ReactNode, Ref } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
} from 'react-aria-components';
import {
  FieldDescription,
  type FieldErrorMessage,
  FieldErrorText,
  FieldLabel,
  type LabelVisibility,
  withClassName,
} from '../TextField/TextField';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  /** The group's label, which is also its accessible name. */
  label: ReactNode;
  labelVisibility?: LabelVisibility;
  /** Help text under the label. */
  description?: ReactNode;
  /** Shown while the group is invalid, e.g. required and nothing chosen after a submit. */
  errorMessage?: FieldErrorMessage;
  /** `Radio` elements. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled set of mutually exclusive options (react-aria-components `RadioGroup`). One Tab stop: Tab enters on the
 * chosen option (or the first), arrow keys move and choose, in either orientation. `orientation` (`vertical` by
 * default, or `horizontal`) sets the layout. Every RAC prop passes through (`value`/`defaultValue`, `onChange`,
 * `isRequired`, `isInvalid`, `isDisabled`, `name`, …).
 */
export function RadioGroup({
  label,
  labelVisibility = 'visible',
  description,
  errorMessage,
  children,
  className,
  ref,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} ref={ref} className={withClassName(styles.group, className)}>
      <FieldLabel isRequired={props.isRequired} visibility={labelVisibility}>
        {label}
      </FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <div className={styles.options}>{children}</div>
      <FieldErrorText errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The option's label, which is also its accessible name. */
  children: ReactNode;
  /** Help text under this option (e.g. a delivery option's timing). */
  description?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One option of a `RadioGroup` (react-aria-components `RadioField` + `RadioButton`), with an optional description. */
export function Radio({ children, description, className, ref, ...props }: RadioProps) {
  return (
    <RadioField {...props} ref={ref} className={withClassName(styles.field, className)}>
      <RadioButton className={styles.button}>
        <span className={styles.circle} aria-hidden="true" />
        <span>{children}</span>
      </RadioButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
    </RadioField>
  );
}
