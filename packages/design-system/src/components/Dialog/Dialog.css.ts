import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';
import { dialogBoxLook, dialogSizes } from './box';
import { scrim } from './scrim.css';
import { scrimFade } from './scrimFade';

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** The backdrop; it also centres the dialog. RAC sets `[data-entering]`/`[data-exiting]` while animating. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xs,
  backgroundColor: scrim,
  selectors: scrimFade(vars.motion.durationShort),
});

/** The dialog box. */
export const modal = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    width: '100%',
    maxHeight: '100%',
    ...dialogBoxLook,
    selectors: {
      '&[data-entering]': {
        animationName: riseIn,
        animationDuration: vars.motion.durationShort,
        animationTimingFunction: vars.motion.easing,
      },
      '&[data-exiting]': {
        animationName: riseIn,
        animationDuration: vars.motion.durationShort,
        animationTimingFunction: vars.motion.easing,
        animationDirection: 'reverse',
        animationFillMode: 'forwards',
      },
    },
    '@media': {
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  },
  variants: { size: dialogSizes },
  defaultVariants: { size: 'medium' },
});

/** The RAC `Dialog` element: header, scrolling body, footer. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  maxHeight: '100%',
  // The dialog itself takes focus on open (RAC); a ring round the whole box would only add noise.
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.small,
  paddingBlockEnd: vars.space.xs,
});

/** The overlay title: Quisas Bold at the H5 size (its own copy, so Heading's internals can change freely). */
export const title = style({
  margin: 0,
  paddingBlockStart: vars.space.xxs,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: 'inherit',
  overflowWrap: 'break-word',
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingInline: vars.space.small,
  paddingBlockEnd: vars.space.small,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.small,
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.grey300}`,
});

/**
 * The round "Close" (×) button shared by the overlays: 44 × 44 px (WCAG 2.5.8 asks for 24), in the text colour
 * of whatever it sits on, so it also works on a coloured side panel. A plain `<button>` (the filter panel's native
 * dialog) gets the same states from `:hover`, `:active` and `:focus-visible`.
 */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  margin: 0,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered], &:not([data-rac]):hover': {
      backgroundColor: 'color-mix(in srgb, currentColor 10%, transparent)',
    },
    '&[data-pressed], &:not([data-rac]):active': {
      backgroundColor: 'color-mix(in srgb, currentColor 18%, transparent)',
    },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-hovered], &:not([data-rac]):hover': { borderColor: 'ButtonText' },
        '&[data-focus-visible], &:not([data-rac]):focus-visible': { outlineColor: 'Highlight' },
      },
    },
  },
});
