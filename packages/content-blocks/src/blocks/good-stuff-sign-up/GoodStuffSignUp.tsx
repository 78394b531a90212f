'use client';

import { lazy } from 'react';
import type { GoodStuffSignUpProps } from './GoodStuffSignUpView';

export type { GoodStuffSignUpProps, GoodStuffSignUpStep } from './GoodStuffSignUpView';

/**
 * Loaded when the block is on the page: the package's client parts share one chunk in an app's build, and every
 * page that renders content (the registry knows every block) would otherwise carry the sign-up block's script
 * (measured: +1.7 kB gzipped on every page of the shop). The server renders it in full (React waits for the
 * lazy part), so the form is in the HTML and nothing shifts when the script arrives.
 */
const View = lazy(() => import('./GoodStuffSignUpView').then((m) => ({ default: m.GoodStuffSignUpView })));

/** The Good Stuff sign-up block (spec 002 §2–§5): see `GoodStuffSignUpView`. */
export function GoodStuffSignUp(props: GoodStuffSignUpProps) {
  // No Suspense boundary of its own, as the blocks' other client parts (see `onDemand`): a streamed boundary
  // would arrive after the page painted and push what is under it down.
  return <View {...props} />;
}
