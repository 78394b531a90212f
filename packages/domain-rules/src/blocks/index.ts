// The content blocks' display rules, a family of their own so that a page using only the frame's content rules
// (prefetch, chunk reload) does not ship them.
export * from './blocks';
