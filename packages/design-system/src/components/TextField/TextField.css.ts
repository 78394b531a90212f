import { type StyleRule, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

/**
 * The form-field look shared by every form control (TextField, PasswordField, SearchField, Select, Checkbox,
 * RadioGroup, QuantityStepper). States key off react-aria's data attributes.
 *
 * Invalid is never shown by colour alone: the border thickens (which survives forced colours) and an error
 * message with an alert icon appears below.
 */

/** Border and padding of a bordered control; the invalid border is 1 px thicker, so padding gives 1 px back. */
const borderWidth = 1;
const invalidBorderWidth = 2;
const paddingInline = vars.space.xs;
const invalidPaddingInline = `calc(${vars.space.xs} - ${invalidBorderWidth - borderWidth}px)`;

/** The label, control, description and error of one field, stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

export const label = style({
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  selectors: {
    '[data-disabled] > &': { color: vars.color.disabledText },
  },
});

/** The visible "*" of a required field (hidden from assistive technology, which hears "required"). */
export const requiredMarker = style({
  marginInlineStart: '0.25em',
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

/** Sale red on the page is 5.9:1 (AA); the icon repeats the meaning for anyone who cannot tell the red apart. */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  color: vars.color.sale,
});

/** Lines the 16 px icon up with the first line of a 14 px / 1.5 message. */
export const errorIcon = style({ marginBlockStart: '0.1875em' });

const controlBase: StyleRule = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 48,
  margin: 0,
  borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  // 16 px keeps iOS from zooming into the field on focus.
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
};

const invalidControl: StyleRule = {
  borderWidth: invalidBorderWidth,
  borderColor: vars.color.sale,
  paddingInline: invalidPaddingInline,
};

const disabledControl: StyleRule = {
  backgroundColor: vars.color.disabledSurface,
  borderColor: vars.color.disabledSurface,
  color: vars.color.disabledText,
  cursor: 'not-allowed',
};

/** A bordered single-line input (RAC `Input`). Text inputs show the ring on any focus, as browsers do. */
export const input = style({
  ...controlBase,
  paddingBlock: 0,
  paddingInline,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&:focus-visible': focusRing,
    '&[data-invalid]': invalidControl,
    '&[data-disabled]': disabledControl,
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'FieldText',
      selectors: {
        '&:focus-visible': { outlineColor: 'Highlight' },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

/** A bordered multi-line input (RAC `TextArea`). */
export const textArea = style([input, { minHeight: 120, paddingBlock: vars.space.xs, resize: 'vertical' }]);

/**
 * A bordered box holding an input plus icons or buttons (password toggle, search icon and clear button). The
 * box takes the input's states, so the ring surrounds the whole control.
 */
export const inputGroup = style({
  ...controlBase,
  display: 'flex',
  alignItems: 'center',
  paddingInline: 0,
  selectors: {
    '&:has(input[data-hovered])': { borderColor: vars.color.text },
    '&:has(input:focus-visible)': focusRing,
    '&:has(input[data-invalid])': { ...invalidControl, paddingInline: 0 },
    '&:has(input[data-disabled])': disabledControl,
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'FieldText',
      selectors: {
        '&:has(input:focus-visible)': { outlineColor: 'Highlight' },
        '&:has(input[data-disabled])': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

/** The borderless input inside an `inputGroup`; the group draws border and ring. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.xs,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    // The browser's own clear cross would duplicate the design system's "Clear search" button.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

/** A 44 × 44 icon button inside an `inputGroup` (fits the 48 px field even with the 2 px invalid border). */
export const iconButton = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.grey200 },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.disabledText,
      backgroundColor: 'transparent',
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'ButtonText',
      selectors: {
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

/**
 * The clickable row of a checkbox or radio (RAC `CheckboxButton` / `RadioButton`, a `<label>`): mark and text,
 * 44 px tall so the whole row is a comfortable touch target; clicking the text toggles too.
 */
export const choiceRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
