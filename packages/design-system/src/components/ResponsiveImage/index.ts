export type { AspectRatio, Ratio } from './aspectRatio';
export { aspectRatioCss, intrinsicSize, parseAspectRatio } from './aspectRatio';
export type { MediaErrorHandler, MediaFailure } from './mediaFailure';
export { recordMediaFailure } from './mediaFailure';
export type { ImageMediaState, ImageObjectFit, ResponsiveImageProps } from './ResponsiveImage';
export { ResponsiveImage } from './ResponsiveImage';
export type { ImageSourceInput, ImageSources } from './sources';
export { buildImageSources, DEFAULT_404_IMAGE, normaliseWidths, withImageQuery } from './sources';
