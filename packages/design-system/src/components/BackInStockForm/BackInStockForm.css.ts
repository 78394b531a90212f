import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

/** The disclosure's trigger reads as a link (it opens a small form in place, not a page). */
export const summary = style({
  display: 'inline-block',
  minBlockSize: '1.5rem',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':focus-visible': {
    outline: `2px solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
});

export const form = style({
  display: 'grid',
  gap: vars.space.xs,
  maxInlineSize: '24rem',
  marginBlockStart: vars.space.small,
});

/** Native controls at the touch-target height (WCAG 2.5.8), bordered in the text colour. */
export const control = style({
  minBlockSize: '2.75rem',
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&[aria-invalid="true"]': { borderWidth: '2px', borderColor: vars.color.sale },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const error = style({ margin: 0, color: vars.color.sale });

export const submit = style({ justifySelf: 'start' });

/** Always in the page (empty, it takes one line), so what is put in it is announced without a jump. */
export const status = style({ minBlockSize: '1.25rem', margin: 0 });
