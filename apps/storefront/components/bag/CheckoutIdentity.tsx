'use client';

import { Button, PasswordField, TextField } from '@wardrobe/design-system';
import {
  classifyLoginError,
  EMAIL_ERROR,
  EMPTY_BAG_MESSAGE,
  isValidEmail,
  loginErrorMessage,
  normalizeError,
  requiredMessage,
} from '@wardrobe/domain-rules';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { allLines, useBag } from '../../lib/bag/store';
import { browserCommerce } from '../../lib/commerce-browser';
import type { ClientMarket } from '../frame/types';

/**
 * Spec 001 §4 "Checkout login step": guest or sign in, then the checkout address the server returns. Shows a
 * loading state and ignores repeat presses while one is under way.
 */
export function CheckoutIdentity({ market }: { market: ClientMarket }) {
  const cart = useBag((s) => s.cart);
  const started = useBag((s) => s.market !== undefined && !s.loading);
  const [pending, setPending] = useState<'guest' | 'sign-in' | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  const goToCheckout = async (cartId: string) => {
    const { redirect_url } = await browserCommerce(market.channelId).checkoutLogin({ cartId });
    window.location.assign(redirect_url);
  };

  if (!started) return <p aria-busy="true">Loading your bag…</p>;
  if (!cart || allLines(cart).length === 0) {
    return (
      <p>
        {EMPTY_BAG_MESSAGE}. <Link href={market.prefix || '/'}>Continue shopping</Link>
      </p>
    );
  }

  const emailError = !email ? requiredMessage('Email') : isValidEmail(email) ? undefined : EMAIL_ERROR;
  const passwordError = password ? undefined : requiredMessage('Password');

  const guest = async () => {
    if (pending) return;
    setPending('guest');
    setError(undefined);
    try {
      await goToCheckout(cart.id);
    } catch (e) {
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'checkout-login-failed',
          message: normalizeError(e).message,
        }),
      );
      setError(loginErrorMessage('unknown'));
      setPending(undefined);
    }
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (pending || emailError || passwordError) return;
    setPending('sign-in');
    setError(undefined);
    try {
      const answer = await browserCommerce(market.channelId).loginCustomer({ email, password });
      if (!answer.is_valid) {
        setError(loginErrorMessage(classifyLoginError(answer.errorMessage)));
        setPending(undefined);
        return;
      }
      await goToCheckout(cart.id);
    } catch (e) {
      const { message, statusCode } = normalizeError(e);
      console.error(JSON.stringify({ level: 'error', event: 'checkout-sign-in-failed', message }));
      // Sign-in throttled (429): the server's text says how long to wait, so it is shown as it is (LoginForm).
      setError(statusCode === 429 && message ? message : loginErrorMessage(classifyLoginError(message)));
      setPending(undefined);
    }
  };

  return (
    <div className="checkout-identity__choices">
      <section aria-labelledby="guest-title" className="checkout-identity__choice">
        <h2 id="guest-title">New customer</h2>
        <p>Check out as a guest. You can create an account after your order.</p>
        <Button variant="primary" onPress={guest} isPending={pending === 'guest'}>
          Checkout as guest
        </Button>
      </section>
      <section aria-labelledby="sign-in-title" className="checkout-identity__choice">
        <h2 id="sign-in-title">Returning customer</h2>
        <form onSubmit={signIn} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            isInvalid={touched && emailError !== undefined}
            errorMessage={emailError}
          />
          <PasswordField
            value={password}
            onChange={setPassword}
            isInvalid={touched && passwordError !== undefined}
            errorMessage={passwordError}
          />
          <Button type="submit" variant="secondary" isPending={pending === 'sign-in'}>
            Sign in and checkout
          </Button>
        </form>
      </section>
      <p role="alert" className="checkout-identity__error">
        {error}
      </p>
    </div>
  );
}
