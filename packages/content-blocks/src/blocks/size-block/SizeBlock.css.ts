import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The title's colour and its underline's, set inline per block. */
export const titleVar = createVar();
export const underlineVar = createVar();

/** On the page's own surface (the model has no background colour). */
export const block = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  margin: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  backgroundColor: vars.color.surface,
  '@media': {
    [mediaQueries.md]: { paddingInline: vars.space.xl },
  },
});

/** The title: the display face at the h4 size; `showUnderline` draws a thick underline in `underlineColour`. */
export const title = recipe({
  base: {
    margin: 0,
    color: titleVar,
    fontFamily: vars.font.quisas,
    fontSize: vars.fontSize.h4,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    overflowWrap: 'break-word',
  },
  variants: {
    underline: {
      true: {
        textDecorationLine: 'underline',
        textDecorationColor: underlineVar,
        textDecorationThickness: '0.1em',
        textUnderlineOffset: '0.2em',
        textDecorationSkipInk: 'none',
      },
      false: {},
    },
  },
  defaultVariants: { underline: false },
});
