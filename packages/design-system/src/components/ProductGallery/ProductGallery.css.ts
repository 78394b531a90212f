import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus';
import { mediaQueries, reducedMotionQuery } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/**
 * The gallery. Below `lg`: a swipe strip, one picture per view, snapping to each, with a row of links (dots) to
 * each picture under it. From `lg` up: every picture in a two-column grid, and no dots. CSS alone, no script.
 */
export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  minWidth: 0,
});

/**
 * The list of pictures: a scroll-snap strip, then a grid. The strip is a tab stop (a scroller must be reachable
 * by keyboard; the arrow keys then scroll it), with the design system's focus ring.
 */
export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  scrollbarWidth: 'thin',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
  '@media': {
    [mediaQueries.lg]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.xs,
      overflow: 'visible',
      scrollSnapType: 'none',
    },
    [reducedMotionQuery]: { scrollBehavior: 'auto' },
    '(forced-colors: active)': { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
  },
});

/** One picture's box: a whole view of the strip, snapping to its start; its ratio reserved before any pixel. */
export const item = recipe({
  base: {
    position: 'relative',
    flex: '0 0 100%',
    minWidth: 0,
    margin: 0,
    overflow: 'hidden',
    scrollSnapAlign: 'start',
    backgroundColor: vars.color.surfaceMuted,
  },
  variants: {
    aspectRatio: {
      '3/4': { aspectRatio: '3 / 4' },
    },
  },
  defaultVariants: { aspectRatio: '3/4' },
});

/** The image or video fills its box (cropped, never stretched). */
export const media = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // A broken image shows its alt text: keep it readable inside the box.
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
});

/** The row of links under the strip; the grid from `lg` up shows every picture, so it goes there. */
export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.lg]: { display: 'none' },
  },
});

/** A 24 × 24 link (WCAG 2.5.8 target size) holding a 10 px dot. */
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    // A border, not a background, so the dot survives forced colours.
    '&::before': {
      content: '""',
      boxSizing: 'border-box',
      width: 10,
      height: 10,
      borderWidth: 5,
      borderStyle: 'solid',
      borderColor: vars.color.border,
      borderRadius: vars.radius.pill,
    },
    '&:hover::before': { borderColor: vars.color.text },
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&::before': { borderColor: 'LinkText' },
        '&:focus-visible': { outlineColor: 'Highlight' },
      },
    },
  },
});
