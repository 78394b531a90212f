'use client';

import { localizePath, type MarketCode } from '@wardrobe/domain-rules';
import { useAccount } from '../../lib/account/store';
import { LoginForm } from './LoginForm';
import { RegistrationForm } from './RegistrationForm';

/** The market's path of a site path, in the market the session store started with (the frame starts it). */
function useMarketPath(): (path: string) => string {
  const code = (useAccount((s) => s.market?.code) ?? 'en') as MarketCode;
  return (path) => localizePath(path, code);
}

/**
 * The Good Stuff sign-up block's form (spec 002 §2 "Good Stuff sign-up: a registration form, then a thank-you
 * view"): the simple registration, as in the sign-in panel (spec 001 §4: marketing consent first when the email
 * box is ticked, then register, sign in and push `sign_up`).
 */
export function BlockSignUpForm({ onRegistered }: { onRegistered: () => void }) {
  const registerSimple = useAccount((s) => s.registerSimple);
  const path = useMarketPath();
  return (
    <RegistrationForm
      onRegister={async (values) => {
        await registerSimple(values);
      }}
      onRegistered={onRegistered}
      privacyPolicyHref={path('/privacy-policy')}
      termsHref={path('/website-terms-of-use')}
    />
  );
}

/** The Good Stuff sign-in block's form (spec 002 §2): the login form; a sign-in keeps the shopper on the page. */
export function BlockSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const path = useMarketPath();
  return <LoginForm forgotPasswordHref={path('/forgot-password')} onSignedIn={() => onSignedIn()} />;
}
