import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

export const nav = style({
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const target = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 × 44 px targets (WCAG 2.5.8 asks 24, the shop's touch targets are 44).
  minWidth: 44,
  minHeight: 44,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
} as const;

/** A page number; the current one is filled black with white text (21:1). */
export const pageLink = style({
  ...target,
  paddingInline: vars.space.xxs,
  border: '1px solid transparent',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { borderColor: vars.color.border, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.textInverse,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]': { borderColor: 'Highlight', forcedColorAdjust: 'none' } },
    },
  },
});

/** Previous / Next: text with a chevron; below md only the chevron shows beside short text. */
export const stepLink = style({
  ...target,
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': focusRing,
  },
});

export const step = style({
  '@media': { [mediaQueries.md]: { marginInline: vars.space.xs } },
});

export const gap = style({
  ...target,
  minWidth: 24,
  color: vars.color.textMuted,
});
