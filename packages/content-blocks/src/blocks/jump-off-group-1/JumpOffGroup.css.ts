import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** Inset by the page's gutter, as the link group is: on a full-width page the tiles' text never meets the edge. */
export const group = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  margin: 0,
  paddingInline: vars.space.small,
  color: vars.color.text,
  '@media': { [mediaQueries.md]: { gap: vars.space.medium, paddingInline: vars.space.xl } },
});

/** The group's heading: the display face at the h3 size (the tiles' titles are h4-sized). */
export const title = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'break-word',
});

/**
 * Spec 002 §9 "Jump-off group layout": 2 tiles in two columns, 3 in three, 4 in four on large screens. Readings:
 * below 768 px groups of two and three stack in one column; a group of four stacks below 576 px, sits two by two
 * from 576 px and four across from 992 px (four columns at 768 px would leave each tile too narrow to read).
 * Cells stretch to the row's height, so the tiles' buttons line up.
 */
export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.large,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [mediaQueries.md]: { columnGap: vars.space.small } },
  },
  variants: {
    columns: {
      2: { '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: { '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
      4: {
        '@media': {
          [mediaQueries.sm]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            columnGap: vars.space.small,
          },
          [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { columns: 2 },
});

export const cell = style({ display: 'block', minInlineSize: 0, margin: 0, padding: 0 });
