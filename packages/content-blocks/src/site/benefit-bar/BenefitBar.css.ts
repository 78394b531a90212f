import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, reducedMotionQuery, vars } from '@wardrobe/design-system';
import { BENEFIT_BAR_TRANSITION_MS } from '@wardrobe/domain-rules';

/**
 * The media query the component reads with `matchMedia` (a plain string export of this stylesheet), so the
 * client component needs no runtime import of the design system (whose root entry carries react-aria).
 */
export const reducedMotionMedia = reducedMotionQuery;

/**
 * The 0.75 s transition (spec 002 §9) is a fade-through: the shown message fades out in the first half, the
 * next one fades in during the second half, so two lines of text never overlap.
 */
const half = `${BENEFIT_BAR_TRANSITION_MS / 2}ms`;

/** The round pause/play control; the bar keeps a column this wide on the other side so the text stays centred. */
const controlSize = '32px';

/**
 * A slim full-width bar on the brand teal, black small capitals (onBrand, 13:1), centred.
 *
 * Reading (height): the bar's height is fixed, so it never shifts the page when a message changes or when the
 * rotation starts. Below 768 px it holds two lines (a message wraps once, then is clipped with an ellipsis);
 * from 768 px one line. Heights are in em, so they grow with the shopper's text size rather than clip it.
 */
export const bar = recipe({
  base: {
    display: 'grid',
    alignItems: 'center',
    columnGap: vars.space.xxs,
    boxSizing: 'border-box',
    width: '100%',
    height: `calc(2em * ${vars.lineHeight.heading} + 2 * ${vars.space.xxs})`,
    margin: 0,
    paddingInline: vars.space.xxs,
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    fontFamily: vars.font.athletics,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    textAlign: 'center',
    '@media': {
      [mediaQueries.md]: {
        height: `calc(1em * ${vars.lineHeight.heading} + 2 * ${vars.space.xs})`,
        paddingInline: vars.space.small,
      },
      '(forced-colors: active)': { borderBlockEnd: '1px solid CanvasText' },
    },
  },
  variants: {
    /** With a control: [button | messages | spacer of the button's width], so the text is centred on the bar. */
    controls: {
      true: { gridTemplateColumns: `${controlSize} minmax(0, 1fr) ${controlSize}` },
      false: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
  defaultVariants: { controls: false },
});

/** The messages share one grid cell, so the bar's size is fixed by the server render (no layout shift). */
export const viewport = style({
  display: 'grid',
  gridColumn: '1 / -1',
  alignItems: 'center',
  height: '100%',
  minWidth: 0,
  selectors: {
    [`${bar.classNames.variants.controls.true} &`]: { gridColumn: '2 / 3' },
  },
});

const fadeOut = `opacity ${half} ${vars.motion.easing}, visibility 0s linear ${half}`;
const fadeIn = `opacity ${half} ${vars.motion.easing} ${half}, visibility 0s linear ${half}`;

/** One message; only the current one is visible (the others are also aria-hidden and inert). */
export const slide = style({
  gridArea: '1 / 1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
  height: '100%',
  opacity: 0,
  visibility: 'hidden',
  transition: fadeOut,
  selectors: {
    '&[data-current="true"]': { opacity: 1, visibility: 'visible', transition: fadeIn },
  },
  '@media': {
    // Reading: reduced motion shows the next message at once (and the bar starts paused, see BenefitBar.tsx).
    [reducedMotionQuery]: {
      transition: 'none',
      selectors: { '&[data-current="true"]': { transition: 'none' } },
    },
  },
});

/**
 * The message text: two lines at most below 768 px, one from there, then an ellipsis. The full text stays in
 * the DOM, so it is still the message's (and the link's) accessible name.
 */
export const message = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.md]: { WebkitLineClamp: 1 },
  },
});

/** A linked message is one link: underlined so it reads as one, thicker on hover, a ring on keyboard focus. */
export const messageLink = style([
  message,
  {
    color: 'inherit',
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    outline: 'none',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    },
    '@media': {
      '(forced-colors: active)': { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
    },
  },
]);

/** Pause/play: a 32 px round target (above WCAG 2.5.8's 24 px) with a 12 px glyph. */
export const control = style({
  gridColumn: '1 / 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: controlSize,
  height: controlSize,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandHover },
    '&:active': { backgroundColor: vars.color.brandPressed },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid ButtonText' },
  },
});

export const glyph = style({ display: 'block', width: 12, height: 12, fill: 'currentColor' });
