import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The text colour (ink) and the box's colour (paper, its opposite), set inline per block. */
export const inkVar = createVar();
export const paperVar = createVar();

/**
 * The block is the background's box: 4:5 below 768 px, 16:9 from there (reserved before any pixel arrives, so
 * nothing shifts). A text longer than the box makes it taller; the background then covers the taller box.
 * The text box sits at the bottom on mobile; from 768 px it is centred vertically and placed by the alignment.
 */
export const block = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    alignItems: 'stretch',
    boxSizing: 'border-box',
    width: '100%',
    aspectRatio: '4 / 5',
    padding: vars.space.small,
    backgroundColor: vars.color.surfaceMuted,
    '@media': {
      [mediaQueries.md]: { aspectRatio: '16 / 9', justifyContent: 'center', padding: vars.space.xl },
    },
  },
  variants: {
    alignment: {
      Left: { '@media': { [mediaQueries.md]: { alignItems: 'flex-start' } } },
      Center: { '@media': { [mediaQueries.md]: { alignItems: 'center' } } },
      Right: { '@media': { [mediaQueries.md]: { alignItems: 'flex-end' } } },
    },
    /** A video's Pause/Play control sits in the bottom corner (44 px, 12 px in): the box keeps clear of it. */
    video: {
      true: {
        paddingBlockEnd: vars.space.xxl,
        '@media': { [mediaQueries.md]: { paddingBlockEnd: vars.space.xxl } },
      },
      false: {},
    },
  },
  defaultVariants: { alignment: 'Left', video: false },
});

/** The background fills the block, behind the box (the box comes later and is positioned, so it paints on top). */
export const media = style({ position: 'absolute', inset: 0 });

// The media (an image, or the video's box and its video) fills the block whatever the media's own ratio.
globalStyle(`${media} > *`, { width: '100%', height: '100%' });
globalStyle(`${media} img, ${media} video`, { width: '100%', height: '100%', objectFit: 'cover' });

/** Type 1's solid box: the text colour on its opposite, so the words read on any picture. */
export const box = recipe({
  base: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    width: '100%',
    padding: vars.space.medium,
    color: inkVar,
    backgroundColor: paperVar,
    overflowWrap: 'break-word',
    '@media': {
      [mediaQueries.md]: { width: 'auto', maxInlineSize: '34rem', padding: vars.space.large },
      '(forced-colors: active)': { border: '1px solid CanvasText' },
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

export const title = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const body = style({
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
  marginBlockStart: vars.space.xs,
});
