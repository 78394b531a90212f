import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

/** The alert region for notices ('Sorry we have had to adjust the quantity'); empty, it takes no room. */
export const notices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: { '&:empty': { marginBlockEnd: `calc(-1 * ${vars.space.small})` } },
});

/** A notice, and the sold-out message by the checkout button. */
export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
    margin: 0,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    tone: {
      /** A boxed notice: a muted panel with a border on the start side (kept in forced colours). */
      notice: {
        padding: vars.space.xs,
        borderInlineStart: `4px solid ${vars.color.text}`,
        borderRadius: vars.radius.small,
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.text,
      },
      /** Sale red (5.9:1), with an alert icon and words, so it is never colour alone. */
      error: {
        color: vars.color.sale,
        '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
      },
    },
  },
  defaultVariants: { tone: 'notice' },
});

/** Lines the 16 px icon up with the first line of a 14 px / 1.5 message. */
export const messageIcon = style({ flexShrink: 0, marginBlockStart: '0.1875em' });

export const empty = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Lines are divided by hairlines in the border colour (3:1, so the division shows in every theme). */
export const lineItem = style({
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
});

export const summary = style({ display: 'flex', flexDirection: 'column' });

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const row = recipe({
  base: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    total: {
      true: {
        marginBlockStart: vars.space.xxs,
        paddingBlockStart: vars.space.xs,
        borderBlockStart: `1px solid ${vars.color.border}`,
        fontWeight: vars.fontWeight.bold,
      },
      false: {},
    },
  },
  defaultVariants: { total: false },
});

export const term = style({ margin: 0 });
export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const checkout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const checkoutButton = style({ width: '100%' });
