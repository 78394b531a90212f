import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/** The floating box. RAC positions it and sets `[data-placement]`, `[data-entering]`, `[data-exiting]`. */
export const popover = style({
  minWidth: 200,
  maxWidth: 'min(360px, calc(100vw - 24px))',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: `0 4px 16px color-mix(in srgb, ${vars.color.black} 20%, transparent)`,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animationName: popIn,
      animationDuration: vars.motion.durationShort,
      animationTimingFunction: vars.motion.easing,
    },
    '&[data-exiting]': {
      animationName: popIn,
      animationDuration: vars.motion.durationShort,
      animationTimingFunction: vars.motion.easing,
      animationDirection: 'reverse',
      animationFillMode: 'forwards',
    },
    '&[data-placement=top]': { transformOrigin: 'bottom center' },
    '&[data-placement=bottom]': { transformOrigin: 'top center' },
    '&[data-placement=left]': { transformOrigin: 'center right' },
    '&[data-placement=right]': { transformOrigin: 'center left' },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const dialog = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.xxs,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

/**
 * The arrow: a bordered triangle pointing at the trigger, turned to match the placement and pulled 1 px into the
 * box so it covers the box's border where they meet.
 */
export const arrow = style({
  display: 'block',
  overflow: 'visible',
  transform: 'translateY(-1px)',
  selectors: {
    '[data-placement=bottom] > &': { transform: 'rotate(180deg) translateY(-1px)' },
    '[data-placement=left] > &': { transform: 'rotate(-90deg) translateY(-1px)' },
    '[data-placement=right] > &': { transform: 'rotate(90deg) translateY(-1px)' },
  },
});

export const arrowShape = style({
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 1,
  '@media': {
    '(forced-colors: active)': { fill: 'Canvas', stroke: 'CanvasText' },
  },
});
