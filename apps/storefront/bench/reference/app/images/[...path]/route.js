import { catalogueSkuDescriber, getSandbox, servePicture, sharpRasteriser } from '@wardrobe/commerce-sandbox';
import sharp from 'sharp';

export const dynamic = 'force-dynamic';

/**
 * The reference serves its pictures itself, with the same code as the storefront's app/images route
 * (lib/pictures: the sandbox draws, sharp rasterises): same origin and same image cost on both sides, so the
 * comparison is about the pages, not about one of them paying an extra connection to another origin.
 */
let describeSku;
const pictureServer = {
  rasterise: sharpRasteriser(sharp),
  async describeSku(sku) {
    describeSku ??= catalogueSkuDescriber((await getSandbox()).db);
    return describeSku(sku);
  },
};

export async function GET(request, { params }) {
  const { path } = await params;
  return servePicture(request, path, pictureServer);
}
