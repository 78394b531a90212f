import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

/**
 * Button styles. States key off react-aria's data attributes, so hover is mouse-only, press covers touch,
 * mouse and keyboard, and the focus ring shows for keyboard focus only.
 * Rule order inside each variant matters: hovered, then pressed, then disabled.
 *
 * Why static class maps (`style` + `styleVariants`) rather than `recipe()`: the recipe runtime and its variant
 * table would be shipped with every button, and Button + Text + Stack must stay under 15 kB gzipped. The maps
 * are the same recipe written out: `base`, one class per `variant`, one per `size`, and the compound rule.
 */
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.small,
  fontFamily: vars.font.athletics,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transitionProperty:
    'background-color, border-color, color, text-decoration-color, text-decoration-thickness',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing,
    '&[data-disabled], &:not([data-rac]):disabled': { cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': {
    // Windows High Contrast / forced colours: keep a visible boundary and a system-coloured disabled state.
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-focus-visible], &:not([data-rac]):focus-visible': { outlineColor: 'Highlight' },
        '&[data-disabled], &:not([data-rac]):disabled': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

export const variant = styleVariants({
  /** Black text on brand teal (13.8:1). */
  primary: {
    backgroundColor: vars.color.brand,
    borderColor: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      '&[data-hovered], &:not([data-rac]):hover': {
        backgroundColor: vars.color.brandHover,
        borderColor: vars.color.brandHover,
      },
      '&[data-pressed], &:not([data-rac]):active': {
        backgroundColor: vars.color.brandPressed,
        borderColor: vars.color.brandPressed,
      },
      '&[data-disabled], &:not([data-rac]):disabled': {
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
        color: vars.color.disabledText,
      },
    },
  },
  /** Outlined: text-coloured border, inverts on hover. */
  secondary: {
    backgroundColor: 'transparent',
    borderColor: vars.color.text,
    color: vars.color.text,
    selectors: {
      '&[data-hovered], &:not([data-rac]):hover': {
        backgroundColor: vars.color.text,
        color: vars.color.textInverse,
      },
      '&[data-pressed], &:not([data-rac]):active': {
        backgroundColor: vars.color.grey700,
        borderColor: vars.color.grey700,
        color: vars.color.textInverse,
      },
      '&[data-disabled], &:not([data-rac]):disabled': {
        backgroundColor: 'transparent',
        borderColor: vars.color.disabledText,
        color: vars.color.disabledText,
      },
    },
  },
  /** Text-style: underlined label, underline thickens on hover. */
  tertiary: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.25em',
    selectors: {
      '&[data-hovered], &:not([data-rac]):hover': { textDecorationThickness: '3px' },
      '&[data-pressed], &:not([data-rac]):active': {
        color: vars.color.grey700,
        textDecorationThickness: '3px',
      },
      '&[data-disabled], &:not([data-rac]):disabled': {
        color: vars.color.disabledText,
        textDecorationThickness: '1px',
      },
    },
  },
});

// Every size clears the WCAG 2.2 target size (2.5.8, 24 px); medium and large clear 44 px.
export const size = styleVariants({
  small: {
    minHeight: 36,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.xs,
    fontSize: vars.fontSize.small,
  },
  medium: {
    minHeight: 48,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.small,
    fontSize: vars.fontSize.body,
  },
  large: {
    minHeight: 56,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.medium,
    fontSize: vars.fontSize.body,
  },
});

// Defined after the sizes so it wins: a text button needs little horizontal padding whatever its size, so it
// lines up with the copy around it.
export const tertiaryPadding = style({ paddingInline: vars.space.xxs });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The loading spinner inside a pending button (it stops turning under reduced motion, via the theme base). */
export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.pill,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
