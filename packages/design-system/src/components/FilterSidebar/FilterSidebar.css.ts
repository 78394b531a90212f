import { fallbackVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { mediaQueries, reducedMotionQuery } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { trigger as disclosureTrigger } from '../Disclosure/Disclosure.css';
import { header as sidePanelHeader } from '../SidePanel/SidePanel.css';

/**
 * Native elements only (form, details/summary, fieldset, checkbox and number inputs, dialog): every state keys
 * off real pseudo-classes (`:hover`, `:active`, `:focus-visible`, `[open]`), never react-aria's data attributes,
 * because nothing here runs on the client.
 */

/** Holds the inline sidebar and the panel opener; CSS shows one of them (see `data-layout`). */
export const sidebar = style({
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

/** The inline sidebar: from `lg` up in the responsive layout, always in the `inline` layout. */
const responsive = `${sidebar}[data-layout="responsive"] &`;

export const inline = style({
  selectors: { [responsive]: { display: 'none' } },
  '@media': { [mediaQueries.lg]: { selectors: { [responsive]: { display: 'block' } } } },
});

/** The 'Filter' button: below `lg` in the responsive layout, always in the `panel` layout. */
export const panelOpener = style({
  '@media': { [mediaQueries.lg]: { selectors: { [responsive]: { display: 'none' } } } },
});

export const title = style({
  margin: 0,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.grey300}`,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.extraBold,
  lineHeight: vars.lineHeight.heading,
});

/** The `<form>`. */
export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
});

export const clearRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space.xxs,
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
});

/** One facet: a native `<details>`, closed off by a hairline divider (the look of the design system's Disclosure). */
export const facet = style({
  borderBlockEnd: `1px solid ${vars.color.grey300}`,
});

/** The full-width row that opens and closes a facet: the Disclosure's trigger, on a native `<summary>`. */
export const summary = style([
  disclosureTrigger,
  {
    listStyle: 'none',
    selectors: {
      // Safari's own disclosure triangle; the chevron replaces it.
      '&::-webkit-details-marker': { display: 'none' },
      '&::marker': { content: '""' },
    },
  },
]);

/** The heading inside the summary only gives the facet its place in the outline; the summary carries the look. */
export const facetHeading = style({
  flex: '1 1 auto',
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
});

/** Points down when closed and turns to point up when open. */
export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'rotate',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${facet}[open] > ${summary} > &`]: { rotate: '180deg' },
  },
});

/** The facet's values: a borderless fieldset (its legend is visually hidden; the summary shows the name). */
export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.small,
  border: 0,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
});

/** One value: the whole row is the label (44 px tall), so the text toggles the box too. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
});

/**
 * The native checkbox at 24 × 24 (WCAG 2.5.8), filled in the text colour when ticked, like the design system's
 * Checkbox (the browser draws a white mark on black, 21:1).
 */
export const checkbox = style({
  flexShrink: 0,
  width: 24,
  height: 24,
  margin: 0,
  accentColor: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
  },
});

export const valueLabel = style({
  display: 'inline',
});

/** The product count: muted grey (#595959 on white, 7:1). */
export const count = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const priceFields = style({
  display: 'flex',
  gap: vars.space.xs,
  width: '100%',
});

export const priceField = style({
  flex: '1 1 0',
  minWidth: 0,
});

/** The number input: the shared field input plus a native hover (the shared one keys off react-aria). */
export const priceInput = style({
  selectors: {
    '&:hover': { borderColor: vars.color.text },
  },
});

/** Where the no-JS 'Apply filters' sits: after the last facet. */
export const applyAll = style({
  display: 'flex',
  paddingBlockStart: vars.space.small,
});

/** The number of filters on, beside the 'Filter' button's text: black on teal (13.8:1). */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 22,
  height: 22,
  marginInlineStart: vars.space.xxs,
  paddingInline: 6,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

/** Page scrim: black at half strength. `::backdrop` may not see the theme's variables everywhere, hence the fallback. */
const scrim = `color-mix(in srgb, ${fallbackVar(vars.color.black, '#000')} 50%, transparent)`;

const slideIn = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The side panel: a native modal `<dialog>` on the left edge, full height, up to 400 px wide. It slides in over
 * the theme's motion duration (none under reduced motion). Closed, the browser keeps it `display: none`.
 */
export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  insetInlineEnd: 'auto',
  boxSizing: 'border-box',
  width: 'min(100vw, 400px)',
  maxWidth: '100vw',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  borderInlineEnd: '1px solid transparent',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  boxShadow: `8px 0 32px ${scrim}`,
  outline: 'none',
  selectors: {
    '&[open]': {
      display: 'flex',
      flexDirection: 'column',
      animationName: slideIn,
      animationDuration: vars.motion.duration,
      animationTimingFunction: vars.motion.easing,
    },
    '&::backdrop': { backgroundColor: scrim },
    '&[open]::backdrop': {
      animationName: fadeIn,
      animationDuration: vars.motion.duration,
      animationTimingFunction: vars.motion.easing,
    },
  },
  '@media': {
    [reducedMotionQuery]: {
      selectors: { '&[open], &[open]::backdrop': { animationName: 'none' } },
    },
    // Transparent borders show in forced colours, where the shadow and scrim disappear.
    '(forced-colors: active)': { borderInlineEndColor: 'CanvasText' },
  },
});

// The page behind an open panel does not scroll (the modal dialog already makes it inert).
globalStyle(`:root:has(${panel}[open])`, { overflow: 'hidden' });

/** The side panel's header (`SidePanel`), kept at its height while the body scrolls. */
export const panelHeader = style([sidePanelHeader, { flexShrink: 0 }]);
