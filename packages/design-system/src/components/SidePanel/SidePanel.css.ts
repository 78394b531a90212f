import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { scrim } from '../Dialog/scrim.css';
import { scrimFade } from '../Dialog/scrimFade';

const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

/** Default width: spec 002's mobile menu panel, 90 % of the viewport up to 500 px. */
export const DEFAULT_PANEL_WIDTH = 'min(90vw, 500px)';

/** The page scrim behind the panel. A click on it closes the panel. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.sidePanel,
  backgroundColor: scrim,
  selectors: scrimFade(vars.motion.duration),
});

/**
 * The panel: full height on one edge, sliding in over the spec's 0.75 s (`vars.motion.duration`), which the
 * theme collapses to nothing under reduced motion.
 */
export const panel = recipe({
  base: {
    position: 'fixed',
    insetBlock: 0,
    display: 'flex',
    width: DEFAULT_PANEL_WIDTH,
    maxWidth: '100vw',
    height: '100%',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    outline: 'none',
    animationDuration: vars.motion.duration,
    animationTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-exiting]': { animationDirection: 'reverse', animationFillMode: 'forwards' },
    },
    '@media': {
      // Transparent borders show in forced colours, where the scrim and background disappear.
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  },
  variants: {
    side: {
      left: {
        insetInlineStart: 0,
        borderInlineEnd: '1px solid transparent',
        boxShadow: `8px 0 32px ${scrim}`,
        selectors: {
          '&[data-entering], &[data-exiting]': { animationName: slideFromLeft },
        },
      },
      right: {
        insetInlineEnd: 0,
        borderInlineStart: '1px solid transparent',
        boxShadow: `-8px 0 32px ${scrim}`,
        selectors: {
          '&[data-entering], &[data-exiting]': { animationName: slideFromRight },
        },
      },
    },
    /** A content-chosen background (e.g. the sign-in panel's teal) always carries black text. */
    tinted: {
      true: { color: vars.color.black },
      false: {},
    },
  },
  defaultVariants: { side: 'right', tinted: false },
});

/** A hairline in the panel's own text colour, so it also shows on a tinted panel. */
const divider = 'color-mix(in srgb, currentColor 25%, transparent)';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  minHeight: 0,
  // RAC focuses the dialog itself on open; the ring is kept for its controls.
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${divider}`,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.small,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.small,
  borderBlockStart: `1px solid ${divider}`,
});
