import { serveContentVideo } from '@wardrobe/commerce-sandbox';

export const dynamic = 'force-dynamic';

/** `GET /v/{endpoint}/{name}/{variant}`: content videos in the delivery host's form (domain-rules `videoUrl`). */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return serveContentVideo(request, path);
}
