import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

/** The box: the aspect ratio (inline) reserves it; the control sits in its corner. */
export const root = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
});

export const video = recipe({
  base: { display: 'block', width: '100%', height: 'auto' },
  variants: {
    boxed: { true: { height: '100%' }, false: {} },
    objectFit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
  defaultVariants: { boxed: false, objectFit: 'cover' },
});

/**
 * The pause/play control (WCAG 2.2.2): a 44 px disc, light with a 3:1 border, so it reads over any frame. A native
 * button, so its states are the platform's pseudo-classes.
 */
export const control = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  margin: 0,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { backgroundColor: vars.color.grey100, borderColor: vars.color.text },
    '&:active': { backgroundColor: vars.color.grey200, borderColor: vars.color.text },
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      backgroundColor: 'ButtonFace',
      color: 'ButtonText',
      selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
    },
  },
});
