import { style } from '@vanilla-extract/css';
import { vars } from '@wardrobe/design-system';

/**
 * The picture fills the width it is given (the overlay's) at a fixed 16:9 box, so the box is reserved before the
 * picture arrives and nothing moves (CLS).
 */
export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.small,
});
