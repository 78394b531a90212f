import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The card's colours, set inline: the words (ink), the card (paper) and the shade behind the words over media. */
export const inkVar = createVar();
export const paperVar = createVar();
export const shadeVar = createVar();

/**
 * A 4:5 box (reserved before the media arrives, so nothing shifts), the media and the words sharing its one grid
 * cell, the words above. `1fr` rows (not `minmax(0, 1fr)`): long words make the card taller rather than spill out.
 * `isolation` keeps the layers (media, words or link, the video's control) inside the card.
 */
export const card = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateAreas: '"card"',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateRows: '1fr',
    width: '100%',
    aspectRatio: '4 / 5',
    margin: 0,
    isolation: 'isolate',
    color: inkVar,
    backgroundColor: paperVar,
    overflowWrap: 'break-word',
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    /**
     * On its own (not in a group), at most 24rem wide from 768 px, centred. In a group it fills its slide, whose
     * height is the row's tallest card's, so the cards of a row share one height.
     */
    standalone: {
      true: { '@media': { [mediaQueries.md]: { maxInlineSize: '24rem', marginInline: 'auto' } } },
      false: { height: '100%' },
    },
  },
  defaultVariants: { standalone: true },
});

/** The picture or video fills the card (two classes, so it wins over the design system's `height: auto`). */
export const media = style({
  gridArea: 'card',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { [`${card.classNames.base} &`]: { height: '100%' } },
});

/** A video's Pause/Play control stays above the words and the card's link, so it can be seen and pressed. */
globalStyle(`${media} button`, { zIndex: 2 });

/** The words (or the card's one link) over the media, at the card's foot. */
export const content = recipe({
  base: {
    gridArea: 'card',
    position: 'relative',
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    minInlineSize: 0,
    color: inkVar,
  },
  variants: {
    /**
     * The whole card is the link: its words keep their look; the focus ring sits inside the card's edge (cards sit
     * side by side), the ink between two bands of its opposite, so it shows on the card's colour and on media.
     */
    linked: {
      true: {
        textDecoration: 'none',
        cursor: 'pointer',
        outline: 'none',
        selectors: {
          '&:focus-visible': {
            outline: `3px solid ${inkVar}`,
            outlineOffset: '-6px',
            boxShadow: `inset 0 0 0 9px ${shadeVar}`,
          },
        },
      },
      false: {},
    },
    /** A video's Pause/Play control sits in the bottom corner (44 px, 12 px in): the words keep clear of it. */
    video: {
      true: { paddingBlockEnd: vars.space.xxl },
      false: {},
    },
  },
  defaultVariants: { linked: false, video: false },
});

/** The words' panel: over media, on the shade of the opposite colour at 80 %, so they read on any picture. */
export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    padding: vars.space.small,
  },
  variants: {
    shaded: {
      true: { backgroundColor: `color-mix(in srgb, ${shadeVar} 80%, transparent)` },
      false: {},
    },
  },
  defaultVariants: { shaded: false },
});

export const subheading = style({
  margin: 0,
  maxInlineSize: '100%',
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
});

export const heading = style({
  margin: 0,
  maxInlineSize: '100%',
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.15em',
});

// A card that is one link shows it: its heading underlines on hover and keyboard focus.
globalStyle(
  `${content.classNames.variants.linked.true}:hover ${heading}, ${content.classNames.variants.linked.true}:focus-visible ${heading}`,
  { textDecorationLine: 'underline' },
);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xxs,
});
