'use client';

import { lazy, Suspense } from 'react';
import type { GoodStuffSignInProps } from './GoodStuffSignInView';

export type { GoodStuffSignInProps } from './GoodStuffSignInView';

/**
 * Loaded when the block is on the page, as the sign-up block is (see its `GoodStuffSignUp`): the account seam
 * and the block's parts reach no page's script but the pages that show them. The server renders it in full.
 */
const View = lazy(() => import('./GoodStuffSignInView').then((m) => ({ default: m.GoodStuffSignInView })));

/** The Good Stuff sign-in block (spec 002 §2, §6): see `GoodStuffSignInView`. */
export function GoodStuffSignIn(props: GoodStuffSignInProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
