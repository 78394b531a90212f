'use client';

import { localizePath } from '@wardrobe/domain-rules';
import { useEffect } from 'react';
import { useAccount } from '../../lib/account/store';
import type { CountryChoice } from '../../lib/countries';
import type { ClientMarket } from '../frame/types';
import { type CreateAccountDefaults, CreateAccountForm } from './CreateAccountForm';

/** Ours: the spec offers account creation on the order confirmation (spec 001 §2) without its texts. */
export const ORDER_ACCOUNT_HEADING = 'Save your details for next time';
export const ORDER_ACCOUNT_MESSAGE =
  'Create an account to follow this order, check out faster and get the Good Stuff. We have filled in what we know.';

/**
 * Spec 001 §2 "Order confirmation (optional account creation)", issue 20 item 9: a guest may create an account
 * with what the order already knows (its email, names and billing address), the v2 variant (the address may be
 * left out). The sandbox gives the new account the orders this browser placed with that email, so the page,
 * loaded again, shows the order as theirs.
 */
export function OrderAccountCreation({
  market,
  countries,
  defaults,
}: {
  market: ClientMarket;
  countries: readonly CountryChoice[];
  defaults: CreateAccountDefaults;
}) {
  const start = useAccount((s) => s.start);
  const registerV2 = useAccount((s) => s.registerV2);
  // The checkout's layout has no frame to start the session store.
  useEffect(() => {
    void start({ code: market.code, channelId: market.channelId, currency: market.currency });
  }, [start, market.code, market.channelId, market.currency]);

  return (
    <section aria-labelledby="order-account" className="order-confirmation__account">
      <h2 id="order-account">{ORDER_ACCOUNT_HEADING}</h2>
      <p>{ORDER_ACCOUNT_MESSAGE}</p>
      <CreateAccountForm
        countries={countries}
        defaults={defaults}
        addressRequired={false}
        privacyPolicyHref={localizePath('/privacy-policy', market.code)}
        termsHref={localizePath('/website-terms-of-use', market.code)}
        onRegister={async (registration) => {
          await registerV2(registration);
        }}
        onRegistered={() => window.location.reload()}
      />
    </section>
  );
}
