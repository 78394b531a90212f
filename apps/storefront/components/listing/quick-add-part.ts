'use client';

// A named re-export for `next/dynamic` (a namespace import would pull every design-system component along).
export { QuickAdd } from '@wardrobe/design-system';
