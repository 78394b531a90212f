import {
  catalogueSkuDescriber,
  getSandbox,
  type PictureServerOptions,
  sharpRasteriser,
} from '@wardrobe/commerce-sandbox';
import sharp from 'sharp';

let describeSku: ((sku: string) => Promise<readonly string[]>) | undefined;

/**
 * The pictures the storefront serves (contract: "generated locally and served by the storefront, no outside
 * host"): the sandbox draws them as SVG, sharp (a dependency of this app) rasterises them, and the sandbox's
 * catalogue tells which silhouette a sku wears.
 */
export const pictureServer: PictureServerOptions = {
  rasterise: sharpRasteriser(sharp),
  async describeSku(sku) {
    describeSku ??= catalogueSkuDescriber((await getSandbox()).db);
    return describeSku(sku);
  },
};
