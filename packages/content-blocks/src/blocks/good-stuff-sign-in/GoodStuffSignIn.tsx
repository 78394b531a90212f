'use client';

import { lazy } from 'react';
import type { GoodStuffSignInProps } from './GoodStuffSignInView';

export type { GoodStuffSignInProps } from './GoodStuffSignInView';

/**
 * Loaded when the block is on the page, as the sign-up block is (see its `GoodStuffSignUp`): the account seam
 * and the block's parts reach no page's script but the pages that show them. The server renders it in full.
 */
const View = lazy(() => import('./GoodStuffSignInView').then((m) => ({ default: m.GoodStuffSignInView })));

/** The Good Stuff sign-in block (spec 002 §2, §6): see `GoodStuffSignInView`. */
export function GoodStuffSignIn(props: GoodStuffSignInProps) {
  // No Suspense boundary of its own, as the blocks' other client parts (see `onDemand`): a streamed boundary
  // would arrive after the page painted and push what is under it down.
  return <View {...props} />;
}
