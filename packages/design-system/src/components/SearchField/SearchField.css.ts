import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/**
 * SearchField reuses the shared field look (`TextField.css.ts`): the bordered `inputGroup` holds the search icon,
 * the input and the clear button, so the focus ring and the invalid border surround all three.
 */

/** Marks the SearchField root (next to the shared field class) so the clear button can follow its state. */
export const searchField = style({});

/** Decorative magnifier at the start of the field. */
export const searchIcon = style({
  flexShrink: 0,
  marginInlineStart: vars.space.xs,
  color: vars.color.text,
  selectors: {
    [`${searchField}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});

/** Nothing to clear in an empty field, so no button either (Escape clears a filled one). */
export const clearButton = style({
  marginInlineEnd: 1,
  selectors: {
    [`${searchField}[data-empty] &`]: { display: 'none' },
  },
});
