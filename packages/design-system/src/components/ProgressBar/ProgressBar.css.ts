import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

/** Page loading: a thin teal bar across the top of the viewport, above everything else. */
export const pageBar = recipe({
  base: {
    position: 'fixed',
    insetBlockStart: 0,
    insetInline: 0,
    zIndex: vars.zIndex.toast,
    height: 3,
    pointerEvents: 'none',
    transitionProperty: 'opacity',
    transitionDuration: vars.motion.duration,
    transitionTimingFunction: vars.motion.easing,
  },
  variants: {
    /** Loading ended: the bar fills, then fades (the fade waits for the fill). */
    finishing: {
      true: { opacity: 0, transitionDelay: vars.motion.durationShort },
      false: { opacity: 1 },
    },
  },
  defaultVariants: { finishing: false },
});

export const pageFill = style({
  height: '100%',
  backgroundColor: vars.color.brand,
  transformOrigin: 'left center',
  // Steps come every 100 ms; a short linear transition joins them into one movement.
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: 'linear',
  '@media': {
    // Forced colours drop background colours; keep the bar in the system highlight colour.
    '(forced-colors: active)': { backgroundColor: 'Highlight', forcedColorAdjust: 'none' },
  },
});

/** Determinate: label and value over a track. */
export const bar = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: '100%',
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const label = style({ fontWeight: vars.fontWeight.bold });

export const value = style({ fontVariantNumeric: 'tabular-nums' });

/** Track and fill differ by far more than 3:1 (WCAG 1.4.11): black on light grey. */
export const track = style({
  height: 4,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.grey200,
  '@media': {
    '(forced-colors: active)': { outline: '1px solid CanvasText' },
  },
});

export const fill = style({
  height: '100%',
  backgroundColor: vars.color.text,
  borderRadius: 'inherit',
  transitionProperty: 'width',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight', forcedColorAdjust: 'none' },
  },
});
