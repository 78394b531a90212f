'use client';

import { type ReactNode, type Ref, useId, useRef, useState } from 'react';
import {
  Button as AriaButton,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { EyeIcon, EyeOffIcon } from '../Icon';
import {
  FieldDescription,
  type FieldErrorMessage,
  FieldErrorText,
  FieldLabel,
  type LabelVisibility,
  withClassName,
} from '../TextField/TextField';
import * as fieldStyles from '../TextField/TextField.css';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PasswordField.css';

/** Accessible names of the toggle button. */
export const SHOW_PASSWORD_LABEL = 'Show password';
export const HIDE_PASSWORD_LABEL = 'Hide password';
/** What a screen reader hears after the toggle (the button's new name alone is not always announced). */
export const PASSWORD_SHOWN_MESSAGE = 'Your password is visible';
export const PASSWORD_HIDDEN_MESSAGE = 'Your password is hidden';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type' | 'autoComplete'> {
  /** Defaults to 'Password'. */
  label?: ReactNode;
  labelVisibility?: LabelVisibility;
  /** Help text under the field, e.g. the password rules on sign-up. */
  description?: ReactNode;
  /** Shown while the field is invalid, e.g. 'Password cannot be empty' (spec 001 §5). */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /**
   * `current-password` (sign-in, the default) or `new-password` (sign-up, change password), so password
   * managers fill in or suggest a password.
   */
  autoComplete?: 'current-password' | 'new-password';
  /** Start with the password shown. */
  defaultShown?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A password input with a show/hide button inside the field (react-aria-components `TextField`, `Input`,
 * `Button`).
 *
 * Reading: the button's name changes ('Show password' ↔ 'Hide password') rather than using `aria-pressed`: the two
 * names are the spec's texts and each says what pressing does next, while a pressed "Show password" would read as
 * the opposite action. A polite status message ('Your password is visible' / '… hidden') confirms the change,
 * since screen readers do not always announce a focused button's new name.
 * Pressing the button with a pointer leaves focus, caret and selection in the input, so typing can go on;
 * from the keyboard it is reached with Tab after the input and stays focused.
 */
export function PasswordField({
  label = 'Password',
  labelVisibility = 'visible',
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  defaultShown = false,
  className,
  ref,
  ...props
}: PasswordFieldProps) {
  const [isShown, setShown] = useState(defaultShown);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const generatedId = useId();
  const inputId = props.id ?? generatedId;

  const toggle = () => {
    const input = inputRef.current;
    const hadFocus = input !== null && input.ownerDocument.activeElement === input;
    const start = input?.selectionStart ?? null;
    const end = input?.selectionEnd ?? null;
    // Render the new type now, so the caret can be put back before the browser paints.
    flushSync(() => {
      setShown((shown) => !shown);
      setAnnouncement(isShown ? PASSWORD_HIDDEN_MESSAGE : PASSWORD_SHOWN_MESSAGE);
    });
    if (hadFocus && input && start !== null && end !== null) input.setSelectionRange(start, end);
  };

  return (
    <AriaTextField
      {...props}
      id={inputId}
      ref={ref}
      type={isShown ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={withClassName(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={props.isRequired} visibility={labelVisibility}>
        {label}
      </FieldLabel>
      <div className={fieldStyles.inputGroup}>
        <Input
          ref={inputRef}
          className={fieldStyles.groupInput}
          placeholder={placeholder}
          aria-required={props.isRequired || undefined}
          // A shown password must not go to spell-check services or be "corrected".
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
        />
        <AriaButton
          className={`${fieldStyles.iconButton} ${styles.toggle}`}
          aria-label={isShown ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
          aria-controls={inputId}
          isDisabled={props.isDisabled}
          preventFocusOnPress
          onPress={toggle}
        >
          {isShown ? <EyeOffIcon /> : <EyeIcon />}
        </AriaButton>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText errorMessage={errorMessage} />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </AriaTextField>
  );
}
