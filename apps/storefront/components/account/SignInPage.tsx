'use client';

import {
  assertInternalRedirect,
  localizePath,
  marketFromPath,
  SIGN_IN_TARGET_PARAM,
} from '@wardrobe/domain-rules';
import { useCallback, useEffect, useRef } from 'react';
import { useAccount } from '../../lib/account/store';
import type { ClientMarket } from '../frame/types';
import { LoginForm } from './LoginForm';

/**
 * Spec 001 §2: after sign-in, the page the guard kept, else `/my-account`. Only an internal path of this market
 * is followed (spec 001 §8 ERR_REDIRECT for external targets); anything else goes to `/my-account`.
 */
export function signInTarget(search: string, marketCode: ClientMarket['code']): string {
  const fallback = localizePath('/my-account', marketCode);
  const asked = new URLSearchParams(search).get(SIGN_IN_TARGET_PARAM);
  if (!asked) return fallback;
  try {
    const target = assertInternalRedirect(asked);
    return marketFromPath(new URL(target, 'http://shop.invalid').pathname).code === marketCode
      ? target
      : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The `/login` page's form: a shopper already signed in goes straight on. Going on is a full page load: the
 * account pages are rendered for the customer on the server, and a router cache entry made as a guest (the guard's
 * redirect) must not be replayed.
 */
export function SignInPage({
  market,
  forgotPasswordHref,
}: {
  market: ClientMarket;
  forgotPasswordHref: string;
}) {
  const ready = useAccount((s) => s.signedIn && !s.loading);
  const sent = useRef(false);
  const goOn = useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    window.location.replace(signInTarget(window.location.search, market.code));
  }, [market.code]);

  useEffect(() => {
    if (ready) goOn();
  }, [ready, goOn]);

  return <LoginForm forgotPasswordHref={forgotPasswordHref} onSignedIn={goOn} />;
}
