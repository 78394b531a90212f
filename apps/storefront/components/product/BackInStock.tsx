'use client';

import { buttonClassName } from '@wardrobe/design-system';
import { EMAIL_ERROR, isValidEmail, normalizeError } from '@wardrobe/domain-rules';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { isSignedIn } from '../../lib/bag/store';
import { browserCommerce } from '../../lib/commerce-browser';

export const BACK_IN_STOCK_TITLE = "Email me when it's back";

export interface BackInStockProps {
  channelId: number;
  productName: string;
  /** The sold-out sizes a shopper can ask about (`soldOutSizes`), each with its variant's sku. */
  sizes: { label: string; sku: string }[];
}

/**
 * Spec 000 §7: "A stock-level notification is sent to the engagement service". A sold-out size offers to email
 * the shopper when it is back: a guest gives an email; a signed-in customer's own email is used. The answer is
 * announced politely. Native elements (a `<details>` disclosure, a select, an input), as the rest of the
 * product page's island, so it adds no react-aria to the page.
 * Reading: the confirmation text is ours ("We'll email you when size 12 is back."); a refusal shows the
 * service's message.
 */
export function BackInStock({ channelId, productName, sizes }: BackInStockProps) {
  const id = useId();
  const [sku, setSku] = useState(sizes[0]?.sku ?? '');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<{ kind: 'sending' | 'done' | 'failed'; text: string } | undefined>();
  // Read after hydration: the server renders for a guest (the sign-in cookie is the browser's).
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(isSignedIn()), []);
  if (sizes.length === 0) return null;
  const chosen = sizes.find((s) => s.sku === sku) ?? sizes[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (!signedIn && !isValidEmail(email.trim())) {
      setError(EMAIL_ERROR);
      return;
    }
    setError(undefined);
    setStatus({ kind: 'sending', text: '' });
    try {
      const client = browserCommerce(channelId);
      const address = signedIn ? (await client.getCustomers()).data[0]?.email : email.trim();
      if (!address) throw new Error(EMAIL_ERROR);
      await client.notifyStockLevel({ email: address, sku: chosen.sku });
      setStatus({ kind: 'done', text: `We'll email you when size ${chosen.label} is back.` });
    } catch (failure) {
      setStatus({ kind: 'failed', text: normalizeError(failure).message });
    }
  };

  return (
    <details className="back-in-stock">
      <summary className="back-in-stock__summary">{BACK_IN_STOCK_TITLE}</summary>
      <form
        className="back-in-stock__form"
        onSubmit={submit}
        noValidate
        aria-label={`${BACK_IN_STOCK_TITLE}: ${productName}`}
      >
        <label htmlFor={`${id}-size`}>Sold-out size</label>
        <select id={`${id}-size`} value={chosen?.sku} onChange={(e) => setSku(e.target.value)}>
          {sizes.map((s) => (
            <option key={s.sku} value={s.sku}>
              {s.label}
            </option>
          ))}
        </select>
        {!signedIn && (
          <>
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              required
            />
            {error && (
              <p id={`${id}-error`} className="back-in-stock__error">
                {error}
              </p>
            )}
          </>
        )}
        <button
          type="submit"
          className={buttonClassName('secondary', 'medium')}
          aria-disabled={status?.kind === 'sending' || undefined}
        >
          Notify me
        </button>
        <p className="back-in-stock__status" role="status">
          {status?.kind === 'sending' ? '' : status?.text}
        </p>
      </form>
    </details>
  );
}
