import sharpModule from 'sharp';
import { type SharpLike, sharpRasteriser } from './raster';

/**
 * sharp for the generator's tests. At run time the package takes no native dependency: the host that serves the
 * pictures (the storefront) passes its own sharp to `sharpRasteriser`; here it is a devDependency.
 */
type Sharp = SharpLike &
  ((input: Uint8Array) => { metadata(): Promise<{ width?: number; height?: number; format?: string }> });
export const sharp = sharpModule as unknown as Sharp;
export const rasterise = sharpRasteriser(sharp);
