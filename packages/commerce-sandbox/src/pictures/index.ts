export { catalogueSkuDescriber } from './catalogue';
export { colourHex, isKnownColour } from './colours';
export { CONTENT_BASE, contentPictureSvg } from './content';
export { isPictureKind, kindForSku, kindFromText, PICTURE_KINDS, type PictureKind } from './kinds';
export { acceptsWebp, MAX_DIMENSION, type PictureOptions, pictureOptions } from './options';
export {
  colourSlug,
  hasProductVideo,
  type MediaItem,
  type MediaSet,
  mediaSet,
  mediaSetPath,
  PICTURES_PATH,
  type PictureFormat,
  parsePicturePath,
  productImagePath,
  productVideoPath,
  VIDEO_VARIANTS,
  type VideoVariant,
} from './paths';
export { notFoundPictureSvg, PRODUCT_BASE, PRODUCT_VIEWS, productPictureSvg } from './product';
export { type Rasteriser, type RasterRequest, type SharpLike, sharpRasteriser } from './raster';
export { type PictureServerOptions, serveContentPicture, serveContentVideo, servePicture } from './serve';
