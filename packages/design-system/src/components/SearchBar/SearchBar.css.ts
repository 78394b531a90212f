import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { scrim } from '../Dialog/scrim.css';
import { scrimFade } from '../Dialog/scrimFade';

const dropIn = keyframes({
  from: { transform: 'translateY(-16px)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

/** The scrim under the header; a click on it closes the bar. `top` is set to the header's height. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: scrim,
  selectors: scrimFade(vars.motion.durationShort),
});

/** The bar: full width at the top of the scrim, scrolling inside when the results are long. */
export const panel = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  maxHeight: '100%',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: '1px solid transparent',
  boxShadow: `0 8px 32px ${scrim}`,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animationName: dropIn,
      animationDuration: vars.motion.durationShort,
      animationTimingFunction: vars.motion.easing,
    },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const dialog = style({ outline: 'none' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: 1280,
  marginInline: 'auto',
  padding: vars.space.small,
  fontFamily: vars.font.athletics,
});

export const form = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const field = style({ flex: '1 1 auto', minWidth: 0 });

/** Below md the Search button would crowd the field: Enter (the keyboard's "Search" key) submits there. */
export const submit = style({
  display: 'none',
  '@media': { [mediaQueries.md]: { display: 'inline-flex' } },
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  margin: 0,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.grey200 },
    '&[data-focus-visible]': focusRing,
  },
});

/** The live region: holds the no-results text, and the product count for screen readers. */
export const status = style({});

export const noResults = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
});

export const results = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(180px, 1fr) 4fr', alignItems: 'start' },
  },
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

export const suggestions = style({ gridColumn: '1' });

export const suggestionList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A suggestion: text that searches for itself, 44 px tall. */
export const suggestion = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  textDecorationLine: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&[data-hovered]': { textDecorationColor: 'currentColor' },
    '&[data-focus-visible]': focusRing,
  },
});

export const products = style({
  '@media': { [mediaQueries.md]: { gridColumn: '2' } },
});

/** Two across on phones, five across from lg: ten products in two rows. */
export const productList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

/** The whole card is the link's target (its `::after` covers it); price and colour sit under the name. */
export const productItem = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: vars.fontSize.small,
});

export const productLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible::after': focusRing,
    '&:hover': { textDecoration: 'underline' },
  },
});

export const imageBox = style({
  display: 'block',
  aspectRatio: '4 / 5',
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const productName = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.body,
});

export const colour = style({ color: vars.color.textMuted });
