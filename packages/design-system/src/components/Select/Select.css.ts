import { style } from '@vanilla-extract/css';
import { focusRing, focusRingWidth } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

/** Marks the Select root (added next to the shared field class) so the parts can follow its state. */
export const select = style({});

/** The closed control: looks like a text input, with the chosen value and a chevron. */
export const trigger = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: 48,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.xs,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-pressed]': { borderColor: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    // The invalid border is 1 px thicker (it survives forced colours); padding gives the pixel back.
    [`${select}[data-invalid] &`]: {
      borderWidth: 2,
      borderColor: vars.color.sale,
      paddingInline: `calc(${vars.space.xs} - 1px)`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.disabledSurface,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    [`${trigger}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});

/** Points down when closed, up when open. */
export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${select}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});

/** The open list, as wide as the control at least; above page content and sticky headers. */
export const popover = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  overflowY: 'auto',
  zIndex: vars.zIndex.modal,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.16)',
  outline: 'none',
});

export const listBox = style({
  paddingBlock: vars.space.xxs,
  outline: 'none',
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

/**
 * One option, 44 px tall. The focused option gets a muted background (and an inset ring from the keyboard);
 * the chosen one is bold with a check mark; a disabled one (e.g. a sold-out size) is struck through, so it does
 * not rely on its grey.
 */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.xs,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `-${focusRingWidth}`, boxShadow: 'none' },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': {
      color: vars.color.disabledText,
      textDecorationLine: 'line-through',
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused], &[data-hovered]': { backgroundColor: 'Highlight', color: 'HighlightText' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const itemText = style({ flex: 1, minWidth: 0 });

/** Keeps the check mark's space when unselected, so labels do not shift. */
export const check = style({
  flexShrink: 0,
  visibility: 'hidden',
  selectors: {
    [`${item}[data-selected] &`]: { visibility: 'visible' },
    // The closed control shows the chosen option's content, but not its check mark.
    [`${value} &`]: { display: 'none' },
  },
});
