import { createVar, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The group's colours, set inline: its background (paper) and its title's colour. */
export const paperVar = createVar();
export const titleInkVar = createVar();

/** The group: its background across the page, its content inset by the page's gutter (as the other groups are). */
export const group = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  color: titleInkVar,
  backgroundColor: paperVar,
  '@media': { [mediaQueries.md]: { gap: vars.space.medium, paddingInline: vars.space.xl } },
});

/** The group's title: the display face at the h3 size (the cards' headings are h4-sized). */
export const title = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: titleInkVar,
  overflowWrap: 'break-word',
});
