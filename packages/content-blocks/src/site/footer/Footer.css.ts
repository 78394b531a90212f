import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, mobileMediaQuery, vars } from '@wardrobe/design-system';
import { MEGA_MENU_MAX_COLUMNS, MEGA_MENU_MAX_WIDTH_PX } from '@wardrobe/domain-rules';

/**
 * The footer is a dark band (theme `grey900`) with white and light-grey text: white 17:1, `grey300` 12.6:1, both
 * far above the 4.5:1 text minimum. Focus rings are white here (the theme's black ring would vanish on the band).
 *
 * Small screens are below the spec's 768 px breakpoint (`mobileMediaQuery`; design-system `MOBILE_BREAKPOINT`
 * equals domain-rules `MOBILE_BREAKPOINT_PX`, checked in Footer.test.tsx). CSS alone picks the layout at each
 * width, so the server's HTML is already right: no script measures the window.
 */

/**
 * Small screens with script off: the disclosure buttons could not work, so they give way to the plain titles
 * and every list shows, as from 768 px (Media Queries 5 `scripting`; a browser without it keeps the buttons).
 */
const smallScreenWithoutScript = `${mobileMediaQuery} and (scripting: none)`;

const focusRing = {
  outline: `3px solid ${vars.color.white}`,
  outlineOffset: '2px',
} as const;

export const footer = style({
  boxSizing: 'border-box',
  width: '100%',
  backgroundColor: vars.color.grey900,
  color: vars.color.white,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  '@media': {
    '(forced-colors: active)': { borderBlockStart: '1px solid CanvasText' },
  },
});

/**
 * Reading: the footer's content lines up with the header's mega menu (spec 002 §9: 4 columns, at most 1380 px),
 * so the frame shares one grid.
 */
export const inner = style({
  boxSizing: 'border-box',
  maxWidth: MEGA_MENU_MAX_WIDTH_PX,
  marginInline: 'auto',
  paddingBlock: `${vars.space.large} ${vars.space.medium}`,
  paddingInline: vars.space.small,
  '@media': {
    [mediaQueries.md]: {
      paddingBlock: `${vars.space.xl} ${vars.space.medium}`,
      paddingInline: vars.space.large,
    },
  },
});

/** Logo on the left, social marks on the right; stacked on the smallest phones. */
export const brandRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.grey700}`,
});

/** The wordmark, drawn as the storefront's header draws it (SiteHeader: the word 'Wardrobe', extra bold). */
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.white,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.extraBold,
  letterSpacing: '0.02em',
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** 44 × 44 px targets around 24 px marks. */
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.grey500}`,
  color: vars.color.white,
  outline: 'none',
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': {
      backgroundColor: vars.color.white,
      borderColor: vars.color.white,
      color: vars.color.grey900,
    },
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'LinkText', color: 'LinkText' },
  },
});

export const socialMark = style({ display: 'block', width: 24, height: 24, flexShrink: 0 });

/** Link columns and the Quisas box: side by side from `lg`, the box below the columns before that. */
export const main = style({
  display: 'grid',
  gap: vars.space.large,
  paddingBlock: vars.space.medium,
  '@media': {
    [mobileMediaQuery]: { gap: vars.space.medium, paddingBlockStart: 0 },
    [mediaQueries.md]: { paddingBlock: vars.space.large },
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

/** The nav landmark around the columns; the grid itself is `columns`. */
export const nav = style({ minWidth: 0 });

/** Stacked accordions on small screens; the mega menu's 4-column grid from 768 px (more columns wrap). */
export const columns = style({
  display: 'grid',
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: `repeat(${MEGA_MENU_MAX_COLUMNS}, minmax(0, 1fr))`,
      columnGap: vars.space.small,
      rowGap: vars.space.large,
    },
  },
});

/** One column. On small screens a divider below each (the first also above), as in the design system's accordion. */
export const column = style({
  minWidth: 0,
  '@media': {
    [mobileMediaQuery]: { borderBlockEnd: `1px solid ${vars.color.grey700}` },
  },
});

export const columnHeading = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.white,
});

/** The small-screen disclosure button: the whole row, title left, chevron right. Gone from 768 px. */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 56,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'start',
  textTransform: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  // Outside the row (the inner padding has room), so the ring never crosses the title.
  selectors: { '&:focus-visible': focusRing },
  '@media': {
    [mediaQueries.md]: { display: 'none' },
    [smallScreenWithoutScript]: { display: 'none' },
    '(forced-colors: active)': { color: 'ButtonText' },
  },
});

export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

/** The plain title: the heading's text from 768 px, where there is no button. */
export const staticTitle = style({
  display: 'none',
  '@media': {
    [mediaQueries.md]: { display: 'block', marginBlockEnd: vars.space.small },
    [smallScreenWithoutScript]: { display: 'block', paddingBlock: `${vars.space.xs} ${vars.space.xxs}` },
  },
});

export const links = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mobileMediaQuery]: {
      gap: 0,
      paddingBlockEnd: vars.space.xs,
      selectors: {
        // Collapsed on small screens only; from 768 px every list shows, whatever its state.
        [`${column}[data-open="false"] &`]: { display: 'none' },
      },
    },
    [smallScreenWithoutScript]: {
      // After the rule above, with the same specificity: without script every list shows.
      selectors: { [`${column}[data-open] &`]: { display: 'grid' } },
    },
  },
});

/** ≥ 44 px rows on small screens, ≥ 24 px targets (WCAG 2.5.8) from 768 px. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 44,
  color: vars.color.grey300,
  fontSize: vars.fontSize.body,
  textDecoration: 'none',
  textUnderlineOffset: '0.25em',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.white, textDecorationLine: 'underline' },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [mediaQueries.md]: { minHeight: 28, fontSize: vars.fontSize.small },
    '(forced-colors: active)': { color: 'LinkText' },
  },
});

export const newTabMark = style({ flexShrink: 0, opacity: 0.8 });

/** The Quisas box: the brand teal with its black text (`onBrand` on `brand`, in the theme's contrast pairs). */
export const quisasBox = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: vars.space.medium,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.medium,
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const quisasText = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
});

/** Payment logos and the storefront's own line (`children`), above the band's foot. */
export const bottomRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.grey700}`,
});

export const payments = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const paymentsHeading = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.grey300,
});

export const paymentList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Badge words take the shop's sans (self-hosted), so every machine draws them alike. */
export const paymentBadge = style({
  display: 'block',
  fontFamily: vars.font.athletics,
});

export const meta = style({
  color: vars.color.grey300,
  fontSize: vars.fontSize.small,
});

/** The storefront's line is usually a paragraph: the row sets the spacing. */
globalStyle(`${meta} p`, { margin: 0 });

export { visuallyHidden } from '../../shared/visuallyHidden.css';
