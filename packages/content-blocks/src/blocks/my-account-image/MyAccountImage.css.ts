import { style } from '@vanilla-extract/css';
import { vars } from '@wardrobe/design-system';

/** The picture takes its place's width in a 16:9 box, reserved before it loads. */
export const block = style({ display: 'block', boxSizing: 'border-box', width: '100%' });

/** A linked picture: the focus ring goes round it, on the page's colours; a hover dims it a little. */
export const link = style({
  display: 'block',
  outline: 'none',
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { opacity: 0.9 },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '3px',
      boxShadow: `0 0 0 3px ${vars.color.focusRingContrast}`,
    },
  },
});
