import { style } from '@vanilla-extract/css';
import { focusRing, focusRingOffset, focusRingWidth } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** One row of tabs on a hairline; on a narrow screen the row scrolls sideways instead of wrapping. */
export const tabList = style({
  display: 'flex',
  gap: vars.space.small,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  borderBlockEnd: `1px solid ${vars.color.grey300}`,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  // 44 px: touch-sized, well above the 24 px WCAG 2.2 minimum.
  minHeight: 44,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xxs,
  color: vars.color.textMuted,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // The underline: drawn for every tab but scaled to nothing unless selected, so it grows in on selection.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      height: 3,
      backgroundColor: vars.color.text,
      transform: 'scaleX(0)',
      transitionProperty: 'transform',
      transitionDuration: vars.motion.durationShort,
      transitionTimingFunction: vars.motion.easing,
    },
    '&[data-selected]::after': { transform: 'scaleX(1)' },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text },
    // The list scrolls, which would clip an outer ring, so the ring is drawn inside the tab.
    '&[data-focus-visible]': {
      ...focusRing,
      outlineOffset: `calc(-1 * ${focusRingWidth})`,
      boxShadow: `inset 0 0 0 calc(${focusRingWidth} + ${focusRingOffset}) ${vars.color.focusRingContrast}`,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
        // Colour alone would vanish in forced colours: draw the underline in the system highlight colour.
        '&::after': { forcedColorAdjust: 'none', backgroundColor: 'Highlight' },
      },
    },
  },
});

export const tabPanel = style({
  paddingBlock: vars.space.small,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
