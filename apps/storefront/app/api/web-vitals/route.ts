import { createSandboxWebVitals, getSandbox } from '@wardrobe/commerce-sandbox';
import { crossSiteRefused, isCrossSite } from '../../../lib/same-origin';
import { parseWebVitalsBatch } from '../../../lib/web-vitals-report';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };
/** A batch is a few hundred bytes; anything much larger is not a page's report. */
const BODY_MAX_BYTES = 16_384;

function badRequest(message: string): Response {
  return Response.json({ message, statusCode: 400 }, { status: 400, headers: NO_STORE });
}

/**
 * `POST /api/web-vitals`: a page's web vitals (LCP, INP, CLS; spec 002 §7, §9), batched and debounced by the
 * page (components/frame/runtime/web-vitals.ts) and sent with `sendBeacon`. Spec 002 §7: "the endpoint is not
 * shown" — reading: this route, recorded by the sandbox (its `web_vitals` table), rated there. 204 when kept;
 * 400 with a message for a body that is not a batch; 403 cross-site.
 */
export async function POST(request: Request) {
  if (isCrossSite(request)) return crossSiteRefused();
  const text = await request.text();
  if (text.length > BODY_MAX_BYTES) return badRequest('The report is too large.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return badRequest('The body must be JSON.');
  }
  const batch = parseWebVitalsBatch(body);
  if (typeof batch === 'string') return badRequest(batch);
  const { db } = await getSandbox();
  await createSandboxWebVitals(db).record(
    batch.metrics.map((m) => ({ name: m.name, value: m.value, path: batch.path, metricId: m.id })),
  );
  return new Response(null, { status: 204, headers: NO_STORE });
}

/**
 * `GET /api/web-vitals?path=/` → `{ data: [{ name, value, rating, path, metricId, recordedAt }] }`, newest first
 * (all pages without `path`): the sandbox's seam for tests and demos, as its outbox is for mail
 * (contracts/sandbox-seams.md). A production backend would send vitals to its monitoring and have no such read.
 */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path') ?? undefined;
  const { db } = await getSandbox();
  const data = await createSandboxWebVitals(db).list({ path });
  return Response.json({ data }, { headers: { 'cache-control': 'private, no-store' } });
}
