import { keyframes } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Page scrim: black at half strength, mixed from the token so a theme can change it. */
export const scrim = `color-mix(in srgb, ${vars.color.black} 50%, transparent)`;

/** The scrim's fade-in, shared by every overlay with a scrim (see `scrimFade`). */
export const scrimFadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
