import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/**
 * Native controls, so states key off CSS pseudo-classes and ARIA (no react-aria data attributes): `:hover` (only
 * where the device can hover), `:active`, `:focus-visible` and `[aria-pressed="true"]`.
 */
const canHover = '(hover: hover)';

/** Count on the left, sort and view on the right; stacked on narrow screens. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

export const count = style({
  margin: 0,
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
});

/** The two forms side by side; on a very narrow screen the view buttons wrap under the sort. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  flex: '1 1 100%',
  '@media': { [mediaQueries.md]: { flex: '0 1 auto', flexWrap: 'nowrap' } },
});

/** The sort form: the labelled select and (without JavaScript only) its 'Sort' button. */
export const sortForm = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  flex: '1 1 200px',
  minWidth: 0,
  margin: 0,
});

/** Label above select, as in the design system's form fields. */
export const sortField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const sortLabel = style({
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

/** Holds the select and its chevron; the chevron is drawn over the select's end padding. */
export const selectBox = style({
  position: 'relative',
  display: 'flex',
  color: vars.color.text,
});

/**
 * The native select, styled like the design system's Select trigger: 48 px tall, 1 px grey border (4.5:1 on white,
 * above the 3:1 a control's boundary needs), black text, the platform arrow replaced by a chevron icon.
 */
export const select = style({
  boxSizing: 'border-box',
  appearance: 'none',
  width: '100%',
  minWidth: 0,
  minHeight: 48,
  margin: 0,
  paddingBlock: 0,
  paddingInlineStart: vars.space.xs,
  // Room for the 16 px chevron and a gap on either side of it.
  paddingInlineEnd: `calc(${vars.space.xs} * 2 + 16px)`,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  // 16 px keeps iOS from zooming into the control on focus.
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:active': { borderColor: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [canHover]: { selectors: { '&:hover': { borderColor: vars.color.text } } },
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
    },
  },
});

/** The select's arrow: the Select's chevron in the text colour (so forced colours recolour it); clicks pass through. */
export const chevron = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineEnd: vars.space.xs,
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
});

/** The no-JavaScript 'Sort' submit (a secondary Button) keeps its size beside the select. */
export const sortSubmit = style({ flexShrink: 0 });

export const viewForm = style({
  display: 'flex',
  flexShrink: 0,
  margin: 0,
});

export const views = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
});

/** A 48 × 48 icon toggle (as tall as the select); the pressed one is filled black with a white icon (21:1). */
export const viewButton = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.textInverse,
    },
    '&:active': { borderColor: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    // White on grey 700 is 8.4:1.
    '&[aria-pressed="true"]:active': { backgroundColor: vars.color.grey700, borderColor: vars.color.grey700 },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [canHover]: { selectors: { '&:hover': { borderColor: vars.color.text } } },
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&[aria-pressed="true"]': {
          backgroundColor: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
        '&:focus-visible': { outlineColor: 'Highlight' },
      },
    },
  },
});
