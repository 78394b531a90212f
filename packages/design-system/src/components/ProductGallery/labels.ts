/** The gallery's words: the name of its list of pictures and of the row of links to each of them. */
export const PRODUCT_GALLERY_LABELS = {
  /** The list of pictures (the swipe strip on phones, the two-column grid from `lg`). */
  list: 'Product images',
  /** The row of links below the strip, one per picture (phones and tablets only). */
  pages: 'Choose an image',
} as const;

/** An image's alt text: `'Linen Shirt, image 2 of 4'` (`n` counts images only, from 1). */
export function galleryImageAlt(productName: string, n: number, total: number): string {
  return `${productName}, image ${n} of ${total}`;
}

/** The video's accessible name: `'Linen Shirt, video'`. */
export function galleryVideoLabel(productName: string): string {
  return `${productName}, video`;
}

/** The name of the link to one item in the row below the strip: `'Image 2 of 4'`, or `'Video'`. */
export function galleryPageLabel(type: 'img' | 'video', n: number, total: number): string {
  return type === 'video' ? 'Video' : `Image ${n} of ${total}`;
}

/** The id of the `n`th item (from 1), `gallery-2`: the target of its link. */
export function galleryItemId(idPrefix: string, n: number): string {
  return `${idPrefix}-${n}`;
}

/** The id of the gallery's list of pictures, `gallery-list`: what `GalleryImageRescue` watches. */
export function galleryListId(idPrefix = 'gallery'): string {
  return `${idPrefix}-list`;
}
