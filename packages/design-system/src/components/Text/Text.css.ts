import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// Static class maps rather than `recipe()`, so text costs no runtime (see Button.css.ts for the budget).

export const base = style({ margin: 0 });

export const size = styleVariants({
  body: { fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body },
  small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.body },
});

export const weight = styleVariants({
  medium: { fontWeight: vars.fontWeight.medium },
  bold: { fontWeight: vars.fontWeight.bold },
  extraBold: { fontWeight: vars.fontWeight.extraBold },
});

export const tone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  sale: { color: vars.color.sale },
  inverse: { color: vars.color.textInverse },
  /** Whatever colour the surrounding block sets (editor-chosen text colours). */
  inherit: { color: 'inherit' },
});

export const font = styleVariants({
  athletics: { fontFamily: vars.font.athletics },
  quisas: { fontFamily: vars.font.quisas },
  quisas2: { fontFamily: vars.font.quisas2 },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
