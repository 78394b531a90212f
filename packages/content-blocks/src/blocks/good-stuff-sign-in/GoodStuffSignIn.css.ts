import { style } from '@vanilla-extract/css';
import { buttonClassName, mediaQueries, vars } from '@wardrobe/design-system';

/**
 * The sign-in block: black text on the page's white surface (21:1; the message in `textMuted`, 7:1), with the
 * brand teal as a thin top edge (decorative: no text sits on it). A column at most 32rem wide, centred; its
 * height depends on its texts and the host's form only, so nothing moves once the scripts arrive.
 */
export const block = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
  width: '100%',
  maxInlineSize: '32rem',
  marginBlock: 0,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.small,
  borderBlockStart: `6px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.md]: { paddingInline: vars.space.xl },
    '(forced-colors: active)': { borderBlockStartColor: 'CanvasText' },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** The divider between the login form and the footer: decorative. */
export const divider = style({
  width: '100%',
  margin: 0,
  border: 0,
  borderBlockStart: `1px solid ${vars.color.text}`,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const footerTitle = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

/**
 * The design system's button looks, worked out at build time (no run-time import of the design system):
 * Create account is secondary (outlined), the fallback 'Sign In' link primary, so the one action reads first.
 */
export const createAccountButton: string = buttonClassName('secondary');
export const signInButton: string = buttonClassName('primary');
