'use client';

import { AccountFormsProvider, type AccountFormsValue } from '@wardrobe/content-blocks/account-forms';
import { localizePath, type MarketCode } from '@wardrobe/domain-rules';
import dynamic from 'next/dynamic';
import { type ReactNode, useMemo } from 'react';
import { useAccount } from '../../lib/account/store';

// The forms load only where a Good Stuff block shows them (rendered on the server too, so nothing shifts).
const SignUpForm = dynamic(() => import('../account/GoodStuffBlockForms').then((m) => m.BlockSignUpForm));
const SignInForm = dynamic(() => import('../account/GoodStuffBlockForms').then((m) => m.BlockSignInForm));

/**
 * Hands the content blocks the shop's account forms, the visitor state and the market's prefix (content-blocks
 * `AccountFormsProvider`, spec 002 §6), around content pages' blocks. Next loads a client component a page
 * imports whether or not it renders, so it is on content pages only (not home: its budget).
 * Reading: those pages are cached alike for everyone, so the server renders the sign-in block for a guest; a
 * signed-in shopper's page drops it once the session store knows who they are.
 */
export function GoodStuffBlocksProvider({
  marketCode,
  children,
}: {
  marketCode: MarketCode;
  children: ReactNode;
}) {
  const signedIn = useAccount((s) => s.signedIn);
  const value = useMemo<AccountFormsValue>(
    () => ({ SignUpForm, SignInForm, signedIn, localizeHref: (path) => localizePath(path, marketCode) }),
    [signedIn, marketCode],
  );
  return <AccountFormsProvider value={value}>{children}</AccountFormsProvider>;
}
