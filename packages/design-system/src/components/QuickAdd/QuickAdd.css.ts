import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The trigger and its panel; while open it stacks above its neighbours (the cards below on a listing). */
export const root = style({
  position: 'relative',
  width: '100%',
  selectors: { '&[data-quick-add-open]': { zIndex: 3 } },
});

export const trigger = style({ width: '100%' });

/** A non-modal panel under the trigger, over whatever follows; as wide as the card. */
export const panel = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(100% + ${vars.space.xxs})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 200,
  padding: vars.space.xs,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.16)',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

export const addButton = style({ width: '100%' });
