import { style } from '@vanilla-extract/css';
import { buttonClassName, mediaQueries, vars } from '@wardrobe/design-system';

/**
 * The logged-in greeting: black text on the page's white surface (`text` on `surface`, 21:1; the description in
 * `textMuted`, 7:1), with a thin brand-teal rule on its leading edge as the Good Stuff mark (decorative: no text
 * sits on the teal). The secondary button (`buttonClassName('secondary')`) is outlined in `text`, so it keeps its
 * design-system contrast here. Every size comes from the theme's tokens; the block's height depends only on its
 * texts, which the server renders, so nothing moves when the refresh button's script arrives.
 */
export const greeting = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  width: '100%',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.small,
  borderInlineStart: `6px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.md]: {
      gap: vars.space.small,
      paddingBlock: vars.space.medium,
      paddingInlineStart: vars.space.medium,
      paddingInlineEnd: vars.space.medium,
    },
    // Windows High Contrast drops the teal: keep a system-coloured edge.
    '(forced-colors: active)': { borderInlineStartColor: 'CanvasText' },
  },
});

/** 'Hey {name}, what's good?': the display face, the theme's h3 size whatever the heading level. */
export const heading = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

/** Offers view: 'Good Stuff just for you'. */
export const subheading = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

/** Thank-you view: 'Thanks for signing up!'. */
export const thankYouTitle = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

/** Thank-you view: the description, at a readable measure. */
export const description = style({
  margin: 0,
  maxInlineSize: '60ch',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

/** The refresh button, or the storefront's offers button: a little apart from the text above. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xxs,
});

/**
 * The refresh button: the design system's secondary button, its class names worked out here at build time, so
 * the greeting imports nothing of the design system at run time (the package's blocks stay free of it).
 */
export const refreshButton: string = buttonClassName('secondary');

/** The refresh button's form: no box of its own. */
export const refreshForm = style({ margin: 0 });
