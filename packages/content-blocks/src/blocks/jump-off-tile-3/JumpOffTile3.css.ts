import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wardrobe/design-system';

/**
 * Left and Right apply when the tile itself is at least 36rem wide: a container query, so a tile in a group of
 * three or four (narrow columns) keeps its picture on top while the same tile on its own, or in a group of two
 * on a laptop, sets it beside the text. Below that width every tile has its picture on top.
 */
const beside = '(min-width: 36rem)';

export const tile = recipe({
  base: {
    containerType: 'inline-size',
    height: '100%',
  },
  variants: {
    /** On its own a tile keeps a readable width; beside its text it may take twice that. In a group, its column. */
    width: {
      standalone: { maxInlineSize: '36rem' },
      standaloneBeside: { maxInlineSize: '72rem' },
      grouped: {},
    },
  },
  defaultVariants: { width: 'standalone' },
});

export const layout = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '100%',
    gridTemplateRows: 'auto 1fr',
    gap: vars.space.small,
    height: '100%',
  },
  variants: {
    imagePosition: {
      Top: {},
      Left: {
        '@container': {
          [beside]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gridTemplateRows: 'auto',
            alignItems: 'center',
            columnGap: vars.space.medium,
          },
        },
      },
      Right: {
        '@container': {
          [beside]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gridTemplateRows: 'auto',
            alignItems: 'center',
            columnGap: vars.space.medium,
          },
        },
      },
    },
  },
  defaultVariants: { imagePosition: 'Top' },
});

/** Right: the picture moves to the second column; it stays first in the markup (its control is first to tab to). */
export const media = recipe({
  variants: {
    imagePosition: {
      Top: {},
      Left: {},
      Right: { '@container': { [beside]: { gridColumn: 2, gridRow: 1 } } },
    },
  },
  defaultVariants: { imagePosition: 'Top' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minInlineSize: 0,
});

/** The title at the tiles' h4 size, in the face `titleFont` picks (types one and two always use Quisas). */
export const title = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.h4,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
  },
  variants: {
    titleFont: {
      Quisas: { fontFamily: vars.font.quisas },
      'Quisas-2': { fontFamily: vars.font.quisas2 },
      Athletics: { fontFamily: vars.font.athletics },
    },
  },
  defaultVariants: { titleFont: 'Quisas' },
});

/** The markdown body keeps a readable measure; RichText sets its faces and spacing. */
export const body = style({ maxInlineSize: '60ch' });

/**
 * A heading in the body (`#`, one level below the title in the outline) reads below the title on screen too: the
 * h5 size, where RichText would give a first-level heading the h3 size (larger than the tile's own title).
 */
globalStyle(`${body} :is(h2, h3, h4, h5, h6)`, { fontSize: vars.fontSize.h5 });

/** Lists keep their own markers inside a group's list (a nested list would otherwise take circles). */
globalStyle(`${body} > ul`, { listStyleType: 'disc' });
globalStyle(`${body} li > ul`, { listStyleType: 'circle' });
