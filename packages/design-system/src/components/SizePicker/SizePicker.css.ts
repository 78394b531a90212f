import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const help = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const error = style([help, { color: vars.color.sale, fontWeight: vars.fontWeight.bold }]);

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const option = style({ display: 'flex' });

/**
 * A size box: 48 px square at least (touch size), text-coloured edge (≥ 3:1). Selected inverts; sold out is
 * greyed and struck through corner to corner, so the state never relies on colour alone.
 */
export const sizeButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 48,
  minHeight: 48,
  paddingInline: vars.space.xs,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  // Native radios: the label is the box; its input's states style it (`:has`). The focus ring follows the
  // keyboard (`data-focus-visible`, set by the picker), not `:focus-visible` (see interaction/keyboardModality).
  selectors: {
    '&:active:not(:has(input:disabled))': { backgroundColor: vars.color.grey100 },
    '&:has(input:checked)': {
      backgroundColor: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.textInverse,
    },
    '&[data-focus-visible]': focusRing,
    '&:has(input:disabled)': {
      cursor: 'not-allowed',
      borderColor: vars.color.grey300,
      backgroundColor: vars.color.surface,
      boxShadow: 'none',
      color: vars.color.disabledText,
    },
    // Struck through corner to corner: sold out (a size disabled only while an add is under way is not).
    '&[data-sold-out]::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: `linear-gradient(to top left, transparent calc(50% - 1px), ${vars.color.disabledText} calc(50% - 1px), ${vars.color.disabledText} calc(50% + 1px), transparent calc(50% + 1px))`,
    },
    '[data-invalid] &:not(:has(input:disabled))': { borderColor: vars.color.sale },
  },
  '@media': {
    // Touch screens keep :hover after a tap: the hover edge is for pointers that hover.
    '(hover: hover)': {
      selectors: {
        '&:hover:not(:has(input:disabled))': {
          borderColor: vars.color.text,
          boxShadow: `inset 0 0 0 1px ${vars.color.text}`,
        },
      },
    },
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&:has(input:checked)': {
          forcedColorAdjust: 'none',
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&:has(input:disabled)': { borderColor: 'GrayText', color: 'GrayText' },
        '&[data-sold-out]::after': {
          forcedColorAdjust: 'none',
          background:
            'linear-gradient(to top left, transparent calc(50% - 1px), GrayText calc(50% - 1px), GrayText calc(50% + 1px), transparent calc(50% + 1px))',
        },
      },
    },
  },
});
