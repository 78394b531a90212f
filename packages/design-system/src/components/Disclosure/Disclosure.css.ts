import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

/** One disclosure: a full-width trigger row over its panel, closed off by a hairline divider. */
export const disclosure = style({
  borderBlockEnd: `1px solid ${vars.color.grey300}`,
});

/** The heading only gives the trigger its place in the outline; the trigger carries the look. */
export const heading = style({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
});

/**
 * The trigger row. Also the look of a native `<summary>` (the listing filters'): elements react-aria does not
 * render (no `[data-rac]`) get the same states from `:hover` and `:focus-visible`.
 */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  // 48 px tall: a comfortable touch target for footer columns on phones.
  minHeight: 48,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  textDecorationLine: 'underline',
  textDecorationColor: 'transparent',
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.25em',
  transitionProperty: 'text-decoration-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered], &:not([data-rac]):hover': { textDecorationColor: 'currentColor' },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focus-visible], &:not([data-rac]):focus-visible': { outlineColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

/** Points down when closed and turns to point up when open (the trigger's `aria-expanded` is the source). */
export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'rotate',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${trigger}[aria-expanded="true"] > &`]: { rotate: '180deg' },
  },
});

/**
 * react-aria sets `--disclosure-panel-height` to the content height while opening and closing, then `auto`,
 * so the panel slides open; the token durations collapse the slide under reduced motion.
 */
export const panel = style({
  height: 'var(--disclosure-panel-height)',
  overflow: 'clip',
  // Leaves room for the focus ring of a link at the panel's edge.
  overflowClipMargin: vars.space.xxs,
  transitionProperty: 'height',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
});

export const panelContent = style({
  paddingBlockEnd: vars.space.small,
});
