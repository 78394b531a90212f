import type { PictureFormat } from './paths';

/** What to rasterise an SVG into. The SVG already carries width and height. */
export interface RasterRequest {
  width: number;
  height: number;
  format: PictureFormat;
  quality: number;
}

/** SVG in, encoded picture bytes out. The storefront supplies one built on sharp (`sharpRasteriser`). */
export type Rasteriser = (svg: string, request: RasterRequest) => Promise<Uint8Array>;

/** The part of sharp's pipeline the rasteriser uses (so this package needs no native dependency). */
export interface SharpPipelineLike {
  resize(width: number, height: number, options: { fit: 'fill' }): SharpPipelineLike;
  jpeg(options: { quality: number; mozjpeg: boolean }): SharpPipelineLike;
  png(options: {
    compressionLevel: number;
    palette: boolean;
    quality?: number;
    effort?: number;
  }): SharpPipelineLike;
  webp(options: { quality: number; effort: number }): SharpPipelineLike;
  avif(options: { quality: number; effort: number }): SharpPipelineLike;
  toBuffer(): Promise<Uint8Array>;
}

export type SharpLike = (input: Uint8Array, options: { density: number }) => SharpPipelineLike;

/**
 * A rasteriser on sharp (librsvg underneath). The SVG is drawn straight at the target size (no full-size
 * render then downscale), and encoder efforts are kept low: a 415 px picture takes a few milliseconds.
 * sharp strips metadata by default, so the bytes depend only on the SVG and the options.
 */
export function sharpRasteriser(sharp: SharpLike): Rasteriser {
  return async (svg, { width, height, format, quality }) => {
    // Density 72 makes one SVG user unit one pixel; resize only corrects rounding of the SVG's own size.
    const pipeline = sharp(new TextEncoder().encode(svg), { density: 72 }).resize(width, height, {
      fit: 'fill',
    });
    switch (format) {
      case 'png':
        return (
          quality >= 100
            ? pipeline.png({ compressionLevel: 6, palette: false })
            : pipeline.png({ compressionLevel: 6, palette: true, quality, effort: 3 })
        ).toBuffer();
      case 'webp':
        return pipeline.webp({ quality, effort: 2 }).toBuffer();
      case 'avif':
        return pipeline.avif({ quality, effort: 2 }).toBuffer();
      default:
        return pipeline.jpeg({ quality, mozjpeg: false }).toBuffer();
    }
  };
}
