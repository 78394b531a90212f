'use client';

import { Button, Link, PasswordField } from '@wardrobe/design-system';
import {
  isValidPassword,
  normalizeError,
  PASSWORDS_DIFFER_ERROR,
  requiredMessage,
  WEAK_PASSWORD_ERROR,
} from '@wardrobe/domain-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { browserCommerce } from '../../lib/commerce-browser';
import type { ClientMarket } from '../frame/types';
import styles from './PasswordReset.module.css';
import {
  CHANGE_BUTTON,
  CHANGE_HEADING,
  CONFIRM_PASSWORD_LABEL,
  INVALID_LINK,
  NEW_PASSWORD_LABEL,
  PASSWORD_CHANGED,
  REQUEST_NEW_LINK,
  SERVER_ERROR,
  SIGN_IN,
} from './password-reset-texts';
import { useHydrated } from './useHydrated';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/**
 * Spec 001 §5 (account creation's rules, domain-rules): 'Password cannot be empty', then the strength rule
 * (`isValidPassword`, its message `WEAK_PASSWORD_ERROR`); the confirmation must be identical ('Passwords need to
 * be identical.').
 */
export function newPasswordErrors(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = requiredMessage('Password');
  else if (!isValidPassword(password)) errors.password = WEAK_PASSWORD_ERROR;
  if (confirm !== password) errors.confirm = PASSWORDS_DIFFER_ERROR;
  return errors;
}

/** The invalid-link message with its way on (also what the page shows for a token that fails on load). */
export function InvalidResetLink({ prefix }: { prefix: string }) {
  return (
    <p className={styles.invalid}>
      {INVALID_LINK} <Link href={`${prefix}/forgot-password`}>{REQUEST_NEW_LINK}</Link>
    </p>
  );
}

type Outcome = 'form' | 'changed' | 'invalid';

/**
 * Spec 001 §2 `/updatePassword`: a new password and its confirmation for a reset token the page has already
 * found valid (app/[market]/updatePassword). `resetPassword` sets it; then 'Your password has been changed' with
 * a 'Sign in' link (the reset ends every session). A token used or expired since the page loaded answers
 * `is_valid: false`: the invalid-link message. A failed call: spec 001 §8's 'Server error occurred, try again
 * later' in an alert, the form kept.
 */
export function UpdatePasswordForm({ market, token }: { market: ClientMarket; token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('form');
  const [error, setError] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const passwordRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome !== 'form') headingRef.current?.focus();
  }, [outcome]);

  const errors = newPasswordErrors(password, confirm);
  const shown: NewPasswordErrors = touched ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTouched(true);
    if (errors.password || errors.confirm) {
      const field = errors.password ? passwordRef.current : confirmRef.current;
      field?.querySelector('input')?.focus();
      return;
    }
    setPending(true);
    setError(false);
    try {
      const answer = await browserCommerce(market.channelId).resetPassword({ token, password });
      setOutcome(answer.is_valid ? 'changed' : 'invalid');
    } catch (e) {
      const { message, statusCode } = normalizeError(e);
      console.error(JSON.stringify({ level: 'error', event: 'reset-password-failed', statusCode, message }));
      setError(true);
    } finally {
      setPending(false);
    }
  };

  if (outcome === 'changed') {
    return (
      <div className={styles.panel}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {PASSWORD_CHANGED}
        </h1>
        <p>You can now sign in with your new password.</p>
        <p>
          <Link href={`${market.prefix}/login`} variant="standalone">
            {SIGN_IN}
          </Link>
        </p>
      </div>
    );
  }

  if (outcome === 'invalid') {
    return (
      <div className={styles.panel}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {CHANGE_HEADING}
        </h1>
        <InvalidResetLink prefix={market.prefix} />
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {CHANGE_HEADING}
      </h1>
      <p>Choose a new password for your account.</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={CHANGE_HEADING}>
        <PasswordField
          ref={passwordRef}
          label={NEW_PASSWORD_LABEL}
          name="password"
          autoComplete="new-password"
          isRequired
          validationBehavior="aria"
          description="At least 8 characters, with a letter and a number, and no spaces."
          value={password}
          onChange={setPassword}
          isInvalid={shown.password !== undefined}
          errorMessage={shown.password}
        />
        <PasswordField
          ref={confirmRef}
          label={CONFIRM_PASSWORD_LABEL}
          name="confirmPassword"
          autoComplete="new-password"
          isRequired
          validationBehavior="aria"
          value={confirm}
          onChange={setConfirm}
          isInvalid={shown.confirm !== undefined}
          errorMessage={shown.confirm}
        />
        <Button
          type="submit"
          variant="primary"
          isPending={pending}
          isDisabled={!hydrated}
          className={styles.action}
        >
          {CHANGE_BUTTON}
        </Button>
      </form>
      <p role="alert" className={styles.error}>
        {error ? SERVER_ERROR : ''}
      </p>
    </div>
  );
}
