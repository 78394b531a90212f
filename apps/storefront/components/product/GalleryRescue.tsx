'use client';

import { GalleryImageRescue, type GalleryImageRescueProps } from '@wardrobe/design-system';

/**
 * The design system's gallery is server-rendered; its picture rescue is this page's own small client island, so
 * the server component never references the design system's client entry. A component, not a re-export: a
 * client module that re-exports from the design system makes the whole client entry part of the page.
 */
export function GalleryRescue(props: GalleryImageRescueProps) {
  return <GalleryImageRescue {...props} />;
}
