import { createVar, fallbackVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wardrobe/design-system';

/**
 * The colour pair a block's calls to action are drawn in. A block sets them (inline, with `ctaColours`) from its
 * own text and background colours, so its buttons keep the block's contrast on any background. Unset, they are
 * black on white.
 */
export const ctaInkVar = createVar();
export const ctaPaperVar = createVar();

const ink = fallbackVar(ctaInkVar, '#000000');
const paper = fallbackVar(ctaPaperVar, '#FFFFFF');

/**
 * A call to action is a link, so it is an anchor drawn like the design system's Button (its height, radius, font
 * and weight): primary = filled with the ink, secondary = outlined, tertiary = underlined text.
 */
export const callToActionLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minHeight: 48,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.small,
    borderWidth: 2,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.small,
    fontFamily: vars.font.athletics,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    textAlign: 'center',
    textDecoration: 'none',
    outline: 'none',
    transitionProperty: 'background-color, color, text-decoration-thickness',
    transitionDuration: vars.motion.durationShort,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:focus-visible': {
        outline: `3px solid ${ink}`,
        outlineOffset: '2px',
        boxShadow: `0 0 0 2px ${paper}`,
      },
    },
    '@media': {
      '(forced-colors: active)': { borderColor: 'LinkText' },
      '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    },
  },
  variants: {
    buttonStyle: {
      primary: {
        backgroundColor: ink,
        borderColor: ink,
        color: paper,
        selectors: { '&:hover': { backgroundColor: paper, color: ink } },
      },
      secondary: {
        backgroundColor: 'transparent',
        borderColor: ink,
        color: ink,
        selectors: { '&:hover': { backgroundColor: ink, color: paper } },
      },
      tertiary: {
        backgroundColor: 'transparent',
        color: ink,
        paddingInline: vars.space.xxs,
        textDecorationLine: 'underline',
        textDecorationThickness: '1px',
        textUnderlineOffset: '0.25em',
        selectors: { '&:hover': { textDecorationThickness: '3px' } },
      },
    },
  },
  defaultVariants: { buttonStyle: 'primary' },
});
