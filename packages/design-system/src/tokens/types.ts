import type { vars } from './contract.css';

/** The shape of the theme contract: every leaf is a CSS `var(--…)` reference. */
export type ThemeVars = typeof vars;

export type ColorToken = keyof ThemeVars['color'];
export type FontToken = keyof ThemeVars['font'];
export type FontSizeToken = keyof ThemeVars['fontSize'];
export type FontWeightToken = keyof ThemeVars['fontWeight'];
export type LineHeightToken = keyof ThemeVars['lineHeight'];
export type SpaceToken = keyof ThemeVars['space'];
export type RadiusToken = keyof ThemeVars['radius'];
export type MotionToken = keyof ThemeVars['motion'];
export type ZIndexToken = keyof ThemeVars['zIndex'];

/** The values a theme must provide: the contract with a string at every leaf. */
export type ThemeTokens = {
  [Group in keyof ThemeVars]: { [Token in keyof ThemeVars[Group]]: string };
};
