import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

const cardBase = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

/** Grid: image above the details. List: image left (a third), details right. */
export const card = styleVariants({
  grid: [cardBase, { gridTemplateColumns: 'minmax(0, 1fr)' }],
  list: [
    cardBase,
    {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
      alignItems: 'start',
      columnGap: vars.space.small,
      '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)' } },
    },
  ],
});

/** The 4x5 box, reserved before any pixel arrives (no layout shift). */
export const media = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
});

export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // A broken image shows its alt text: keep it readable inside the box.
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

/**
 * The second view: fades in while the card is hovered (pointer devices) or holds focus. CSS only. Touch screens
 * cannot hover, so there it is not displayed (and, being lazy, not even fetched) until the card holds focus:
 * a phone's listing loads one picture a card, not two.
 */
export const secondaryImage = style({
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${cardBase}:focus-within &`]: { opacity: 1 },
  },
  '@media': {
    '(hover: hover)': { selectors: { [`${cardBase}:hover &`]: { opacity: 1 } } },
    '(hover: none)': {
      display: 'none',
      selectors: { [`${cardBase}:focus-within &`]: { display: 'block' } },
    },
  },
});

export const badgeSlot = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  display: 'flex',
});

/** Above the stretched product link, so its own link, swatches and quick add stay reachable by pointer. */
export const raised = style({ position: 'relative', zIndex: 1 });

/** The wishlist heart: top right over the picture, above the stretched product link. */
export const wishlistSlot = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
});

export const badgeLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.small,
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
});

/**
 * The product link. Its `::after` stretches over the whole card, so the image opens the product too with one
 * Tab stop; the keyboard focus ring is drawn on that box, round the card.
 */
export const productLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible::after': focusRing,
    '&:hover': { textDecorationLine: 'underline', textUnderlineOffset: '0.2em' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&:focus-visible::after': { outlineColor: 'Highlight' } },
    },
  },
});

export const name = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.body,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize.body } },
});

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
});

/** The promo ("20% off £24.00"): sale red (5.9:1 on white) unless its own colour reads at 4.5:1. */
export const promo = style({
  margin: 0,
  color: vars.color.sale,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
});

export const promoPrice = style({ whiteSpace: 'nowrap' });

export const swatches = style({ maxWidth: '100%' });

/** An open quick-add panel overlaps the cards below: its slot then stacks above theirs. */
export const quickAddSlot = style({
  width: '100%',
  selectors: { '&:has([data-quick-add-open])': { zIndex: 3 } },
});
