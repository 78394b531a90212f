import { style } from '@vanilla-extract/css';
import { vars } from '@wardrobe/design-system';

/*
 * The parts the three jump-off tiles share (tiles two and three import them from here): the text's faces and
 * sizes, the picture's reserved box and the button whose hit area covers the tile.
 */

/** The shop's body text, in the theme's text colour on the page. */
export const tileText = style({
  boxSizing: 'border-box',
  width: '100%',
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
});

/** A tile on its own keeps a readable width (in a group it fills its column). */
export const standalone = style({ maxInlineSize: '36rem' });

/**
 * The picture's box: 4:5 (spec 002 §3 "Aspect ratios"), reserved before the picture arrives so nothing shifts.
 * The muted surface shows while it loads; the alt text of a failed picture reads on it in the text colour.
 */
export const mediaBox = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  aspectRatio: '4 / 5',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});

/** The display face at the h4 size (tile three picks the face with `titleFont`). */
export const title = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const body = style({
  margin: 0,
  maxInlineSize: '60ch',
  // The editor's line breaks in a plain-text body.
  whiteSpace: 'pre-line',
});

/** The row of buttons: pushed to the tile's foot, so buttons line up across a group's row. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xxs,
});

/**
 * The call to action of tiles one and two covers the tile (the "stretched link"): a click on the picture or the
 * title follows it, while it stays the tile's one link and one tab stop, named by its text. The tile is its
 * positioning context; the focus ring stays on the button.
 */
export const stretchedLink = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

/** A linked tile underlines its title on hover, as the shop's links do. */
export const linkedTile = style({ cursor: 'pointer' });

export const linkedTitle = style({
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.15em',
  selectors: {
    [`${linkedTile}:hover &`]: { textDecorationLine: 'underline' },
  },
});
