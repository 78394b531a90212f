import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@wardrobe/design-system';

/**
 * Type two: the picture fills a 4:5 box and the text sits on a panel over its foot. Picture and panel share one
 * grid cell (the later one paints on top, with no stacking tricks). The box is at least 4:5 and grows with a long
 * text, the picture covering it, so the panel never spills out of the tile.
 */
export const tile = style({
  // The stretched call to action's positioning context.
  position: 'relative',
  display: 'grid',
  gridTemplateAreas: '"stack"',
  gridTemplateColumns: '100%',
  gridTemplateRows: '1fr',
  aspectRatio: '4 / 5',
  height: '100%',
  // No `overflow: hidden` here: a scroll container would stop growing with its text (its minimum would be 0).
});

/**
 * The picture stretches over the whole cell, whatever the panel's height. The muted surface shows while it loads;
 * the alt text of a failed picture reads on it in the text colour. Not positioned: a positioned picture would
 * paint over the panel that follows it.
 */
export const media = style({
  gridArea: 'stack',
  alignSelf: 'stretch',
  display: 'block',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});

/** The text's panel: the page's surface and text colours (black on white, 21:1), inset from the picture's edge. */
export const panel = style({
  gridArea: 'stack',
  alignSelf: 'end',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: vars.space.xs,
  padding: vars.space.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@media': {
    [mediaQueries.md]: { margin: vars.space.small },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});
