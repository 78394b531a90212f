/**
 * Plain (non-CSS) token values that come straight from the spec. They are the single source for the brand
 * theme and are exported for code that needs numbers rather than CSS variables (layout maths, image widths,
 * mapping editor choices such as "XXS" onto tokens).
 */

/** Spacing sizes in px, spec 002 §3 "Other enumerations": XXS 6 … XXL 72. */
export const spacePx = {
  xxs: 6,
  xs: 12,
  small: 24,
  medium: 36,
  large: 48,
  xl: 60,
  xxl: 72,
} as const;

/** Font weights, spec 002 §3: Medium, Bold, Extra Bold. */
export const fontWeightValues = {
  medium: 500,
  bold: 700,
  extraBold: 800,
} as const;

/** Standard transition duration in seconds, spec 002 §9 ("transition 0.75 s"). */
export const motionDurationSeconds = 0.75;
