import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 24,
    paddingInline: vars.space.xxs,
    borderRadius: vars.radius.small,
    fontFamily: vars.font.athletics,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    '@media': {
      // Forced colours drop the fill: a border keeps the badge a badge.
      '(forced-colors: active)': { border: '1px solid CanvasText' },
    },
  },
  variants: {
    tone: {
      /** Spec 002 §9: the sale badge is red by default; white on the sale red is 5.9:1. */
      sale: { backgroundColor: vars.color.sale, color: vars.color.onSale },
      /** Black on brand teal (13.8:1). */
      new: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
      /** Quiet labels ("Online only"): black on light grey (16.7:1). */
      neutral: { backgroundColor: vars.color.grey200, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'sale' },
});
