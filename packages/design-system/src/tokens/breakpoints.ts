/**
 * Breakpoints as plain numbers (min-width, px). Server-safe: no CSS is emitted.
 *
 * `md` (768) is the spec's mobile breakpoint: below it is "mobile", from it up is "desktop/tablet".
 * The others line up with the image renditions the spec asks for (768, 992, 1280, 1536) plus a small step at
 * 576 for two-up grids ("offer grids: 2 or 3 columns from the small breakpoint"). Names match the spec's
 * card-swatch table (xs, sm, md, lg, xl, 2xl).
 */
export const breakpoints = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1280,
  '2xl': 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** The spec's mobile breakpoint (768 px). Viewports narrower than this are mobile. */
export const MOBILE_BREAKPOINT = breakpoints.md;

/**
 * Mobile-first media queries, for vanilla-extract `'@media'` keys or `matchMedia`:
 * `mediaQueries.md` matches viewports at least 768 px wide.
 */
export const mediaQueries = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  '2xl': `screen and (min-width: ${breakpoints['2xl']}px)`,
} as const satisfies Record<Exclude<Breakpoint, 'xs'>, string>;

/** Matches mobile viewports only (narrower than `MOBILE_BREAKPOINT`). */
export const mobileMediaQuery = `screen and (max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/** `prefers-reduced-motion: reduce`, for `'@media'` keys or `matchMedia`. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
