'use client';

// Client entry: the package's client components. The build emits it as dist/client.js with the directive kept as a
// banner (and one part per site block, so an app keeps only the chunks of the blocks it imports); the root entry
// re-exports it through `./client`, kept as an external import.
export type { BlockErrorBoundaryProps } from './BlockErrorBoundary';
export { BlockErrorBoundary } from './BlockErrorBoundary';
export type { GoodStuffSignUpProps, GoodStuffSignUpStep } from './blocks/good-stuff-sign-up/GoodStuffSignUp';
export { GoodStuffSignUp } from './blocks/good-stuff-sign-up/GoodStuffSignUp';
export type {
  LiveShoppingAddOutcome,
  LiveShoppingHostValue,
  LiveShoppingProviderProps,
  LiveShoppingShow,
  LiveShoppingShowItem,
} from './blocks/live-shopping/host';
export { LiveShoppingProvider, useLiveShoppingHost } from './blocks/live-shopping/host';
export type { AccountFormsProviderProps, AccountFormsValue } from './shared/accountForms';
export { AccountFormsProvider, useAccountForms } from './shared/accountForms';
export * from './site/benefit-bar';
export * from './site/countdown-timer';
export * from './site/desktop-navigation';
export type { FooterColumnsProps } from './site/footer/FooterColumns';
export { FooterColumns } from './site/footer/FooterColumns';
export * from './site/mobile-navigation';
