import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The decorative text's colour (ink) and its label's (paper, the opposite), set inline per block. */
export const inkVar = createVar();
export const paperVar = createVar();

/**
 * Mobile: the image over the words, full width. From 768 px the image is a column of at most 28rem (a tall image
 * as wide as the page would be taller than the screen) with the words beside it, centred on it.
 */
export const block = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.small,
    boxSizing: 'border-box',
    width: '100%',
    color: vars.color.text,
    '@media': {
      [mediaQueries.md]: {
        gridTemplateColumns: 'minmax(0, 28rem) minmax(0, 1fr)',
        columnGap: vars.space.xl,
        alignItems: 'center',
      },
    },
  },
  variants: {
    /** An image without words: one column, centred. */
    imageOnly: {
      true: {
        justifyContent: 'center',
        '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 28rem)' } },
      },
      false: {},
    },
  },
  defaultVariants: { imageOnly: false },
});

/** The image and the decorative text over it. */
export const frame = style({ position: 'relative', minInlineSize: 0 });

/** The whole image as one link: the focus ring around the picture, on the page's colours. */
export const imageLink = style({
  display: 'block',
  color: 'inherit',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '3px',
      boxShadow: `0 0 0 3px ${vars.color.focusRingContrast}`,
    },
  },
});

/**
 * A short line set over the image's lower corner, on a label of its opposite colour so it reads on any picture.
 * Clicks go through it to the image's link.
 */
export const decorative = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockEnd: vars.space.small,
  boxSizing: 'border-box',
  maxInlineSize: `calc(100% - 2 * ${vars.space.small})`,
  margin: 0,
  // Room below the words for a wavy or double underline.
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  color: inkVar,
  backgroundColor: paperVar,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  pointerEvents: 'none',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

/** Rich-text underlines (spec §5): `{~wavy~}` and `{=double=}`, in the text's colour. */
const underlineBase = {
  textDecorationLine: 'underline',
  textDecorationColor: 'currentColor',
  textDecorationSkipInk: 'none',
  textUnderlineOffset: '0.18em',
} as const;

export const wavyUnderline = style({
  ...underlineBase,
  textDecorationStyle: 'wavy',
  textDecorationThickness: '0.06em',
});

export const doubleUnderline = style({
  ...underlineBase,
  textDecorationStyle: 'double',
  textDecorationThickness: '0.08em',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'break-word',
});

export const subtitle = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  maxInlineSize: '20ch',
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const actions = style({ marginBlockStart: vars.space.xs });
