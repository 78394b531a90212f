'use client';

import type { Customer, RegisterCustomerFullArgs, UpdateCustomerArgs } from '@wardrobe/commerce-sdk';
import {
  normalizeError,
  profileFormFields,
  promotionsEnabledForLocale,
  USER_DATA_FAILED,
} from '@wardrobe/domain-rules';
import { create } from 'zustand';
import { pushEvent } from '../analytics/data-layer';
import { useBag } from '../bag/store';
import { browserCommerce } from '../commerce-browser';
import { PROMOTIONS_LOCALES } from '../config';

/** Spec 001 §8: each action records its error in its own slot (and logs it). */
export type AccountErrorSlot =
  | 'load'
  | 'login'
  | 'logout'
  | 'register'
  | 'registerSimple'
  | 'registerCustomerV2'
  | 'updateCustomer'
  | 'updatePreferences';

/** The simple registration (spec 001 §4): the contract's `registerCustomer` payload. */
export interface SimpleRegistration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  preferenceEmail: boolean;
}

/** The signed-in customer as the frame and the account pages show them. */
export type AccountCustomer = Pick<Customer, 'id' | 'email' | 'first_name' | 'last_name'>;

export interface AccountMarket {
  code: string;
  channelId: number;
  /** The market's currency: the loyalty profile is kept per currency (spec 001 §7). */
  currency: 'GBP' | 'EUR' | 'USD';
}

export interface AccountState {
  market: AccountMarket | undefined;
  customer: AccountCustomer | undefined;
  /** The login-state cookie's answer, kept in step with sign-in and sign-out (the header's icon follows it). */
  signedIn: boolean;
  loading: boolean;
  errors: Partial<Record<AccountErrorSlot, string>>;
  /** Spec 001 §4 "load": called once by the frame. */
  start: (market: AccountMarket) => Promise<void>;
  /**
   * Spec 001 §4 "Login": rejects with the server's message when `is_valid` is false (the form classifies it);
   * on success fetches and syncs the customer, loads their cart and pushes `login`. Any failure signs out.
   */
  login: (credentials: { email: string; password: string }) => Promise<AccountCustomer>;
  /** Spec 001 §4 "Logout": the session ends, the customer is cleared and the bag reloads (a guest's). */
  logout: () => Promise<void>;
  /**
   * Spec 001 §4 "Registration (… simple …) registers, then logs in, then pushes a sign_up event. The simple
   * variant first records marketing-email consent (category marketing_email, action accept) when the email
   * preference is set." Rejects with the server's message (the form shows it by `registrationError`).
   */
  registerSimple: (registration: SimpleRegistration) => Promise<AccountCustomer>;
  /** The full variant (`/create-account`): the spec's full payload, the billing address required. */
  registerFull: (registration: RegisterCustomerFullArgs) => Promise<AccountCustomer>;
  /** The v2 variant (the order confirmation's): the full payload's fields, the address optional. */
  registerV2: (registration: RegisterCustomerFullArgs) => Promise<AccountCustomer>;
  /**
   * Spec 001 §7 update customer (My Details, change password): rejects with the server's message (a wrong current
   * password, an email in use); the store's customer follows the answer.
   */
  updateCustomer: (update: UpdateCustomerArgs) => Promise<AccountCustomer>;
  /**
   * The marketing preferences (spec 001 §3 email and post): stored as the customer's form fields (the title and
   * date of birth kept, domain-rules `profileFormFields`) and with the engagement service.
   */
  updatePreferences: (preferences: { email: boolean; post: boolean }) => Promise<void>;
}

/** The login-state cookie the page may read (`wardrobe-logged-in=1`, contract "Transport"). */
function cookieSaysSignedIn(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)wardrobe-logged-in=1(?:;|$)/.test(document.cookie);
}

const toAccountCustomer = ({ id, email, first_name, last_name }: Customer): AccountCustomer => ({
  id,
  email,
  first_name,
  last_name,
});

