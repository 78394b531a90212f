'use client';

import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useState,
} from 'react';

/**
 * The seam between the Good Stuff blocks and the app that hosts them. The registration and login forms are the
 * host's (they talk to its account API, which the blocks never call: spec 002 §7), so the host hands them in
 * through this context, with the visitor state (spec 002 §6) and its market's link prefix. A client part of its
 * own in the build (tsup.config.ts), so its 'use client' is kept and there is one context for every block.
 */
export interface AccountFormsValue {
  /** The host's registration form; it calls `onRegistered` once the account exists (the sign-up block). */
  SignUpForm?: ComponentType<{ onRegistered: () => void }>;
  /** The host's login form; it calls `onSignedIn` once the visitor is signed in (the sign-in block). */
  SignInForm?: ComponentType<{ onSignedIn: () => void }>;
  /** Spec 002 §6: `true` for a signed-in visitor, whom the sign-in block is not shown to. */
  signedIn?: boolean;
  /** Turns a site path (`/create-account`) into the market's (`/eu/create-account`). */
  localizeHref?: (path: string) => string;
}

export interface AccountFormsProviderProps {
  value: AccountFormsValue;
  children?: ReactNode;
}

const EMPTY: AccountFormsValue = Object.freeze({});
const AccountFormsContext = createContext<AccountFormsValue>(EMPTY);

/** Gives the Good Stuff blocks below it the host's forms, the visitor state and the link prefix. */
export function AccountFormsProvider({ value, children }: AccountFormsProviderProps) {
  return <AccountFormsContext.Provider value={value}>{children}</AccountFormsContext.Provider>;
}

/** What the nearest `AccountFormsProvider` gives; without one, `{}` (no forms, anonymous, links as they are). */
export function useAccountForms(): AccountFormsValue {
  return useContext(AccountFormsContext);
}

/** A site path through the host's `localizeHref`, if any. */
export function useLocalizedHref(path: string): string {
  const { localizeHref } = useAccountForms();
  return localizeHref ? localizeHref(path) : path;
}

// ---- Islands of the sign-in block (a server component): each reads the context, nothing else. ----

const SignedInHereContext = createContext<() => void>(() => {});

/**
 * Renders its children for an anonymous visitor only (spec 002 §6), and stops rendering them once the login form
 * inside reports a sign-in (the host may take a moment to flip `signedIn`).
 */
export function SignedOutOnly({ children }: { children?: ReactNode }) {
  const { signedIn } = useAccountForms();
  const [signedInHere, setSignedInHere] = useState(false);
  const markSignedIn = useCallback(() => setSignedInHere(true), []);
  if (signedIn || signedInHere) return null;
  return <SignedInHereContext.Provider value={markSignedIn}>{children}</SignedInHereContext.Provider>;
}

export interface SignInFormSlotProps {
  /** The fallback link's text, and its classes (the block's, so this island imports no styles). */
  fallbackText: string;
  fallbackClassName?: string;
}

/** The host's login form; without one, a link to the login page (spec 001 §2 route `/login`). */
export function SignInFormSlot({ fallbackText, fallbackClassName }: SignInFormSlotProps) {
  const { SignInForm } = useAccountForms();
  const onSignedIn = useContext(SignedInHereContext);
  const loginHref = useLocalizedHref('/login');
  if (SignInForm) return <SignInForm onSignedIn={onSignedIn} />;
  return (
    <a href={loginHref} className={fallbackClassName} data-fallback="login">
      {fallbackText}
    </a>
  );
}

export type AccountLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path; the host's `localizeHref` prefixes it with the market. */
  path: string;
};

/** A link to a site path in the visitor's market (`/create-account` → `/eu/create-account`). */
export function AccountLink({ path, children, ...props }: AccountLinkProps) {
  const href = useLocalizedHref(path);
  return (
    <a {...props} href={href}>
      {children}
    </a>
  );
}
