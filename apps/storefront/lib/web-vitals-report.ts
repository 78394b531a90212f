import type { WebVitalName } from '@wardrobe/domain-rules';

/** What `POST /api/web-vitals` accepts: one page's batch of reports (components/frame/runtime/web-vitals.ts). */
export interface WebVitalsBatch {
  path: string;
  metrics: { name: WebVitalName; value: number; id?: string | undefined }[];
}

/** A batch holds at most this many reports: a page reports LCP, INP and CLS, each a few times at most. */
export const WEB_VITALS_BATCH_MAX = 20;
const NAMES: readonly string[] = ['LCP', 'INP', 'CLS'];
const PATH_MAX = 2048;
const ID_MAX = 100;

/**
 * A batch checked by hand (a few fields, no schema library on this route): the path a page's own (root-relative,
 * no query), each metric LCP, INP or CLS with a finite value of 0 or more. Answers the batch or the first
 * problem, in words for the 400. Reading: a rating sent along is ignored — the sandbox rates with the spec's
 * thresholds (domain-rules `rateWebVital`).
 */
export function parseWebVitalsBatch(body: unknown): WebVitalsBatch | string {
  if (typeof body !== 'object' || body === null) return 'The body must be a JSON object.';
  const { path, metrics } = body as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > PATH_MAX) {
    return 'path must be the page’s path, starting with a single /.';
  }
  if (/[?#]/.test(path)) return 'path must not carry a query or a fragment.';
  if (!Array.isArray(metrics) || metrics.length === 0) return 'metrics must be a non-empty list.';
  if (metrics.length > WEB_VITALS_BATCH_MAX) return `metrics holds at most ${WEB_VITALS_BATCH_MAX} reports.`;
  const parsed: WebVitalsBatch['metrics'] = [];
  for (const [index, metric] of metrics.entries()) {
    if (typeof metric !== 'object' || metric === null) return `metrics.${index} must be an object.`;
    const { name, value, id } = metric as Record<string, unknown>;
    if (typeof name !== 'string' || !NAMES.includes(name)) {
      return `metrics.${index}.name must be one of LCP, INP, CLS.`;
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      return `metrics.${index}.value must be a number of 0 or more.`;
    }
    if (id !== undefined && (typeof id !== 'string' || id.length > ID_MAX)) {
      return `metrics.${index}.id must be a string of at most ${ID_MAX} characters.`;
    }
    parsed.push({ name: name as WebVitalName, value, id });
  }
  return { path, metrics: parsed };
}
