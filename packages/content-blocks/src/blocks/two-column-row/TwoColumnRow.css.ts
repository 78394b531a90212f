import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** Inset by the page's gutter, as the link group is: on a full-width page the tiles' text never meets the edge. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  boxSizing: 'border-box',
  width: '100%',
  paddingInline: vars.space.small,
  '@media': { [mediaQueries.md]: { paddingInline: vars.space.xl } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

/**
 * Stacked below 768 px; two columns of equal width from there (spec 002 §9: the mobile breakpoint), the tiles as
 * tall as the taller one. A row of one keeps a column's width, centred.
 */
export const tiles = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: vars.space.large,
    columnGap: vars.space.small,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    count: {
      1: {
        '@media': {
          [mediaQueries.md]: {
            gridTemplateColumns: `minmax(0, calc((100% - ${vars.space.small}) / 2))`,
            justifyContent: 'center',
          },
        },
      },
      2: { '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { count: 2 },
});

/** A list item that lets its tile fill it. */
export const item = style({ display: 'flex', minInlineSize: 0 });
