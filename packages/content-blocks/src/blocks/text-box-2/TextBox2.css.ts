import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The text colour (ink) and its opposite (paper: the mobile panel, and the shade behind the words), set inline. */
export const inkVar = createVar();
export const paperVar = createVar();

/**
 * The shade the words sit on from 768 px: the paper colour at 72 %. White text on it over a white picture reads
 * at 9:1, black text over a black picture at 10:1, so the words read on any background.
 */
const shade = `color-mix(in srgb, ${paperVar} 72%, transparent)`;

/**
 * Below 768 px the background (its own ratio, 4:5 for the mobile variant) with a panel of the paper colour under
 * it. From 768 px the block is the background's 16:9 box (reserved, so nothing shifts; longer words make it
 * taller) with the words at its foot. `isolation` keeps the layers' order inside the block.
 */
export const block = recipe({
  base: {
    position: 'relative',
    isolation: 'isolate',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    width: '100%',
    color: inkVar,
    backgroundColor: paperVar,
    '@media': {
      [mediaQueries.md]: {
        aspectRatio: '16 / 9',
        justifyContent: 'flex-end',
        backgroundColor: vars.color.surfaceMuted,
      },
    },
  },
  variants: {
    alignment: {
      Left: { textAlign: 'left', alignItems: 'flex-start' },
      Center: { textAlign: 'center', alignItems: 'center' },
      Right: { textAlign: 'right', alignItems: 'flex-end' },
    },
  },
  defaultVariants: { alignment: 'Left' },
});

/** In the flow on mobile (the picture above the panel); the whole block behind the words from 768 px. */
export const media = style({
  alignSelf: 'stretch',
  '@media': { [mediaQueries.md]: { position: 'absolute', inset: 0 } },
});

// From 768 px the media (an image, or the video's box and its video) fills the block whatever its own ratio.
globalStyle(`${media} > *`, { '@media': { [mediaQueries.md]: { width: '100%', height: '100%' } } });
globalStyle(`${media} img, ${media} video`, {
  '@media': { [mediaQueries.md]: { width: '100%', height: '100%', objectFit: 'cover' } },
});
// The video's Pause/Play control stays above the shade, so it is seen and can be pressed.
globalStyle(`${media} button`, { zIndex: 1 });

/** The words: a panel below 768 px; from there straight on the background, over a shade that fades upwards. */
export const content = recipe({
  base: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'inherit',
    gap: vars.space.xs,
    width: '100%',
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.small,
    overflowWrap: 'break-word',
    '@media': {
      [mediaQueries.md]: {
        paddingBlockStart: vars.space.xxl,
        paddingBlockEnd: vars.space.xl,
        paddingInline: vars.space.xl,
        backgroundImage: `linear-gradient(to top, ${shade} 0%, ${shade} calc(100% - ${vars.space.xxl}), transparent 100%)`,
      },
      '(forced-colors: active)': { border: '1px solid CanvasText' },
    },
  },
  variants: {
    /** A video's Pause/Play control sits in the bottom corner (44 px, 12 px in): the words keep clear of it. */
    video: {
      true: { '@media': { [mediaQueries.md]: { paddingBlockEnd: vars.space.xxl } } },
      false: {},
    },
  },
  defaultVariants: { video: false },
});

// A readable measure on wide screens, however wide the block.
globalStyle(`${content.classNames.base} > *`, { maxInlineSize: '40rem' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
});
