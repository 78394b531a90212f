'use client';

// Named re-exports for `next/dynamic`: importing the design system's namespace dynamically would pull every
// component into the chunk; a module that names what it needs lets the bundler keep just that.
export { ProgressBar, SearchBar } from '@wardrobe/design-system';
