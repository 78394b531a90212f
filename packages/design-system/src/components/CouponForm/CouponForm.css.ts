import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

/** The field and Apply side by side; Apply lines up with the input, below the field's label. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.xs,
  alignItems: 'start',
});

/** The label's line (16 px × 1.5) and the field's gap above the input. */
export const apply = style({
  marginBlockStart: `calc(${vars.fontSize.body} * ${vars.lineHeight.body} + ${vars.space.xxs})`,
});

export const appliedList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: 0,
  listStyle: 'none',
});

export const appliedCode = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const code = style({
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

/** The live region: always in the page (empty, it takes no room), so what is put in it is announced. */
export const status = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const accepted = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

/** Lines the 16 px icon up with the first line of a 14 px / 1.5 message. */
export const icon = style({ flexShrink: 0, marginBlockStart: '0.1875em' });
