'use client';

import { EMAIL_ERROR, isValidEmail, requiredMessage } from '@wardrobe/domain-rules';
import { type Ref, useRef } from 'react';
import { TextField as AriaTextField, Input, type ValidationResult } from 'react-aria-components';
import { FieldErrorText, FieldLabel, TextField, withClassName } from '../TextField/TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './GiftCardFields.css';
import {
  charactersLeftText,
  GIFT_CARD_LABELS,
  GIFT_CARD_LEGEND,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  type GiftCardField,
  type GiftCardValues,
  isSendDateTooEarly,
  sendDateErrorText,
} from './giftCard';

export interface GiftCardFieldsProps {
  /** The answers (controlled). Start from `EMPTY_GIFT_CARD`. */
  value: GiftCardValues;
  /** Called with all the answers each time one changes. */
  onChange: (next: GiftCardValues) => void;
  /** An e-gift card: shows the send date. A physical gift card has none. */
  isDigital?: boolean;
  /** The earliest send date, `yyyy-mm-dd`: the caller passes today (no clock is read here). */
  minSendDate?: string;
  /** The longest message, 200 by default; the field says how many characters are left. */
  messageMaxLength?: number;
  isDisabled?: boolean;
  className?: string;
  /** The `<fieldset>`. */
  ref?: Ref<HTMLFieldSetElement>;
}

/** Spec 000 §5: an entered email must match the email pattern ('Invalid email address'). */
const validateEmail = (value: string) => (value === '' || isValidEmail(value) ? null : EMAIL_ERROR);

/** An empty required field says so; anything else wrong with an email is the spec's 'Invalid email address'. */
const emailError = (label: string) => (validation: ValidationResult) =>
  validation.validationDetails.valueMissing ? requiredMessage(label) : EMAIL_ERROR;

/**
 * The gift card's fields on the product page (spec 000 §2–3): Recipient email, Recipient name, Your email, Your
 * name, a send date (e-gift cards only) and Your message, in a fieldset named 'Gift card details'. Controlled:
 * `onChange` receives all the answers. Built on the design system's `TextField`.
 *
 * The emails are `type="email"` and checked with domain-rules `isValidEmail`: 'Invalid email address' shows once
 * the shopper leaves a changed field (not while they first type), with `aria-invalid` and the message linked to
 * the input; it clears when they leave it fixed. Spec 000 §4: the caller keeps add-to-bag disabled until both
 * emails are valid (`giftCardEmailsValid`). Both emails and both names are required (the catalogue's required
 * modifiers): "*" after the label, `required`, and '{label} cannot be empty' if left empty after a change.
 * Your email and Your name carry the shopper's own autofill tokens; the recipient's fields none (WCAG 1.3.5).
 *
 * The message is a text area limited to `messageMaxLength` characters, with "N characters left" under it. The
 * send date is a native date input from `minSendDate` on; an earlier date shows 'Choose … or a later date'.
 */
export function GiftCardFields({
  value,
  onChange,
  isDigital = false,
  minSendDate,
  messageMaxLength = GIFT_CARD_MESSAGE_MAX_LENGTH,
  isDisabled = false,
  className,
  ref,
}: GiftCardFieldsProps) {
  // Changes build on the latest answers, not this render's: answers typed before the page's script arrived
  // are replayed field after field in one commit, before the caller has rendered any of them.
  const latest = useRef(value);
  latest.current = value;
  const set = (field: GiftCardField) => (text: string) => {
    latest.current = { ...latest.current, [field]: text };
    onChange(latest.current);
  };
  const maxLength = Math.max(0, Math.floor(messageMaxLength));

  return (
    <fieldset
      ref={ref}
      className={className ? `${styles.fieldset} ${className}` : styles.fieldset}
      data-disabled={isDisabled || undefined}
    >
      <legend className={styles.legend}>{GIFT_CARD_LEGEND}</legend>
      <div className={styles.fields}>
        <TextField
          label={GIFT_CARD_LABELS.recipientEmail}
          type="email"
          autoComplete="off"
          isRequired
          validate={validateEmail}
          errorMessage={emailError(GIFT_CARD_LABELS.recipientEmail)}
          value={value.recipientEmail}
          onChange={set('recipientEmail')}
          isDisabled={isDisabled}
        />
        <TextField
          label={GIFT_CARD_LABELS.recipientName}
          autoComplete="off"
          isRequired
          errorMessage={requiredMessage(GIFT_CARD_LABELS.recipientName)}
          value={value.recipientName}
          onChange={set('recipientName')}
          isDisabled={isDisabled}
        />
        <TextField
          label={GIFT_CARD_LABELS.senderEmail}
          type="email"
          autoComplete="email"
          isRequired
          validate={validateEmail}
          errorMessage={emailError(GIFT_CARD_LABELS.senderEmail)}
          value={value.senderEmail}
          onChange={set('senderEmail')}
          isDisabled={isDisabled}
        />
        <TextField
          label={GIFT_CARD_LABELS.senderName}
          autoComplete="name"
          isRequired
          errorMessage={requiredMessage(GIFT_CARD_LABELS.senderName)}
          value={value.senderName}
          onChange={set('senderName')}
          isDisabled={isDisabled}
        />
        {isDigital ? (
          <SendDateField
            value={value.sendDate}
            onChange={set('sendDate')}
            minSendDate={minSendDate}
            isDisabled={isDisabled}
          />
        ) : null}
        <TextField
          className={styles.wide}
          label={GIFT_CARD_LABELS.message}
          multiline
          rows={4}
          autoComplete="off"
          maxLength={maxLength}
          description={charactersLeftText(maxLength - value.message.length)}
          value={value.message}
          onChange={set('message')}
          isDisabled={isDisabled}
        />
      </div>
    </fieldset>
  );
}

interface SendDateFieldProps {
  value: string;
  onChange: (value: string) => void;
  minSendDate?: string | undefined;
  isDisabled: boolean;
}

/**
 * The send date: a native date input (the browser's own picker and keyboard entry), labelled and styled as a
 * `TextField`. `TextField` passes no `min` to its input, so this builds the same parts with `min` on the input.
 */
function SendDateField({ value, onChange, minSendDate, isDisabled }: SendDateFieldProps) {
  const min = minSendDate && minSendDate !== '' ? minSendDate : undefined;
  return (
    <AriaTextField
      className={withClassName(fieldStyles.field, styles.dateField)}
      type="date"
      autoComplete="off"
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      validate={(date) => (isSendDateTooEarly(date, min) ? sendDateErrorText(min ?? '') : null)}
    >
      <FieldLabel>{GIFT_CARD_LABELS.sendDate}</FieldLabel>
      <Input className={fieldStyles.input} min={min} />
      <FieldErrorText
        errorMessage={(validation) =>
          validation.validationDetails.rangeUnderflow && min
            ? sendDateErrorText(min)
            : validation.validationErrors.join(' ')
        }
      />
    </AriaTextField>
  );
}
