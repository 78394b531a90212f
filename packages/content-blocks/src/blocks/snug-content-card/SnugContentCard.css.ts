import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@wardrobe/design-system';

/** The card's colours, set inline per card: its text (ink) and its fill (paper). */
export const inkVar = createVar();
export const paperVar = createVar();

/**
 * A compact card: the square picture on top, the text below it on the card's colour. A column that fills its cell
 * in a group (cards of a row share its height), with the button at its foot. The card is the stretched button's
 * positioning context.
 */
export const card = style({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  margin: 0,
  color: inkVar,
  backgroundColor: paperVar,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

/** On its own a card keeps a compact width (in a group it fills its column). */
export const standalone = style({ maxInlineSize: '24rem' });

/**
 * The picture's square box, reserved before it arrives so nothing shifts. The muted surface shows while it loads;
 * the alt text of a failed picture reads on it in the theme's text colour.
 */
export const mediaBox = style({
  display: 'block',
  overflow: 'hidden',
  aspectRatio: '1 / 1',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  flexGrow: 1,
  gap: vars.space.xxs,
  padding: vars.space.small,
});

/** The display face at the h5 size: a snug card is small. */
export const heading = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.15em',
});

export const body = style({
  margin: 0,
  maxInlineSize: '60ch',
  // The editor's line breaks in a plain-text body.
  whiteSpace: 'pre-line',
});

/** The button at the card's foot, so buttons line up across a group's row. */
export const actions = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.xs });

/**
 * The button covers the card (the "stretched link"): a click on the picture or the heading follows it, while it
 * stays the card's one link and one tab stop, named by its text. The focus ring stays on the button.
 */
export const stretchedLink = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

/** A linked card underlines its heading on hover, as the shop's links do. */
export const linkedCard = style({ cursor: 'pointer' });

export const linkedHeading = style({
  selectors: { [`${linkedCard}:hover &`]: { textDecorationLine: 'underline' } },
});
