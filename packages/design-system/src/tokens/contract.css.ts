import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Every theme (`brandTheme`, later market or campaign themes) fills these slots with
 * `createTheme(vars, …)`; components only ever read `vars.*`, so they work under any theme class.
 *
 * Adding a token: add the slot here, then a value in every theme (TypeScript enforces it).
 */
export const vars = createThemeContract({
  color: {
    /** Brand teal. Pair only with dark text (`onBrand`): white on teal fails WCAG AA. */
    brand: null,
    brandHover: null,
    brandPressed: null,
    /** Text/icon colour on `brand`, `brandHover` and `brandPressed`. */
    onBrand: null,
    white: null,
    black: null,
    /** Sale badge / sale price red (spec default badge colour). */
    sale: null,
    /** Text on `sale`. */
    onSale: null,
    grey100: null,
    grey200: null,
    grey300: null,
    grey500: null,
    grey700: null,
    grey900: null,
    /** Page background. */
    surface: null,
    /** Subtle panel background. */
    surfaceMuted: null,
    /** Default text on `surface`. */
    text: null,
    /** Secondary text on `surface` (still AA). */
    textMuted: null,
    /** Text on `text`-coloured backgrounds (inverted). */
    textInverse: null,
    /** Borders and dividers that carry meaning (≥ 3:1 against `surface`). */
    border: null,
    /** Keyboard focus ring. */
    focusRing: null,
    /** Halo between the control and the focus ring, so the ring shows on any background. */
    focusRingContrast: null,
    disabledSurface: null,
    disabledText: null,
  },
  font: {
    /** Display serif "Quisas". */
    quisas: null,
    /** Alternate display cut "Quisas-2". */
    quisas2: null,
    /** Sans "Athletics": body copy and UI. */
    athletics: null,
  },
  fontSize: {
    h1: null,
    h2: null,
    h3: null,
    h4: null,
    h5: null,
    title1: null,
    title2: null,
    body: null,
    small: null,
  },
  fontWeight: {
    medium: null,
    bold: null,
    extraBold: null,
  },
  lineHeight: {
    tight: null,
    heading: null,
    body: null,
  },
  space: {
    xxs: null,
    xs: null,
    small: null,
    medium: null,
    large: null,
    xl: null,
    xxl: null,
  },
  radius: {
    none: null,
    small: null,
    medium: null,
    pill: null,
  },
  motion: {
    /** Standard transition (0.75 s in the spec). Becomes ~0 under `prefers-reduced-motion: reduce`. */
    duration: null,
    /** Short feedback transition for hover/press. Becomes ~0 under `prefers-reduced-motion: reduce`. */
    durationShort: null,
    easing: null,
  },
  zIndex: {
    header: null,
    sidePanel: null,
    modal: null,
    toast: null,
  },
});
