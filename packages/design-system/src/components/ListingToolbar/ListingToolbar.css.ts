import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

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

export const controls = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  flex: '1 1 100%',
  '@media': { [mediaQueries.md]: { flex: '0 1 auto' } },
});

export const sort = style({
  flex: '1 1 auto',
  minWidth: 200,
});

export const views = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
});

/** A 48 × 48 icon toggle (as tall as the select); the pressed one is filled black with a white icon (21:1). */
export const viewButton = style({
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
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-selected]': {
      backgroundColor: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.textInverse,
    },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-selected]': {
          backgroundColor: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
      },
    },
  },
});
