import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The entry's `colour`, set inline when chosen; the brand teal otherwise. */
export const colourVar = createVar();

export const divider = style({
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  paddingInline: vars.space.small,
  '@media': { [mediaQueries.md]: { paddingInline: vars.space.xl } },
});

/** The double line: two 2 px rules with the smallest space of the scale between them (10 px in all). */
export const doubleLine = style({
  display: 'block',
  boxSizing: 'content-box',
  height: vars.space.xxs,
  borderBlock: `2px solid ${fallbackVar(colourVar, vars.color.brand)}`,
});
