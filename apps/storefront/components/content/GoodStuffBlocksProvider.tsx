'use client';

import { AccountFormsProvider, type AccountFormsValue } from '@wardrobe/content-blocks/account-forms';
import { localizePath, type MarketCode } from '@wardrobe/domain-rules';
import { type ReactNode, useMemo } from 'react';
import { useAccount } from '../../lib/account/store';
import { nearViewport } from './nearViewport';

// The forms are in the server's HTML where a Good Stuff block shows them; their code (react-aria's fields) loads
// when the shopper comes near one (`nearViewport`), not with the page: the block gallery's script 210 → 177 kB.
const SignUpForm = nearViewport(() =>
  import('../account/GoodStuffBlockForms').then((m) => m.BlockSignUpForm),
);
const SignInForm = nearViewport(() =>
  import('../account/GoodStuffBlockForms').then((m) => m.BlockSignInForm),
);

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
