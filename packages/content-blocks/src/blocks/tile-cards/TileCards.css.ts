import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wardrobe/design-system';

/** The tile's underline colour, set inline from `underlineColor`. */
export const underlineVar = createVar();

/** A tile on the page: the picture over the title and description, in the page's text colour. */
export const tile = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    width: '100%',
    overflowWrap: 'break-word',
  },
  variants: {
    /** A linked tile: the whole tile is the link's click area; the underline thickens on hover. */
    linked: { true: { cursor: 'pointer' }, false: {} },
  },
  defaultVariants: { linked: false },
});

/** The title, underlined in the tile's `underlineColor` (linked or not: the tile card's look). */
export const title = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.h5,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
  },
  variants: {
    font: {
      Quisas: { fontFamily: vars.font.quisas },
      'Quisas-2': { fontFamily: vars.font.quisas2 },
      Athletics: { fontFamily: vars.font.athletics },
    },
  },
  defaultVariants: { font: 'Quisas' },
});

export const underline = style({
  textDecorationLine: 'underline',
  textDecorationColor: underlineVar,
  textDecorationThickness: '3px',
  textUnderlineOffset: '0.25em',
  textDecorationSkipInk: 'none',
  '@media': { '(forced-colors: active)': { textDecorationColor: 'currentColor' } },
});

/**
 * The title's link covers the tile (the "stretched link"): a click on the picture or the description follows it,
 * while the tile stays one link and one tab stop, named by its title. Its focus ring goes round the tile.
 */
export const link = style({
  color: 'inherit',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${vars.color.focusRingContrast}`,
    },
    '&:hover': { textDecorationThickness: '5px' },
  },
});
