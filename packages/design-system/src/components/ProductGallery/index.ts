export {
  galleryImageAlt,
  galleryItemId,
  galleryListId,
  galleryPageLabel,
  galleryVideoLabel,
  PRODUCT_GALLERY_LABELS,
} from './labels';
export type { GalleryMedia, GalleryMediaOptions } from './media';
export { galleryMedia } from './media';
export type { ProductGalleryAspectRatio, ProductGalleryProps } from './ProductGallery';
export { PRODUCT_GALLERY_SIZES, PRODUCT_GALLERY_WIDTHS, ProductGallery } from './ProductGallery';
