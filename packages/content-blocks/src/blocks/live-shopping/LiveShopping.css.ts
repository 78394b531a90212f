import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@wardrobe/design-system';

export const block = style({
  boxSizing: 'border-box',
  width: '100%',
  margin: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.athletics,
  '@media': {
    [mediaQueries.md]: { paddingInline: vars.space.xl },
  },
});

/** The block's heading, or the show's title when the block has none: the display face at the h3 size. */
export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'break-word',
});

/** The show's title under the block's own heading. */
export const showTitle = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

/**
 * The video above the products on phones; from 992 px beside them (video 3 parts, products 2), so a shopper watches
 * and shops without scrolling. The products' column scrolls inside the video's height when it is longer.
 */
export const stage = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const showHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.xs,
});

/** 'Replay' or 'Live now': a small label beside the show's title. */
export const status = style({
  display: 'inline-block',
  paddingBlock: 2,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** The video's box, reserved at 16:9 before the show arrives, so nothing below it moves. */
export const video = style({ aspectRatio: '16 / 9', width: '100%' });

export const products = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** A product: its picture, then title, colour and size, price and the Add to bag button. */
export const product = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  margin: 0,
  paddingBlockEnd: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** 3:4, the catalogue's pictures' ratio, reserved before the picture loads. */
export const picture = style({
  gridRow: 'span 2',
  display: 'block',
  width: 72,
  height: 96,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceMuted,
});

export const details = style({ display: 'grid', gap: 2, minWidth: 0 });

export const productTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'break-word',
});

export const option = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
});

export const sale = style({ color: vars.color.sale });

export const was = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/** A 44 px button (WCAG 2.5.8 asks 24), drawn as the design system's small secondary button. */
export const add = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.small,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { backgroundColor: vars.color.text, color: vars.color.textInverse },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
      boxShadow: `0 0 0 2px ${vars.color.focusRingContrast}`,
    },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

/** The result of the last add, read out politely; kept in the layout so announcements never move the page. */
export const result = style({
  minHeight: '1.5em',
  margin: 0,
  marginBlockStart: vars.space.small,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
});

/** The place the show takes while it loads, or the note that says why there is none. */
export const note = style({
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.small,
  aspectRatio: '16 / 9',
  maxHeight: '28rem',
  width: '100%',
  paddingInline: vars.space.small,
  boxSizing: 'border-box',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  textAlign: 'center',
});

export const noteText = style({ margin: 0 });
