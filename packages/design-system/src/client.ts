'use client';

// Client entry: interactive primitives (react-aria-components needs a client boundary).
// Built on its own with the directive kept as a banner (dist/client.js). Never import theme `.css.ts`
// files here, only the contract, so theme CSS is emitted once, by the root entry.
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Button } from './components/Button';
