import { CONTENT_PREVIEW_COOKIE, CONTENT_PREVIEW_TIMESTAMP_COOKIE } from '@wardrobe/commerce-sdk/server';
import { NextResponse } from 'next/server';
import { PREVIEW_BAR_COOKIE } from '../../../../components/frame/runtime/preview-cookie';
import { crossSiteRefused, isCrossSite } from '../../../../lib/same-origin';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/preview/exit`: spec 001 §2 "exit clears it and reloads" — the preview cookie, its time and the
 * preview bar's cookie are cleared (same path and SameSite as set by proxy.ts); the page reloads itself. 204;
 * 403 cross-site. Clearing cookies that are not there is harmless, so it always succeeds.
 */
export async function POST(request: Request) {
  if (isCrossSite(request)) return crossSiteRefused();
  const response = new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  const secure = new URL(request.url).protocol === 'https:';
  for (const [name, httpOnly] of [
    [CONTENT_PREVIEW_COOKIE, true],
    [CONTENT_PREVIEW_TIMESTAMP_COOKIE, true],
    [PREVIEW_BAR_COOKIE, false],
  ] as const) {
    response.cookies.set(name, '', { httpOnly, sameSite: 'lax', path: '/', secure, maxAge: 0 });
  }
  return response;
}
