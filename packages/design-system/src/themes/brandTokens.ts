import { fontWeightValues, motionDurationSeconds, spacePx } from '../tokens/scale';
import type { ThemeTokens } from '../tokens/types';

/**
 * Brand theme values as plain data, so they can be unit-tested (contrast pairs) and reused without CSS.
 * `brand.css.ts` turns them into the `brandTheme` class.
 *
 * Fonts: Quisas, Quisas-2 and Athletics are licensed faces this repository cannot ship. The tokens keep their
 * names and stand in with open-licence faces served from the package (`fonts.css`): Fraunces, Playfair Display
 * and Inter, all variable, so Medium 500, Bold 700 and Extra Bold 800 are one file each.
 */
export const brandTokens = {
  color: {
    brand: '#64E6D6',
    brandHover: '#3FCFBE',
    brandPressed: '#2BB8A8',
    onBrand: '#000000',
    white: '#FFFFFF',
    black: '#000000',
    sale: '#C8102E',
    onSale: '#FFFFFF',
    grey100: '#F5F5F5',
    grey200: '#EBEBEB',
    grey300: '#D1D1D1',
    grey500: '#767676',
    grey700: '#4D4D4D',
    grey900: '#1A1A1A',
    surface: '#FFFFFF',
    surfaceMuted: '#F5F5F5',
    text: '#000000',
    textMuted: '#595959',
    textInverse: '#FFFFFF',
    border: '#767676',
    focusRing: '#000000',
    focusRingContrast: '#FFFFFF',
    disabledSurface: '#EBEBEB',
    disabledText: '#595959',
  },
  font: {
    // The licensed face first (used wherever a licensee adds its @font-face), then the self-hosted open-licence
    // stand-in (`fonts.css`), then local faces sized to the stand-in's metrics (the published `fonts.css` declares
    // them, scripts/fonts.mjs: nothing moves when the web font swaps in), then system fallbacks.
    quisas:
      "Quisas, 'Fraunces Variable', 'Fraunces Variable Fallback: Georgia', 'Fraunces Variable Fallback: Times New Roman', Georgia, 'Times New Roman', serif",
    quisas2:
      "'Quisas-2', 'Playfair Display Variable', 'Playfair Display Variable Fallback: Georgia', 'Playfair Display Variable Fallback: Times New Roman', Georgia, 'Times New Roman', serif",
    athletics:
      "Athletics, 'Inter Variable', 'Inter Variable Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  },
  fontSize: {
    // Fluid sizes: rem + vw so they both scale with the viewport and with browser zoom / text size.
    h1: 'clamp(2.5rem, 1.9rem + 2.5vw, 4.5rem)',
    h2: 'clamp(2rem, 1.6rem + 1.75vw, 3.5rem)',
    h3: 'clamp(1.75rem, 1.5rem + 1vw, 2.5rem)',
    h4: 'clamp(1.5rem, 1.35rem + 0.6vw, 2rem)',
    h5: 'clamp(1.25rem, 1.2rem + 0.25vw, 1.5rem)',
    title1: 'clamp(3rem, 2rem + 4.5vw, 6rem)',
    title2: 'clamp(2.5rem, 1.75rem + 3.25vw, 5rem)',
    body: '1rem',
    small: '0.875rem',
  },
  fontWeight: {
    medium: String(fontWeightValues.medium),
    bold: String(fontWeightValues.bold),
    extraBold: String(fontWeightValues.extraBold),
  },
  lineHeight: {
    tight: '1.1',
    heading: '1.2',
    body: '1.5',
  },
  space: {
    xxs: `${spacePx.xxs}px`,
    xs: `${spacePx.xs}px`,
    small: `${spacePx.small}px`,
    medium: `${spacePx.medium}px`,
    large: `${spacePx.large}px`,
    xl: `${spacePx.xl}px`,
    xxl: `${spacePx.xxl}px`,
  },
  radius: {
    none: '0',
    small: '2px',
    medium: '4px',
    pill: '9999px',
  },
  motion: {
    duration: `${motionDurationSeconds}s`,
    durationShort: '0.15s',
    easing: 'cubic-bezier(0.4, 0, 0.2, 1)',
  },
  zIndex: {
    header: '100',
    sidePanel: '200',
    modal: '300',
    toast: '400',
  },
} as const satisfies ThemeTokens;

/**
 * Every foreground/background pair the brand theme's components use. `brandTheme.test.ts` checks each one
 * against WCAG AA; add a pair here whenever a component introduces a new combination.
 */
export const brandContrastPairs: ReadonlyArray<{
  use: string;
  fg: keyof typeof brandTokens.color;
  bg: keyof typeof brandTokens.color;
  /** 4.5 for text (WCAG 1.4.3), 3 for focus indicators and meaningful borders (1.4.11 / 2.4.13). */
  min: number;
}> = [
  { use: 'body text', fg: 'text', bg: 'surface', min: 4.5 },
  { use: 'muted text', fg: 'textMuted', bg: 'surface', min: 4.5 },
  { use: 'muted text on muted panel', fg: 'textMuted', bg: 'surfaceMuted', min: 4.5 },
  { use: 'primary button', fg: 'onBrand', bg: 'brand', min: 4.5 },
  { use: 'primary button hovered', fg: 'onBrand', bg: 'brandHover', min: 4.5 },
  { use: 'primary button pressed', fg: 'onBrand', bg: 'brandPressed', min: 4.5 },
  { use: 'secondary/tertiary button', fg: 'text', bg: 'surface', min: 4.5 },
  { use: 'secondary button hovered', fg: 'textInverse', bg: 'text', min: 4.5 },
  { use: 'secondary button pressed', fg: 'textInverse', bg: 'grey700', min: 4.5 },
  { use: 'tertiary button pressed', fg: 'grey700', bg: 'surface', min: 4.5 },
  { use: 'disabled button (filled)', fg: 'disabledText', bg: 'disabledSurface', min: 4.5 },
  { use: 'disabled button (outlined/text)', fg: 'disabledText', bg: 'surface', min: 4.5 },
  { use: 'outline border', fg: 'border', bg: 'surface', min: 3 },
  { use: 'sale badge', fg: 'onSale', bg: 'sale', min: 4.5 },
  { use: 'sale price', fg: 'sale', bg: 'surface', min: 4.5 },
  { use: 'new badge', fg: 'onBrand', bg: 'brand', min: 4.5 },
  { use: 'neutral badge', fg: 'text', bg: 'grey200', min: 4.5 },
  { use: 'text on muted panel', fg: 'text', bg: 'surfaceMuted', min: 4.5 },
  { use: 'focus ring on surface', fg: 'focusRing', bg: 'surface', min: 3 },
  { use: 'focus ring against its halo', fg: 'focusRing', bg: 'focusRingContrast', min: 3 },
];
