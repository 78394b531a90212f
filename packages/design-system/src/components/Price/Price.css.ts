import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const price = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.xxs,
    margin: 0,
    fontFamily: vars.font.athletics,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.body,
    color: vars.color.text,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small },
      medium: { fontSize: vars.fontSize.body },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** The old price: struck through and muted, so the sale price leads. */
export const was = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecorationLine: 'line-through',
});

/** The sale price in the sale red (5.9:1 on the page). */
export const now = style({
  color: vars.color.sale,
  '@media': {
    // Forced colours drop the red: the strike-through of the old price still tells them apart.
    '(forced-colors: active)': { color: 'CanvasText' },
  },
});
