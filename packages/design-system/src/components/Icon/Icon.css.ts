import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle', fill: 'none' },
  variants: {
    size: {
      small: { width: 16, height: 16 },
      medium: { width: 24, height: 24 },
      large: { width: 32, height: 32 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const withCount = style({ position: 'relative', display: 'inline-flex' });

/** The bag count: a teal disc with black text (13.8:1), over the icon's top right corner. */
export const countBadge = style({
  position: 'absolute',
  insetBlockStart: -6,
  insetInlineEnd: -8,
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.athletics,
  fontSize: 11,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
