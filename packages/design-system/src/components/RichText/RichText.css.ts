import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

/** The underline colour, set inline from the `underlineColour` prop; brand teal (#64E6D6) when unset. */
export const underlineColourVar = createVar();

/** Blocks stack with a small gap; colour comes from the surrounding block (editors pick white or black text). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: 'inherit',
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
});

/** One-line fields: the text flows in its parent. */
export const inlineRoot = style({ color: 'inherit', overflowWrap: 'break-word' });

export const paragraph = style({ margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.small,
  selectors: { 'li > &': { marginBlockStart: vars.space.xxs } },
});

export const listItem = style({
  selectors: { '& + &': { marginBlockStart: vars.space.xxs } },
});

export const link = style({
  color: 'inherit',
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  outline: 'none',
  transitionProperty: 'text-decoration-thickness',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
  },
});

/** Spec 002 §5 notation: `{~wavy~}` and `{=double=}` underlines in the underline colour. */
export const underline = recipe({
  base: {
    textDecorationLine: 'underline',
    textDecorationColor: fallbackVar(underlineColourVar, vars.color.brand),
    textDecorationThickness: '0.08em',
    textDecorationSkipInk: 'none',
    textUnderlineOffset: '0.2em',
    '@media': {
      // Forced colours drop author colours: keep the decoration in the text colour.
      '(forced-colors: active)': { textDecorationColor: 'CanvasText' },
    },
  },
  variants: {
    style: {
      wavy: { textDecorationStyle: 'wavy' },
      double: { textDecorationStyle: 'double', textDecorationThickness: '0.06em' },
    },
  },
});
