import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { mediaQueries, reducedMotionQuery } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { breakpointOrder } from './responsive';

/** Slides per view at each breakpoint, set inline by the component (already filled in mobile-first). */
export const perViewAt = Object.fromEntries(
  breakpointOrder.map((breakpoint) => [breakpoint, createVar(`perView-${breakpoint}`)]),
) as Record<(typeof breakpointOrder)[number], string>;

/** Whether the arrows show from each breakpoint up (`flex` or `none`), set inline like `perViewAt`. */
export const controlsDisplayAt = Object.fromEntries(
  breakpointOrder.map((breakpoint) => [breakpoint, createVar(`controls-${breakpoint}`)]),
) as Record<(typeof breakpointOrder)[number], string>;

const perView = createVar('perView');
const gap = createVar('gap');

export const carousel = style({
  position: 'relative',
  minWidth: 0,
});

/**
 * The scroll-snap track. Native scrolling (touch, trackpad, Shift+wheel) moves it; the arrows and keys scroll it
 * smoothly, or instantly under reduced motion. A little padding (and matching scroll padding) keeps the focus
 * rings of links in the slides from being clipped; the negative margin keeps the slides lined up with the page.
 */
export const track = style({
  vars: {
    [gap]: vars.space.xs,
    [perView]: perViewAt.xs,
  },
  // Makes the track the slides' offset parent, so their offsets are measured from it.
  position: 'relative',
  display: 'flex',
  gap,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  scrollPaddingInline: vars.space.xxs,
  paddingInline: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  marginInline: `calc(-1 * ${vars.space.xxs})`,
  scrollbarWidth: 'thin',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
  '@media': {
    [mediaQueries.sm]: { vars: { [perView]: perViewAt.sm } },
    [mediaQueries.md]: { vars: { [gap]: vars.space.small, [perView]: perViewAt.md } },
    [mediaQueries.lg]: { vars: { [perView]: perViewAt.lg } },
    [mediaQueries.xl]: { vars: { [perView]: perViewAt.xl } },
    [mediaQueries['2xl']]: { vars: { [perView]: perViewAt['2xl'] } },
    [reducedMotionQuery]: { scrollBehavior: 'auto' },
    '(forced-colors: active)': { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
  },
});

/** Each slide takes its share of the track, gaps included, and snaps to the track's start. */
export const slide = style({
  flex: `0 0 calc((100% - (${perView} - 1) * ${gap}) / ${perView})`,
  minWidth: 0,
  scrollSnapAlign: 'start',
});

/** The arrows sit over the track's edges, centred; the layer itself lets touches and clicks through. */
export const controls = style({
  // Custom properties rather than sprinkles: the sprinkles runtime would add ~3 kB to every page with a carousel.
  display: controlsDisplayAt.xs,
  '@media': {
    [mediaQueries.sm]: { display: controlsDisplayAt.sm },
    [mediaQueries.md]: { display: controlsDisplayAt.md },
    [mediaQueries.lg]: { display: controlsDisplayAt.lg },
    [mediaQueries.xl]: { display: controlsDisplayAt.xl },
    [mediaQueries['2xl']]: { display: controlsDisplayAt['2xl'] },
  },
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingInline: vars.space.xxs,
  pointerEvents: 'none',
  zIndex: 1,
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px round: a full touch target.
  width: 44,
  height: 44,
  padding: 0,
  margin: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  pointerEvents: 'auto',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // Native buttons (no react-aria here: a carousel is a page's only island on many content pages).
    '&:hover:not([aria-disabled="true"])': {
      backgroundColor: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.textInverse,
    },
    '&:active:not([aria-disabled="true"])': {
      backgroundColor: vars.color.grey700,
      borderColor: vars.color.grey700,
      color: vars.color.textInverse,
    },
    '&:focus-visible': focusRing,
    // At an end of a carousel that does not loop. Still focusable, so focus is not lost when it happens.
    '&[aria-disabled="true"]': {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.grey300,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&:focus-visible': { outlineColor: 'Highlight' },
        '&[aria-disabled="true"]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});
