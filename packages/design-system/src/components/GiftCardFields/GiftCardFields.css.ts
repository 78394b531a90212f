import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/** A borderless fieldset: the legend names the group, the fields are laid out in `fields`. */
export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

export const legend = style({
  // Floats the legend into the flow, so the gap below it is the grid's own.
  float: 'left',
  width: '100%',
  marginBlockEnd: vars.space.small,
  padding: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  selectors: {
    '[data-disabled] > &': { color: vars.color.disabledText },
  },
});

/**
 * One column on phones; from `sm` two: recipient email and name, then your email and name, side by side. The
 * send date and the message take the whole row.
 */
export const fields = style({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'start',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A field across both columns (send date, message). */
export const wide = style({
  gridColumn: '1 / -1',
});

/** The send date: a native date input needs no full row's width. */
export const dateField = style([wide, { maxWidth: '20rem' }]);
