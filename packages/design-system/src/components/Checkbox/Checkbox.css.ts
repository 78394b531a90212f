import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';
import { choiceRow } from '../TextField/TextField.css';

const boxSize = 24;

/** One checkbox with its description and error, stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

/** The clickable row: the shared choice row of the field styles. */
export const button = choiceRow;

/** The drawn box. Checked and indeterminate fill it black with a white mark (21:1). */
export const box = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: boxSize,
  height: boxSize,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.textInverse,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      backgroundColor: vars.color.text,
      borderColor: vars.color.text,
    },
    [`${button}[data-pressed] &`]: { borderColor: vars.color.grey700 },
    [`${button}[data-pressed][data-selected] &, ${button}[data-pressed][data-indeterminate] &`]: {
      backgroundColor: vars.color.grey700,
    },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.sale },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.disabledText,
      color: vars.color.disabledText,
    },
  },
  '@media': {
    // System colours: the check mark and the fill carry the state, so both use Highlight pairs.
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      backgroundColor: 'Canvas',
      selectors: {
        [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        [`${button}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
        [`${button}[data-disabled] &`]: { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

export const mark = style({ width: 18, height: 18, strokeWidth: 2.5 });

// Description and error line up with the label text, not the box.
globalStyle(`${field} > :not(${button})`, {
  paddingInlineStart: `calc(${boxSize}px + ${vars.space.xs})`,
});

/** A group of checkboxes: legend-like label, description, options, error. */
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
  gap: 0,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.small,
    },
  },
});
