import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/**
 * A tile: its 4:5 picture (reserved before it loads), then its words and calls to action. On its own it takes the
 * width a tile takes in a row from 768 px (half, less half the gap), centred, so a lone tile looks as it does in a
 * row of one.
 */
export const tile = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    boxSizing: 'border-box',
    width: '100%',
    minInlineSize: 0,
    color: vars.color.text,
    overflowWrap: 'break-word',
  },
  variants: {
    /** The whole tile is one link: its words keep their look; the focus ring goes round the tile. */
    clickable: {
      true: {
        textDecoration: 'none',
        outline: 'none',
        selectors: {
          '&:focus-visible': {
            outline: `3px solid ${vars.color.focusRing}`,
            outlineOffset: '4px',
            boxShadow: `0 0 0 4px ${vars.color.focusRingContrast}`,
          },
        },
      },
      false: {},
    },
    standalone: {
      true: {
        '@media': {
          [mediaQueries.md]: {
            maxInlineSize: `calc((100% - ${vars.space.small}) / 2)`,
            marginInline: 'auto',
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { clickable: false, standalone: true },
});

export const words = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.15em',
});

// A clickable tile shows that it is one link: its title underlines on hover.
globalStyle(`${tile.classNames.variants.clickable.true}:hover ${title}`, { textDecorationLine: 'underline' });

export const text = style({
  margin: 0,
  maxInlineSize: '60ch',
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xxs,
});
