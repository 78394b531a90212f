import { globalStyle, style } from '@vanilla-extract/css';

export const reset = style({});

// Zero specificity (`:where`), so a sprinkles class always wins whatever order the CSS is bundled in: a Box
// rendered as a list or heading loses the browser's margins, padding and bullets, and spacing comes from props only.
globalStyle(`:where(${reset})`, { margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });
