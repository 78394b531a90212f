import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/**
 * Base styles for an element carrying a theme class (normally `<body>`, or the Storybook wrapper).
 * Call it from the theme's `.css.ts` file, once per theme class.
 */
export function applyThemeBase(themeClass: string): void {
  const scope = `.${themeClass}`;

  globalStyle(scope, {
    colorScheme: 'light',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.athletics,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.body,
    boxSizing: 'border-box',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
    '@media': {
      // Token-driven transitions collapse to (almost) nothing for people who ask for less motion.
      '(prefers-reduced-motion: reduce)': {
        vars: {
          [vars.motion.duration]: '0.01ms',
          [vars.motion.durationShort]: '0.01ms',
        },
      },
    },
  });

  globalStyle(`${scope} *, ${scope} *::before, ${scope} *::after`, {
    boxSizing: 'inherit',
    '@media': {
      // Catch hard-coded animations and smooth scrolling too (e.g. carousels, "scroll to block").
      '(prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        // csstype has no `!important` variant for scroll-behavior.
        scrollBehavior: 'auto !important' as 'auto',
      },
    },
  });
}
