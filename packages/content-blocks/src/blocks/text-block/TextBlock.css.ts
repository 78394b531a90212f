import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The block's colours, set inline when the entry gives (or implies) them. */
export const inkVar = createVar();
export const paperVar = createVar();

export const block = recipe({
  base: {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    paddingBlock: vars.space.small,
    paddingInline: vars.space.small,
    color: fallbackVar(inkVar, vars.color.text),
    backgroundColor: fallbackVar(paperVar, 'transparent'),
    '@media': { [mediaQueries.md]: { paddingInline: vars.space.xl } },
  },
  variants: {
    /** On a background of its own the text needs room from the edges of the colour. */
    filled: {
      true: {
        paddingBlock: vars.space.large,
        '@media': {
          [mediaQueries.md]: { paddingBlock: vars.space.xl },
          '(forced-colors: active)': { border: '1px solid CanvasText' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { filled: false },
});

/** The text column: a comfortable measure, placed and aligned by `textAlignment`. */
export const column = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    maxWidth: '45rem',
  },
  variants: {
    alignment: {
      Left: { marginInlineEnd: 'auto', textAlign: 'left' },
      Center: { marginInline: 'auto', textAlign: 'center' },
      Right: { marginInlineStart: 'auto', textAlign: 'right' },
    },
  },
  defaultVariants: { alignment: 'Left' },
});

export const body = style({});

/** Centred and right-aligned lists keep their markers beside their text. */
for (const alignment of ['Center', 'Right'] as const) {
  const aligned = column.classNames.variants.alignment[alignment];
  globalStyle(`${aligned} ${body} ul, ${aligned} ${body} ol`, {
    listStylePosition: 'inside',
    paddingInlineStart: 0,
  });
}
