import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@wardrobe/design-system';

export const group = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  margin: 0,
  color: vars.color.text,
  '@media': { [mediaQueries.md]: { gap: vars.space.medium } },
});

/** The group's heading: the display face at the h3 size, inset by the page's gutter (the cards are not). */
export const title = style({
  margin: 0,
  paddingInline: vars.space.small,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'break-word',
  '@media': { [mediaQueries.md]: { paddingInline: vars.space.xl } },
});

/**
 * "Snug": the cards edge to edge, no gaps and no gutter, 2 columns below 992 px and 4 from 992 px. Cells stretch to
 * their row's height, so the cards' colours meet in straight lines.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const cell = style({ display: 'block', minInlineSize: 0, margin: 0, padding: 0 });
