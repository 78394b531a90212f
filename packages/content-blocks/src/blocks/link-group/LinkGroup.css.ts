import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@wardrobe/design-system';

export const group = style({
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

/** The group's title: the display face at the h4 size, a rule under it to set it off from the links. */
export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'break-word',
});

/**
 * One column on phones; from 768 px as many columns of at least 14rem as fit, so a long group (a dozen links)
 * reads across the width instead of down the page. Columns fill row by row, so the reading order is the editor's.
 */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
  },
});

export const item = style({ margin: 0, padding: 0 });

/**
 * A 44 px high target (WCAG 2.5.8 asks 24). Links are underlined, the underline thickening on hover and focus, so
 * they read as links without relying on colour.
 */
export const link = style({
  // Inline, so the focus ring hugs the words rather than the whole column.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingBlock: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.25em',
  outline: 'none',
  transitionProperty: 'text-decoration-thickness',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { textDecorationThickness: '3px' },
    '&:focus-visible': {
      textDecorationThickness: '3px',
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${vars.color.focusRingContrast}`,
    },
  },
});
