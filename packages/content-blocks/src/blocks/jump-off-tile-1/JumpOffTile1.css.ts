import { style } from '@vanilla-extract/css';
import { vars } from '@wardrobe/design-system';

/**
 * Type one: the picture on top, the text below it on the page's surface. A column that stretches to its group's
 * row, with the button at its foot (`actions` in tileParts), so buttons line up across the row.
 */
export const tile = style({
  // The stretched call to action's positioning context.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  flexGrow: 1,
  gap: vars.space.xs,
});