export const useAccount = create<AccountState>()((set, get) => {
  const client = () => {
    const market = get().market;
    if (!market) throw new Error('The account has not started');
    return browserCommerce(market.channelId);
  };
  const record = (slot: AccountErrorSlot, error: unknown): Error => {
    const message = normalizeError(error).message;
    console.error(JSON.stringify({ level: 'error', event: 'account-error', slot, message }));
    set((s) => ({ errors: { ...s.errors, [slot]: message } }));
    return error instanceof Error ? error : new Error(message);
  };
  /**
   * Spec 001 §4 "Login: … if loyalty is enabled, creates or fetches the loyalty profile" (registering signs in,
   * so it too). Reading: the loyalty flag is the promotions engine's (it keeps the profiles) for the market; a
   * profile not there yet (404), or a lookup that timed out (408, spec 000 §8), is created. Done before the bag
   * becomes the customer's, whose promotions sync reads the profile.
   */
  const ensureLoyaltyProfile = async (email: string) => {
    const market = get().market;
    if (!market || !promotionsEnabledForLocale(market.code, PROMOTIONS_LOCALES)) return;
    try {
      await client().getCustomerProfile(market.currency, email);
    } catch (error) {
      const { statusCode } = normalizeError(error);
      if (statusCode !== 404 && statusCode !== 408) throw error;
      await client().updateCustomerProfile(market.currency, email, {});
    }
  };
  const succeeded = (slot: AccountErrorSlot) => set((s) => ({ errors: { ...s.errors, [slot]: undefined } }));

  const endSession = async () => {
    try {
      await client().logoutCustomer();
      succeeded('logout');
    } catch (error) {
      record('logout', error);
    }
    set({ customer: undefined, signedIn: cookieSaysSignedIn() });
    await useBag.getState().sessionChanged();
  };

  /**
   * Spec 001 §4 "Registration (three variants: full, simple, v2) registers, then logs in, then pushes a sign_up
   * event": the backend signs the new customer in (contract: "then signed in"); syncing is the spec's login step.
   * Each variant records its failure in its own slot (spec 001 §8).
   */
  const register = async (slot: AccountErrorSlot, send: () => Promise<void>): Promise<AccountCustomer> => {
    set({ loading: true });
    try {
      await send();
      const synced = (await client().syncCustomer()).data[0];
      if (!synced) throw new Error(USER_DATA_FAILED);
      const customer = toAccountCustomer(synced);
      set({ customer, signedIn: true });
      await ensureLoyaltyProfile(customer.email);
      succeeded(slot);
      pushEvent({ event: 'sign_up', method: 'email' });
      await useBag.getState().sessionChanged();
      set({ loading: false });
      return customer;
    } catch (error) {
      const failure = record(slot, error);
      set({ loading: false });
      if (cookieSaysSignedIn() && !get().customer) await endSession();
      throw failure;
    }
  };

  return {
    market: undefined,
    customer: undefined,
    signedIn: false,
    loading: false,
    errors: {},

    async start(market) {
      if (get().market) return;
      const signedIn = cookieSaysSignedIn();
      set({ market, signedIn });
      // A guest has nobody to fetch: the login-state cookie saves every signed-out page a request.
      if (!signedIn) return;
      set({ loading: true });
      try {
        const customer = (await client().getCustomers()).data[0];
        if (!customer) throw new Error(USER_DATA_FAILED);
        set({ customer: toAccountCustomer(customer), loading: false });
        succeeded('load');
      } catch (error) {
        record('load', error);
        // Reading: a session that has gone (expired, ended elsewhere) leaves the page signed out.
        set({ loading: false, signedIn: cookieSaysSignedIn() });
      }
    },

    async login({ email, password }) {
      set({ loading: true });
      try {
        const answer = await client().loginCustomer({ email, password });
        if (!answer.is_valid) throw new Error(answer.errorMessage ?? 'Invalid credentials');
        const synced = (await client().syncCustomer()).data[0];
        if (!synced) throw new Error(USER_DATA_FAILED);
        const customer = toAccountCustomer(synced);
        set({ customer, signedIn: true });
        await ensureLoyaltyProfile(customer.email);
        succeeded('login');
        pushEvent({ event: 'login', method: 'email' });
        // Still loading until the bag is the customer's: a page that goes on when `loading` ends does not cut
        // the merge short.
        await useBag.getState().sessionChanged();
        set({ loading: false });
        return customer;
      } catch (error) {
        const failure = record('login', error);
        set({ loading: false });
        // Spec 001 §8 "A failed login logs the user out." Reading: a session the failed attempt left behind (the
        // password was right, the customer could not be read) is ended; a guest's wrong password leaves the
        // guest as they were, bag and all.
        if (cookieSaysSignedIn() || get().customer) await endSession();
        else set({ customer: undefined, signedIn: false });
        throw failure;
      }
    },

    registerSimple: ({ preferenceEmail, ...registration }) =>
      register('registerSimple', async () => {
        if (preferenceEmail) {
          await client().updateMarketingConsent({
            email: registration.email,
            category: 'marketing_email',
            action: 'accept',
          });
        }
        await client().registerCustomer({ ...registration, preferenceEmail });
      }),

    registerFull: (registration) =>
      register('register', async () => {
        await client().registerCustomerFull(registration);
      }),

    registerV2: (registration) =>
      register('registerCustomerV2', async () => {
        await client().registerCustomerV2(registration);
      }),

    async updateCustomer(update) {
      try {
        const updated = (await client().updateCustomer(update)).data[0];
        if (!updated) throw new Error(USER_DATA_FAILED);
        const customer = toAccountCustomer(updated);
        set({ customer });
        succeeded('updateCustomer');
        return customer;
      } catch (error) {
        throw record('updateCustomer', error);
      }
    },

    async updatePreferences({ email, post }) {
      try {
        await client().updateCustomerFormFields(
          profileFormFields({ preferenceEmail: email, preferencePost: post }),
        );
        await client().updateEngagementPreferences({ preferences: { email, post } });
        succeeded('updatePreferences');
      } catch (error) {
        throw record('updatePreferences', error);
      }
    },

    async logout() {
      set({ loading: true });
      await endSession();
      set({ loading: false });
    },
  };
});
