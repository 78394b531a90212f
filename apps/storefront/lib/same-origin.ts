/**
 * Cross-site POSTs are refused, as the commerce middleware refuses them (commerce-sdk `handleMiddlewareRequest`):
 * a browser sends `Origin` on every POST and it must name this host; a request without one (server to server)
 * is not browser-driven and passes.
 */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const host =
    request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  return originHost !== host;
}

/** The 403 a cross-site POST gets. */
export function crossSiteRefused(): Response {
  return Response.json(
    { message: 'Cross-site requests are not allowed.', statusCode: 403 },
    { status: 403, headers: { 'cache-control': 'no-store' } },
  );
}
