import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wardrobe/design-system';

/**
 * An item's `textColour`, set inline only when the editor's colour reads on the menu's backgrounds
 * (`readableTextColour`); otherwise the theme's text colour applies.
 */
export const inkVar = createVar();
const ink = fallbackVar(inkVar, vars.color.text);

/** Hairlines between rows: decorative, the rows are told apart by their text. */
const hairline = `1px solid ${vars.color.grey200}`;

/** The keyboard ring drawn inside the row (full-width rows sit at the panel's edges, which clip outlines). */
const insetFocus = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '-3px',
  boxShadow: `inset 0 0 0 5px ${vars.color.focusRingContrast}`,
} as const;

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The menu's root. Its width (spec 002 §9) is inline (`mobileMenuWidth`), so a host panel can override it. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  minHeight: '100%',
  // A layer sliding in never widens the panel.
  overflowX: 'clip',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.heading,
  '@media': {
    '(forced-colors: active)': { borderInlineEnd: '1px solid CanvasText' },
  },
});

export const list = style(listReset);

const slideForward = keyframes({
  from: { transform: 'translateX(32px)' },
  to: { transform: 'none' },
});
const slideBack = keyframes({
  from: { transform: 'translateX(-32px)' },
  to: { transform: 'none' },
});

/**
 * One depth layer. It slides in from the side it came from (no fade: the layer is never drawn transparent); the
 * theme stops motion under reduced motion.
 */
export const level = recipe({
  base: {
    animationDuration: `calc(${vars.motion.durationShort} * 2)`,
    animationTimingFunction: vars.motion.easing,
  },
  variants: {
    direction: {
      none: {},
      forward: { animationName: slideForward },
      back: { animationName: slideBack },
    },
  },
  defaultVariants: { direction: 'none' },
});

/** A full-width row: a link or a button, 52 px high, hairline below. */
export const row = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 52,
    margin: 0,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.small,
    border: 0,
    borderBlockEnd: hairline,
    borderRadius: 0,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.athletics,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.heading,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.durationShort,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceMuted },
      '&:focus-visible': insetFocus,
    },
    '@media': {
      '(forced-colors: active)': { borderBlockEnd: '1px solid CanvasText' },
    },
  },
  variants: {
    /** Level 1: the departments, in capitals. Deeper levels read in the editor's case. */
    depth: {
      1: { minHeight: 56, textTransform: 'uppercase', letterSpacing: '0.06em' },
      2: {},
      3: {},
    },
    /** A row inside an open group of the alt menu: indented, on the muted surface, no hairline. */
    nested: {
      true: {
        minHeight: 48,
        paddingInlineStart: vars.space.medium,
        borderBlockEnd: 0,
        fontSize: vars.fontSize.small,
        selectors: { '&:hover': { backgroundColor: vars.color.grey200 } },
      },
      false: {},
    },
  },
  defaultVariants: { depth: 2, nested: false },
});

/** An item's title: the editor's colour, weight and underline (`textColour`, `textBold`, `underline`). */
export const label = recipe({
  base: { color: ink, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' },
  variants: {
    bold: { true: { fontWeight: vars.fontWeight.bold }, false: {} },
    underline: {
      true: {
        textDecorationLine: 'underline',
        textDecorationThickness: '1px',
        textUnderlineOffset: '0.25em',
      },
      false: {},
    },
    /** Deeper levels read lighter than the departments above them, unless the editor asks for bold. */
    light: { true: { fontWeight: 'normal' }, false: {} },
  },
  compoundVariants: [{ variants: { light: true, bold: true }, style: { fontWeight: vars.fontWeight.bold } }],
  defaultVariants: { bold: false, underline: false, light: false },
});

export const icon = style({
  flex: '0 0 auto',
  width: 18,
  height: 18,
  color: vars.color.grey700,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

/** A title with its icon before it (Shop Finder's pin). */
export const withIcon = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** The prominent Back row at the top of levels 2 and 3. */
export const back = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 52,
  margin: 0,
  paddingInline: vars.space.small,
  border: 0,
  borderBlockEnd: hairline,
  borderRadius: 0,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.grey200 },
    '&:focus-visible': insetFocus,
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid ButtonText' },
  },
});

/** The level's title: the chosen item's title in the display face. Focused on the way in, for screen readers. */
export const levelHeading = style({
  margin: 0,
  paddingBlock: `${vars.space.small} ${vars.space.xs}`,
  paddingInline: vars.space.small,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.heading,
  borderBlockEnd: hairline,
  // A programmatic focus target (tabIndex -1), never reached with Tab: no ring, as for a page's own headings.
  selectors: { '&:focus': { outline: 'none' } },
});

/** 'Shop all {title}': the link to the level's own page. */
export const shopAll = style({
  fontWeight: vars.fontWeight.bold,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.25em',
});

/** Shop Finder: always the last row, pushed to the bottom of a tall panel. */
export const shopFinder = style({
  marginBlockStart: 'auto',
  borderBlockStart: hairline,
  borderBlockEnd: 0,
  justifyContent: 'flex-start',
  fontWeight: vars.fontWeight.medium,
});

/** The alt menu's top categories: a row of image tabs that scrolls sideways when it does not fit. */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
  paddingBlock: `${vars.space.small} ${vars.space.xs}`,
  paddingInline: vars.space.small,
  borderBlockEnd: hairline,
});

export const tab = style({
  display: 'flex',
  flex: '0 0 auto',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  boxSizing: 'border-box',
  width: 80,
  margin: 0,
  paddingBlock: `${vars.space.xxs} ${vars.space.xs}`,
  paddingInline: 2,
  border: 0,
  borderBlockEnd: '3px solid transparent',
  borderRadius: 0,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  scrollSnapAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    // The active category: darker text, bold, a bar below and a ring round its picture (not colour alone).
    '&[aria-selected="true"]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      borderBlockEndColor: vars.color.text,
    },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${vars.color.focusRingContrast}`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-selected="true"]': { borderBlockEndColor: 'Highlight' } },
    },
  },
});

/** A category's picture: a rounded thumbnail. */
export const thumb = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  width: 64,
  height: 64,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.grey200,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  selectors: {
    [`${tab}[aria-selected="true"] &`]: {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}`,
    },
  },
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Shown when a category has no picture or it fails to load: the title's initial in the display face. */
export const monogram = style({
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textTransform: 'none',
  letterSpacing: 0,
});

export const tabLabel = style({
  maxWidth: '100%',
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

/** The active category's groups. */
export const panel = style({
  paddingBlockEnd: vars.space.xs,
});

export const groupHeading = style({
  margin: 0,
  font: 'inherit',
});

/** A second-level group's disclosure button: its chevron turns while the group is open. */
export const groupButton = style({
  selectors: {
    '&[aria-expanded="true"]': { borderBlockEndColor: 'transparent' },
  },
});

export const groupChevron = style({
  selectors: {
    [`${groupButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const groupList = style([
  listReset,
  {
    paddingBlock: vars.space.xxs,
    backgroundColor: vars.color.surfaceMuted,
    borderBlockEnd: hairline,
  },
]);
