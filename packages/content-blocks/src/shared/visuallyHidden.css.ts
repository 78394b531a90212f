import { style } from '@vanilla-extract/css';

/**
 * Hidden on screen, read by assistive technology (the design system's clip pattern). Kept in this package so a
 * block's markup needs no runtime import of the design system, whose root entry carries react-aria.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
