'use client';

import { localizePath } from '@wardrobe/domain-rules';
import { useCallback, useEffect, useRef } from 'react';
import { useAccount } from '../../lib/account/store';
import type { CountryChoice } from '../../lib/countries';
import type { ClientMarket } from '../frame/types';
import { CreateAccountForm } from './CreateAccountForm';

/**
 * The `/create-account` page's form (the full registration, spec 001 §4): registering signs the shopper in, then
 * they land on `/my-account` with a full page load (the account pages are rendered for the customer on the
 * server). A shopper already signed in goes straight there.
 */
export function CreateAccountPage({
  market,
  countries,
}: {
  market: ClientMarket;
  countries: readonly CountryChoice[];
}) {
  const registerFull = useAccount((s) => s.registerFull);
  const signedInAlready = useAccount((s) => s.signedIn && !s.loading && s.customer !== undefined);
  const sent = useRef(false);
  const goOn = useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    window.location.replace(localizePath('/my-account', market.code));
  }, [market.code]);

  useEffect(() => {
    if (signedInAlready && !sent.current) goOn();
  }, [signedInAlready, goOn]);

  return (
    <CreateAccountForm
      countries={countries}
      privacyPolicyHref={localizePath('/privacy-policy', market.code)}
      termsHref={localizePath('/website-terms-of-use', market.code)}
      onRegister={async (registration) => {
        // Registered and signed in: the effect above must not race the form's own going on.
        sent.current = false;
        await registerFull(registration);
      }}
      onRegistered={goOn}
    />
  );
}
