import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/**
 * The notifications landmark: pinned to the bottom of the viewport (full width on mobile, bottom right from
 * 768 px). It lets clicks through where it has no toast.
 */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.xs,
  insetInline: vars.space.xs,
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
  '@media': {
    [mediaQueries.md]: {
      insetBlockEnd: vars.space.small,
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.small,
      width: 380,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One notification: black text on white with a dark edge (21:1), a teal accent stripe. */
export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.xxs,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.text}`,
  borderInlineStartWidth: 6,
  borderInlineStartColor: vars.color.brand,
  borderRadius: vars.radius.medium,
  boxShadow: `0 4px 16px color-mix(in srgb, ${vars.color.black} 20%, transparent)`,
  pointerEvents: 'auto',
  animationName: riseIn,
  animationDuration: vars.motion.durationShort,
  animationTimingFunction: vars.motion.easing,
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const message = style({
  flex: '1 1 auto',
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});
