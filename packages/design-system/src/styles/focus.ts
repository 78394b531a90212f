import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** Ring thickness and gap. 3 px solid at ≥ 3:1 exceeds WCAG 2.2 focus appearance (2.4.13, 2 px perimeter). */
export const focusRingWidth = '3px';
export const focusRingOffset = '2px';

/**
 * The visible keyboard-focus ring: a black outline separated from the control by a white halo, so it reads on
 * light and dark backgrounds alike. Use under a `[data-focus-visible]` (react-aria) or `:focus-visible` selector.
 */
export const focusRing: StyleRule = {
  outline: `${focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: focusRingOffset,
  boxShadow: `0 0 0 ${focusRingOffset} ${vars.color.focusRingContrast}`,
};
