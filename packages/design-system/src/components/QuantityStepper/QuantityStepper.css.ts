import { style } from '@vanilla-extract/css';
import { inputGroup } from '../TextField/TextField.css';

/**
 * QuantityStepper reuses the shared field look (`TextField.css.ts`): one bordered box holds
 * [− button][number][+ button]; it takes the input's focus ring and invalid border.
 */
export const group = style([inputGroup, { display: 'inline-flex', width: 'auto', alignSelf: 'flex-start' }]);

/** Room for three digits, centred between the buttons. */
export const input = style({
  flex: 'none',
  width: '3.5em',
  paddingInline: 0,
  textAlign: 'center',
  // Digits of equal width, so the number does not jiggle as it changes.
  fontVariantNumeric: 'tabular-nums',
});

export const button = style({
  marginInline: 1,
});
