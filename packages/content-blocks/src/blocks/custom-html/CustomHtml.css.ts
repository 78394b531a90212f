import { style } from '@vanilla-extract/css';

export const block = style({ display: 'block', width: '100%' });

/** The frame fills the block's width; its height comes from its content (inline, set by the island). */
export const frame = style({
  display: 'block',
  width: '100%',
  border: 0,
  margin: 0,
  padding: 0,
  colorScheme: 'light',
});
