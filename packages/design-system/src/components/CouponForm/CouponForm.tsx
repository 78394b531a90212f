'use client';

import { requiredMessage } from '@wardrobe/domain-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button';
import { CheckIcon } from '../Icon';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CouponForm.css';

/** The field's label. */
export const PROMO_CODE_LABEL = 'Promo code';
/** The submit button's text. */
export const APPLY_PROMO_CODE_TEXT = 'Apply';
/** Spec 001 §5's required-field pattern: 'Promo code cannot be empty'. */
export const PROMO_CODE_EMPTY_MESSAGE = requiredMessage(PROMO_CODE_LABEL);
/**
 * Our text: the spec names the promotions engine's `rejectCoupon` effect (000 §3, §4 step 6) but gives no message
 * for it, so a rejection without a message of its own shows this.
 */
export const PROMO_CODE_REJECTED_MESSAGE = 'Sorry, this code is not valid';
/** The name of the list of accepted codes. */
export const APPLIED_PROMO_CODES_LABEL = 'Applied promo codes';
/** The visible text of a coupon's remove button. */
export const REMOVE_COUPON_TEXT = 'Remove';

/** What the live region says when a code is accepted (our text): 'Promo code WELCOME10 applied'. */
export const promoCodeAppliedMessage = (code: string) => `${PROMO_CODE_LABEL} ${code} applied`;
/** The accessible name of a coupon's remove button: 'Remove coupon WELCOME10'. */
export const removeCouponLabel = (code: string) => `${REMOVE_COUPON_TEXT} coupon ${code}`;

/** The promotions engine's answer to the last code applied. */
export interface CouponStatus {
  kind: 'accepted' | 'rejected';
  code: string;
  /** Overrides the default text ('Sorry, this code is not valid' or 'Promo code … applied'). */
  message?: string | undefined;
}

export interface CouponFormProps {
  /** Called with the trimmed code. While a returned promise is pending, Apply shows its spinner. */
  onApply: (code: string) => void | Promise<void>;
  /** Removes an accepted code; without it the codes are listed with no Remove. */
  onRemove?: ((code: string) => void) | undefined;
  /** The accepted codes, listed as 'CODE applied' with a Remove button named 'Remove coupon CODE'. */
  appliedCodes?: readonly string[] | undefined;
  /** The answer to the last code applied (from the promotions sync). */
  status?: CouponStatus | undefined;
  /** Apply shows a spinner and ignores presses (e.g. while promotions sync). */
  isPending?: boolean | undefined;
  className?: string | undefined;
}

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The bag's promo code form: a react-aria `Form` with the design-system `TextField` ('Promo code') and 'Apply'.
 * Presentational: `onApply` gets the code and the caller answers through `status` and `appliedCodes`.
 *
 * - Applying a blank code shows 'Promo code cannot be empty' on the field and focuses it; `onApply` is not called.
 * - `status` rejected: the field is invalid with `status.message` or 'Sorry, this code is not valid' (our text),
 *   as long as the field still holds that code; the same text is announced.
 * - `status` accepted: a polite live region (`role="status"`, always in the page, so the change is announced)
 *   says 'Promo code CODE applied', and the field is emptied if it still holds that code.
 * - `appliedCodes` are listed as 'CODE applied', each with 'Remove' (named 'Remove coupon CODE').
 *
 * Reading: codes are compared without case or surrounding spaces (the engine may answer in capitals). Reading:
 * when the accepted code is also listed in `appliedCodes`, the live region's text is for screen readers only,
 * so the code is not shown twice; otherwise it shows, with a tick.
 */
export function CouponForm({
  onApply,
  onRemove,
  appliedCodes = [],
  status,
  isPending = false,
  className,
}: CouponFormProps) {
  const [value, setValue] = useState('');
  const [isEmpty, setEmpty] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const valueRef = useRef(value);
  valueRef.current = value;

  const accepted = status?.kind === 'accepted' ? status : undefined;
  const rejected = status?.kind === 'rejected' && sameCode(status.code, value) ? status : undefined;
  const rejectedMessage = rejected ? (rejected.message ?? PROMO_CODE_REJECTED_MESSAGE) : undefined;
  const acceptedMessage = accepted ? (accepted.message ?? promoCodeAppliedMessage(accepted.code)) : undefined;
  const acceptedIsListed = accepted ? appliedCodes.some((code) => sameCode(code, accepted.code)) : false;

  // An accepted code leaves the field, ready for another.
  const acceptedCode = accepted?.code;
  useEffect(() => {
    if (acceptedCode !== undefined && sameCode(acceptedCode, valueRef.current)) setValue('');
  }, [acceptedCode]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || submitting) return;
    const code = value.trim();
    if (code === '') {
      setEmpty(true);
      inputRef.current?.focus();
      return;
    }
    const result = onApply(code);
    if (result && typeof result.then === 'function') {
      setSubmitting(true);
      result
        .catch((error: unknown) => console.error(`Promo code ${code} could not be applied`, error))
        .finally(() => setSubmitting(false));
    }
  };

  const fieldError = isEmpty ? PROMO_CODE_EMPTY_MESSAGE : rejectedMessage;

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <Form className={styles.form} validationBehavior="aria" onSubmit={submit}>
        <TextField
          label={PROMO_CODE_LABEL}
          name="promoCode"
          value={value}
          onChange={(next) => {
            setValue(next);
            setEmpty(false);
          }}
          autoComplete="off"
          spellCheck="false"
          isInvalid={fieldError !== undefined}
          errorMessage={fieldError}
          inputRef={inputRef}
        />
        <Button
          type="submit"
          variant="secondary"
          className={styles.apply}
          isPending={isPending || submitting}
        >
          {APPLY_PROMO_CODE_TEXT}
        </Button>
      </Form>
      {appliedCodes.length > 0 ? (
        <ul className={styles.appliedList} aria-label={APPLIED_PROMO_CODES_LABEL}>
          {appliedCodes.map((code) => (
            <li key={code} className={styles.appliedCode}>
              <span>
                <span className={styles.code}>{code}</span> applied
              </span>
              {onRemove ? (
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={removeCouponLabel(code)}
                  onPress={() => onRemove(code)}
                >
                  {REMOVE_COUPON_TEXT}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div role="status" className={styles.status}>
        {acceptedMessage ? (
          acceptedIsListed ? (
            <VisuallyHidden>{acceptedMessage}</VisuallyHidden>
          ) : (
            <p className={styles.accepted}>
              <CheckIcon size="small" className={styles.icon} />
              <span>{acceptedMessage}</span>
            </p>
          )
        ) : null}
        {rejectedMessage ? <VisuallyHidden>{rejectedMessage}</VisuallyHidden> : null}
      </div>
    </div>
  );
}
