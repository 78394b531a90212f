import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

const base = style({
  color: vars.color.text,
  fontFamily: 'inherit',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  outline: 'none',
  cursor: 'pointer',
  transitionProperty: 'text-decoration-color, text-decoration-thickness, color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:focus-visible': focusRing,
  },
  '@media': {
    // Forced colours repaint the link in LinkText; keep the focus ring in the system highlight.
    '(forced-colors: active)': {
      selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
    },
  },
});

export const link = styleVariants({
  /** Inside running text: always underlined, so it never relies on colour alone (WCAG 1.4.1). */
  inline: [
    base,
    {
      fontSize: 'inherit',
      fontWeight: 'inherit',
      textDecorationLine: 'underline',
      textDecorationThickness: '1px',
      selectors: { '&:hover': { textDecorationThickness: '2px' } },
    },
  ],
  /** On its own line ("View all", "Size guide"): bold, underlined on hover, at least 24 px tall (WCAG 2.5.8). */
  standalone: [
    base,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxs,
      minHeight: 24,
      fontSize: vars.fontSize.body,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.heading,
      textDecorationLine: 'underline',
      textDecorationColor: 'transparent',
      textDecorationThickness: '2px',
      selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
    },
  ],
});

/** The icon's own `small` size (16 px) suits body and small text; it sits on the text's baseline. */
export const externalIcon = style({ verticalAlign: '-0.125em' });

/** An unsafe href: the text stays, without link styling. */
export const notALink = style({ color: 'inherit' });
