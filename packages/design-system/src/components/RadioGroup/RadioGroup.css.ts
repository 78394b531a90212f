import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';
import { choiceRow } from '../TextField/TextField.css';

const circleSize = 24;

/** The group: label, description, options, error. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.small,
    },
  },
});

/** One option with its own description. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
});

/** The clickable row: the shared choice row of the field styles. */
export const button = choiceRow;

/** The drawn circle. Selected: a thick black ring around a white centre, so it differs by shape, not colour. */
export const circle = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  width: circleSize,
  height: circleSize,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-selected] &`]: { borderWidth: 7, borderColor: vars.color.text },
    [`${button}[data-pressed] &`]: { borderColor: vars.color.grey700 },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.sale },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.disabledText,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      backgroundColor: 'Canvas',
      selectors: {
        [`${button}[data-selected] &`]: { borderColor: 'Highlight' },
        [`${button}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
        [`${button}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

// An option's description lines up with its label text, not the circle.
globalStyle(`${field} > :not(${button})`, {
  paddingInlineStart: `calc(${circleSize}px + ${vars.space.xs})`,
  marginBlockEnd: vars.space.xxs,
});
