import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';
import { MEGA_MENU_MAX_COLUMNS, MEGA_MENU_MAX_WIDTH_PX } from '@wardrobe/domain-rules';

/** Spec 002 §9 and the brief: 44 px tall targets in the bar. */
const BAR_TARGET_PX = 44;

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${vars.color.focusRingContrast}`,
} as const;

export { visuallyHidden } from '../../shared/visuallyHidden.css';

/**
 * The nav is the positioning context of the panels, so each panel spans the full width below the bar.
 * Below the mobile breakpoint (768 px, spec 002 §9) the whole desktop menu is not shown: the mobile menu takes over.
 */
export const nav = style({
  display: 'none',
  position: 'relative',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  borderBlockEnd: `1px solid ${vars.color.grey200}`,
  '@media': {
    [mediaQueries.md]: { display: 'block' },
  },
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.small,
  margin: 0,
  marginInline: 'auto',
  maxWidth: MEGA_MENU_MAX_WIDTH_PX,
  paddingBlock: 0,
  paddingInline: vars.space.small,
  listStyle: 'none',
});

/** A top item. Static on purpose: its panel is positioned against the nav, not against the item. */
export const item = style({
  display: 'block',
});

/** The top link and its button side by side; the active underline spans both. */
export const trigger = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.xs,
      insetBlockEnd: 0,
      height: 0,
      borderBlockEnd: '2px solid currentColor',
      transform: 'scaleX(0)',
      transformOrigin: 'center',
      transition: `transform ${vars.motion.durationShort} ${vars.motion.easing}`,
      pointerEvents: 'none',
    },
    [`${item}:hover &::after, ${item}[data-open] &::after`]: { transform: 'scaleX(1)' },
  },
});

const barControl = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: BAR_TARGET_PX,
  margin: 0,
  paddingBlock: 0,
  border: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
} as const;

/** The editor's link styles (spec 002 §3): bold and underline; the colour is inline (`textColour`). */
const linkStyleVariants = {
  bold: {
    true: { fontWeight: vars.fontWeight.bold },
    false: { fontWeight: vars.fontWeight.medium },
  },
  underline: {
    true: { textDecorationLine: 'underline', textUnderlineOffset: '0.25em', textDecorationThickness: '1px' },
    false: {},
  },
} as const;

/** The top-level link, or the button of a top item without a url (it then carries the title). */
export const topControl = recipe({
  base: { ...barControl, paddingInline: vars.space.xs },
  variants: {
    ...linkStyleVariants,
    /** A link followed by its chevron button: less room on the chevron's side. */
    withToggle: { true: { paddingInlineEnd: 0 }, false: {} },
  },
  defaultVariants: { bold: false, underline: false, withToggle: false },
});

/** The chevron button beside a top-level link: 44 × 44 px, named '{title} menu' for screen readers. */
export const toggle = style({
  ...barControl,
  justifyContent: 'center',
  minWidth: BAR_TARGET_PX,
  paddingInline: 0,
  // The ring inside the 44 px box, so it does not cover the link's last letter.
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-4px' } },
});

/** The chevron after a button's text; it turns when the panel is open. */
export const chevron = style({
  flex: 'none',
  width: 12,
  height: 12,
  marginInlineStart: vars.space.xxs,
  transition: `transform ${vars.motion.durationShort} ${vars.motion.easing}`,
  selectors: {
    [`${toggle} &`]: { marginInlineStart: 0 },
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

/** Full width below the bar, a clean white sheet with a soft shadow. `hidden` keeps it in the HTML, not shown. */
export const panel = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockStart: `1px solid ${vars.color.grey200}`,
  boxShadow: '0 18px 32px -18px rgb(0 0 0 / 0.28)',
  textAlign: 'start',
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    '(forced-colors: active)': { borderBlockEnd: '1px solid CanvasText' },
  },
});

/** Spec 002 §9 "Mega menu grid: 4 columns, max width 1380px". */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${MEGA_MENU_MAX_COLUMNS}, minmax(0, 1fr))`,
  columnGap: vars.space.small,
  boxSizing: 'border-box',
  maxWidth: MEGA_MENU_MAX_WIDTH_PX,
  marginInline: 'auto',
  paddingBlock: `${vars.space.medium} ${vars.space.large}`,
  paddingInline: vars.space.medium,
  '@media': {
    [mediaQueries.lg]: { columnGap: vars.space.large },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const groupTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const groupLinks = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A group's link: at least 32 px tall (WCAG 2.5.8 asks 24), with a generous line height. */
export const groupLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: vars.space.xxs,
    minHeight: 32,
    color: vars.color.text,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&:hover': { textDecorationLine: 'underline', textUnderlineOffset: '0.25em' },
      '&:focus-visible': focusRing,
    },
  },
  variants: linkStyleVariants,
  defaultVariants: { bold: false, underline: false },
});

/** `featuredText`: a small highlight pill beside the title (black on the brand teal, 14:1). */
export const featured = style({
  display: 'inline-block',
  paddingBlock: 1,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

/** `titleSuperscriptText`: small raised text after the title, in the sale red (5.9:1 on white). */
export const superscript = style({
  color: vars.color.sale,
  fontSize: '0.7em',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

/** The jump-off: one link around picture, caption and text. */
export const jumpOff = style({
  display: 'block',
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '4px' } },
});

/** The picture's box: its size is fixed by the ratio before anything loads (no layout shift). */
export const media = style({
  display: 'block',
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  backgroundColor: vars.color.grey100,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { [`${jumpOff}:hover &`]: { transform: 'scale(1.03)' } },
});

export const caption = style({
  display: 'block',
  marginBlockStart: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const jumpOffText = style({
  display: 'block',
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.3em',
  selectors: { [`${jumpOff}:hover &`]: { textDecorationThickness: '2px' } },
});
