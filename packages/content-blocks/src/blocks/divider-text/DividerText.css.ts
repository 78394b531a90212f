import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The text's colour (only an editor's colour that reads on the page) and the rules' colour, set inline. */
export const inkVar = createVar();
export const ruleVar = createVar();

const ink = fallbackVar(inkVar, vars.color.text);

/** Rule, text, rule in a row: the rules take the width the text leaves, and never less than 24 px each. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  boxSizing: 'border-box',
  width: '100%',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  color: ink,
  '@media': { [mediaQueries.md]: { paddingInline: vars.space.xl } },
});

export const rule = style({
  flex: '1 1 0',
  minWidth: vars.space.small,
  borderBlockStart: `2px solid ${fallbackVar(ruleVar, ink)}`,
});

/** A label, not a heading: the face and weight of the shop's buttons, in capitals, wrapping within 40 characters. */
export const text = style({
  flex: '0 1 auto',
  maxWidth: '40ch',
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textAlign: 'center',
  overflowWrap: 'break-word',
  minWidth: 0,
});

/** Rich-text underlines (spec §5), in the text's colour. */
const underlineBase = {
  textDecorationLine: 'underline',
  textDecorationColor: 'currentColor',
  textDecorationSkipInk: 'none',
  textUnderlineOffset: '0.25em',
  textDecorationThickness: '0.1em',
} as const;

export const wavyUnderline = style({ ...underlineBase, textDecorationStyle: 'wavy' });
export const doubleUnderline = style({ ...underlineBase, textDecorationStyle: 'double' });
