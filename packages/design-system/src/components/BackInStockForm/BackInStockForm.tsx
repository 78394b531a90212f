'use client';

import { EMAIL_ERROR, isValidEmail, shopperErrorMessage } from '@wardrobe/domain-rules';
import { type FormEvent, useId, useState } from 'react';
import { buttonClassName } from '../Button/buttonClassName';
import * as styles from './BackInStockForm.css';

export const BACK_IN_STOCK_TITLE = "Email me when it's back";
export const BACK_IN_STOCK_SUBMIT = 'Notify me';
export const BACK_IN_STOCK_SIZE_LABEL = 'Sold-out size';

/** The confirmation, announced politely (reading: the spec names the request, not its words; these are ours). */
export const backInStockConfirmation = (size: string) => `We'll email you when size ${size} is back.`;

export interface BackInStockRequest {
  sku: string;
  /** The guest's address; absent for a signed-in customer (the service uses theirs). */
  email?: string;
}

export interface BackInStockFormProps {
  productName: string;
  /** The sold-out sizes a shopper can ask about, each with its variant's sku. Nothing renders without one. */
  sizes: readonly { label: string; sku: string }[];
  /** Signed in: no email field; the customer's own address is used. */
  isSignedIn?: boolean;
  /** Records the request (spec 000 §7 "A stock-level notification is sent to the engagement service"). */
  onNotify: (request: BackInStockRequest) => Promise<void>;
  /** Open on first render (stories, or a page that knows the shopper came for it). */
  defaultOpen?: boolean;
}

/**
 * 'Email me when it's back' for a sold-out size (spec 000 §7): a disclosure holding a small form, the size, an
 * email for a guest (checked with the spec's email rule and message), and Notify me. The answer is announced
 * politely in the form's status; a refusal shows the shop's words for it (`shopperErrorMessage`).
 * Native elements (`<details>`, `<select>`, `<input>`): the product page's island adds no react-aria for it.
 */
export function BackInStockForm({
  productName,
  sizes,
  isSignedIn = false,
  onNotify,
  defaultOpen = false,
}: BackInStockFormProps) {
  const id = useId();
  const [sku, setSku] = useState(sizes[0]?.sku ?? '');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<{ kind: 'sending' | 'done' | 'failed'; text: string } | undefined>();
  if (sizes.length === 0) return null;
  const chosen = sizes.find((s) => s.sku === sku) ?? sizes[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || status?.kind === 'sending') return;
    const address = email.trim();
    if (!isSignedIn && !isValidEmail(address)) {
      setError(EMAIL_ERROR);
      return;
    }
    setError(undefined);
    setStatus({ kind: 'sending', text: '' });
    try {
      await onNotify(isSignedIn ? { sku: chosen.sku } : { sku: chosen.sku, email: address });
      setStatus({ kind: 'done', text: backInStockConfirmation(chosen.label) });
    } catch (failure) {
      setStatus({ kind: 'failed', text: shopperErrorMessage(failure) });
    }
  };

  return (
    <details className={styles.root} open={defaultOpen || undefined}>
      <summary className={styles.summary}>{BACK_IN_STOCK_TITLE}</summary>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={`${BACK_IN_STOCK_TITLE}: ${productName}`}
      >
        <label className={styles.label} htmlFor={`${id}-size`}>
          {BACK_IN_STOCK_SIZE_LABEL}
        </label>
        <select
          id={`${id}-size`}
          className={styles.control}
          value={chosen?.sku}
          onChange={(e) => setSku(e.target.value)}
        >
          {sizes.map((s) => (
            <option key={s.sku} value={s.sku}>
              {s.label}
            </option>
          ))}
        </select>
        {!isSignedIn && (
          <>
            <label className={styles.label} htmlFor={`${id}-email`}>
              Email
            </label>
            <input
              id={`${id}-email`}
              className={styles.control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              required
            />
            {error && (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </>
        )}
        <button
          type="submit"
          className={`${buttonClassName('secondary', 'medium')} ${styles.submit}`}
          aria-disabled={status?.kind === 'sending' || undefined}
        >
          {BACK_IN_STOCK_SUBMIT}
        </button>
        <p className={styles.status} role="status">
          {status?.kind === 'sending' ? '' : status?.text}
        </p>
      </form>
    </details>
  );
}
