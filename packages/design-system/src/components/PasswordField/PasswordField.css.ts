import { style } from '@vanilla-extract/css';

/**
 * PasswordField reuses the shared field look (`TextField.css.ts`): the bordered `inputGroup` holds the input and
 * the show/hide button, so the focus ring and the invalid border surround both.
 */
export const toggle = style({
  // Keeps the button clear of the group's rounded corner.
  marginInlineEnd: 1,
});
