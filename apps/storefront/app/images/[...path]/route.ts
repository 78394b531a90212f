import { servePicture } from '@wardrobe/commerce-sandbox';
import { pictureServer } from '../../../lib/pictures';

export const dynamic = 'force-dynamic';

/**
 * `GET /images/products/{sku}-{colour}-{n}.jpg`, `/images/sets/{sku}-{colour}-SET.json` (the media hub, spec
 * 000 §7) and `/images/404.jpg`; any other path under `/images/` answers the 1600x2133 404 image (spec 000 §8).
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return servePicture(request, path, pictureServer);
}
