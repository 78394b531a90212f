export type { GalleryImageRescueProps } from './GalleryImageRescue';
export { GalleryImageRescue, rescueImage } from './GalleryImageRescue';
