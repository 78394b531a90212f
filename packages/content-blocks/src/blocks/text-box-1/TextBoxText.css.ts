import { style } from '@vanilla-extract/css';

/** Rich-text underlines (spec §5): `{~wavy~}` and `{=double=}`, in the text's colour. */
const underlineBase = {
  textDecorationLine: 'underline',
  textDecorationColor: 'currentColor',
  textDecorationSkipInk: 'none',
  textUnderlineOffset: '0.2em',
} as const;

export const wavyUnderline = style({
  ...underlineBase,
  textDecorationStyle: 'wavy',
  textDecorationThickness: '0.08em',
});

export const doubleUnderline = style({
  ...underlineBase,
  textDecorationStyle: 'double',
  textDecorationThickness: '0.1em',
});
