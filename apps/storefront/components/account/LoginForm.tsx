'use client';

import { Button, PasswordField, TextField } from '@wardrobe/design-system';
import {
  classifyLoginError,
  EMAIL_ERROR,
  isValidEmail,
  type LoginErrorKind,
  loginErrorMessage,
  normalizeError,
  requiredMessage,
} from '@wardrobe/domain-rules';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { type AccountCustomer, useAccount } from '../../lib/account/store';
import { useHydrated } from './useHydrated';

/** Spec 001 §5 "Login … 'Please enter your email address and password'": both fields left empty. */
export const LOGIN_FIELDS_REQUIRED = 'Please enter your email address and password';

/**
 * The server's answer when sign-in is throttled (HTTP 429): shown as the server words it, since it says how long
 * to wait; this text when it gives none.
 */
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface LoginFormProps {
  /** Where 'Forgot your password?' leads (the market's `/forgot-password`). */
  forgotPasswordHref: string;
  /**
   * Where the panel has one: opens the forgot-password panel instead of leaving for the page (a modified click,
   * or a new tab, still gets the page).
   */
  onForgotPassword?: () => void;
  /** After a successful sign-in (the session store already holds the customer). */
  onSignedIn: (customer: AccountCustomer) => void;
  /** The submit button's text. */
  submitLabel?: string;
}

/**
 * Spec 001 §4, §5 and §8: the login form. Email required and of the email pattern, password required; the three
 * login errors with the spec's texts. A locked error disables submit until the email is edited (another account
 * may be meant). The error is announced (role="alert") and sits above the button, where the eye is.
 */
export function LoginForm({
  forgotPasswordHref,
  onForgotPassword,
  onSignedIn,
  submitLabel = 'Sign In',
}: LoginFormProps) {
  const login = useAccount((s) => s.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState<{ kind: LoginErrorKind | 'throttled' | 'fields'; message: string }>();

  const emailError = !email.trim()
    ? requiredMessage('Email')
    : isValidEmail(email.trim())
      ? undefined
      : EMAIL_ERROR;
  const passwordError = password ? undefined : requiredMessage('Password');
  const locked = error?.kind === 'locked';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (pending || locked) return;
    if (!email.trim() && !password) {
      setError({ kind: 'fields', message: LOGIN_FIELDS_REQUIRED });
      return;
    }
    if (emailError || passwordError) {
      setError(undefined);
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const customer = await login({ email: email.trim(), password });
      onSignedIn(customer);
    } catch (e) {
      const { message, statusCode } = normalizeError(e);
      if (statusCode === 429) setError({ kind: 'throttled', message: message || TOO_MANY_ATTEMPTS });
      else {
        const kind = classifyLoginError(message);
        setError({ kind, message: loginErrorMessage(kind) });
      }
      setPending(false);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          // Spec 001 §4: editing the email clears a locked error.
          if (locked) setError(undefined);
        }}
        isInvalid={touched && emailError !== undefined}
        errorMessage={emailError}
      />
      <PasswordField
        value={password}
        onChange={setPassword}
        isInvalid={touched && passwordError !== undefined}
        errorMessage={passwordError}
      />
      <p className="login-form__forgot">
        <Link
          href={forgotPasswordHref}
          prefetch={false}
          onClick={(event) => {
            if (!onForgotPassword || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onForgotPassword();
          }}
        >
          Forgot your password?
        </Link>
      </p>
      <p role="alert" className="login-form__error">
        {error?.message}
      </p>
      <Button type="submit" variant="primary" isPending={pending} isDisabled={locked || !hydrated}>
        {submitLabel}
      </Button>
    </form>
  );
}
