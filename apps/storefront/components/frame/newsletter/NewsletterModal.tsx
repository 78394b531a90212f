'use client';

import { Button, Dialog, TextField } from '@wardrobe/design-system';
import { EMAIL_ERROR, isValidEmail, shopperErrorMessage } from '@wardrobe/domain-rules';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { browserCommerce } from '../../../lib/commerce-browser';

/** The consent the modal records (spec 001 §4: the simple registration's marketing-email consent). */
export const NEWSLETTER_CONSENT = { category: 'marketing_email', action: 'accept' } as const;

/**
 * The newsletter modal (spec 001 §4 "Open/closed flags: … newsletter modal"). The spec gives it no texts beyond its
 * flag; readings: an email field that records marketing-email consent (the engagement service's
 * `updateMarketingConsent`, open to guests), a thank-you in place of the form, and 'Thanks for signing up' as the
 * thank-you (the sign-up panel's words, spec 001 §2). Loaded only when opened (LazyNewsletter).
 */
export function NewsletterModal({
  channelId,
  isOpen,
  onClose,
}: {
  channelId: number;
  isOpen: boolean;
  onClose: () => void;
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string | undefined>();
  const thanks = useRef<HTMLParagraphElement>(null);
  // The thank-you replaces the form, and with it the focused Sign up button: focus goes to the thank-you at once
  // (it is read out), never through the page's body, where an Escape pressed meanwhile would not close the dialog.
  useLayoutEffect(() => {
    if (state === 'done') thanks.current?.focus();
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!isValidEmail(email)) {
      setError(EMAIL_ERROR);
      return;
    }
    setError(undefined);
    setState('sending');
    try {
      await browserCommerce(channelId).updateMarketingConsent({ email, ...NEWSLETTER_CONSENT });
      setState('done');
    } catch (failure) {
      setError(shopperErrorMessage(failure, [EMAIL_ERROR]));
      setState('idle');
    }
  }

  return (
    <Dialog
      title={state === 'done' ? 'Thanks for signing up' : 'Get our newsletter'}
      isOpen={isOpen}
      isDismissable
      size="small"
      onOpenChange={(open) => {
        if (!open) {
          onClose();
          setState('idle');
          setError(undefined);
        }
      }}
    >
      {state === 'done' ? (
        <p ref={thanks} tabIndex={-1} className="newsletter-thanks">
          We will send our news, offers and new arrivals to your inbox. You can unsubscribe at any time.
        </p>
      ) : (
        <form className="newsletter-form" noValidate onSubmit={submit}>
          <p>New arrivals, offers and Good Stuff news, by email.</p>
          <TextField
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            isInvalid={error !== undefined}
            errorMessage={error}
          />
          <Button type="submit" variant="primary" isPending={state === 'sending'}>
            Sign up
          </Button>
        </form>
      )}
    </Dialog>
  );
}
