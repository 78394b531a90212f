import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Items carry a divider below each; the group adds the one above the first. */
export const accordion = style({
  borderBlockStart: `1px solid ${vars.color.grey300}`,
});
