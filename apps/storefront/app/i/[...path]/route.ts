import { serveContentPicture } from '@wardrobe/commerce-sandbox';
import { pictureServer } from '../../../lib/pictures';

export const dynamic = 'force-dynamic';

/** `GET /i/{endpoint}/{name}?w=…&fmt=…&qlt=…`: content images in the delivery host's form (domain-rules `imageUrl`). */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return serveContentPicture(request, path, pictureServer);
}
