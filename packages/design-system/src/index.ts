// Server-safe root entry: tokens, themes and types need no client JS. Client components come through
// `./client`, which the build keeps as an external `./client.js` so its 'use client' directive survives.

export * from './client';
export { brandTheme } from './themes/brand.css';
export type { Breakpoint } from './tokens/breakpoints';
export {
  breakpoints,
  MOBILE_BREAKPOINT,
  mediaQueries,
  mobileMediaQuery,
  reducedMotionQuery,
} from './tokens/breakpoints';
export { vars } from './tokens/contract.css';
export { fontWeightValues, motionDurationSeconds, spacePx } from './tokens/scale';
export type {
  ColorToken,
  FontSizeToken,
  FontToken,
  FontWeightToken,
  LineHeightToken,
  MotionToken,
  RadiusToken,
  SpaceToken,
  ThemeTokens,
  ThemeVars,
  ZIndexToken,
} from './tokens/types';
