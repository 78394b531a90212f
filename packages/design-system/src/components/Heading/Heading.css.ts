import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// Static class maps rather than `recipe()`, so headings cost no runtime (see Button.css.ts for the budget).

export const base = style({
  margin: 0,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'break-word',
  textWrap: 'balance',
});

export const size = styleVariants({
  h1: { fontSize: vars.fontSize.h1, lineHeight: vars.lineHeight.tight },
  h2: { fontSize: vars.fontSize.h2, lineHeight: vars.lineHeight.tight },
  h3: { fontSize: vars.fontSize.h3 },
  h4: { fontSize: vars.fontSize.h4 },
  h5: { fontSize: vars.fontSize.h5 },
  title1: { fontSize: vars.fontSize.title1, lineHeight: vars.lineHeight.tight },
  title2: { fontSize: vars.fontSize.title2, lineHeight: vars.lineHeight.tight },
});

export const font = styleVariants({
  quisas: { fontFamily: vars.font.quisas },
  quisas2: { fontFamily: vars.font.quisas2 },
  athletics: { fontFamily: vars.font.athletics },
});

export const weight = styleVariants({
  medium: { fontWeight: vars.fontWeight.medium },
  bold: { fontWeight: vars.fontWeight.bold },
  extraBold: { fontWeight: vars.fontWeight.extraBold },
});

export const tone = styleVariants({
  default: { color: vars.color.text },
  inverse: { color: vars.color.textInverse },
  inherit: { color: 'inherit' },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});
