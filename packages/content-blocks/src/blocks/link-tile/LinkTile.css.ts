import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The entry's colours, set inline per tile: headline (ink), tile (paper), underline, drop shadow. */
export const inkVar = createVar();
export const paperVar = createVar();
export const underlineVar = createVar();
export const shadowVar = createVar();
/** `mobileOrder`, set inline only when the editor gave one. */
export const mobileOrderVar = createVar();

/**
 * A 4:5 box (the spec's tile ratio), reserved before any media arrives. Media and headline share its one grid
 * cell, the headline above. `isolation` keeps the stacking (media, link, video control) inside the tile.
 */
export const tile = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateAreas: '"tile"',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // `1fr` (not `minmax(0, 1fr)`): a long headline may make the tile taller than 4:5 rather than spill out.
  gridTemplateRows: '1fr',
  width: '100%',
  aspectRatio: '4 / 5',
  margin: 0,
  isolation: 'isolate',
  color: inkVar,
  backgroundColor: paperVar,
  // Below 768 px the tile takes the editor's `mobileOrder` among its siblings; from 768 px their own order.
  order: fallbackVar(mobileOrderVar, '0'),
  '@media': {
    [mediaQueries.md]: { order: 0 },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

/** The picture or video fills the tile (two classes, so it wins over the design system's `height: auto`). */
export const media = style({
  gridArea: 'tile',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { [`${tile} &`]: { height: '100%' } },
});

/** A video's Pause/Play control stays above the link that covers the tile, so both can be reached. */
globalStyle(`${media} button`, { zIndex: 2 });

export const content = recipe({
  base: {
    gridArea: 'tile',
    position: 'relative',
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    margin: 0,
    padding: vars.space.small,
    color: inkVar,
    textAlign: 'center',
    textDecoration: 'none',
    '@media': {
      [mediaQueries.md]: { padding: vars.space.medium },
    },
  },
  variants: {
    /**
     * The whole tile is the link. Its focus ring sits inside the tile's edge (the tiles of a row sit edge to edge):
     * the headline's colour between two bands of the shadow colour, so it shows on the tile colour and on media.
     */
    linked: {
      true: {
        cursor: 'pointer',
        outline: 'none',
        selectors: {
          '&:focus-visible': {
            outline: `3px solid ${inkVar}`,
            outlineOffset: '-6px',
            boxShadow: `inset 0 0 0 9px ${shadowVar}`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { linked: false },
});

/**
 * The headline: the display face at the h3 size, underlined in `underlineColour` (thicker on hover and focus).
 * Long words break rather than leave the tile.
 */
export const headline = recipe({
  base: {
    maxInlineSize: '100%',
    fontFamily: vars.font.quisas,
    fontSize: vars.fontSize.h3,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    overflowWrap: 'anywhere',
    textDecorationLine: 'underline',
    textDecorationColor: underlineVar,
    textDecorationThickness: '0.06em',
    textUnderlineOffset: '0.18em',
    textDecorationSkipInk: 'none',
    transitionProperty: 'text-decoration-thickness',
    transitionDuration: vars.motion.durationShort,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      'a:hover > &, a:focus-visible > &': { textDecorationThickness: '0.14em' },
    },
  },
  variants: {
    /** `headlineDropShadow`: a close shadow for the letters' edges and a soft one to lift them off the picture. */
    dropShadow: {
      true: { textShadow: `0 1px 2px ${shadowVar}, 0 0 12px ${shadowVar}` },
      false: {},
    },
  },
  defaultVariants: { dropShadow: false },
});
