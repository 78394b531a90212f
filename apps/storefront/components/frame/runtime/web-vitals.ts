import { WEB_VITALS_REPORT_DEBOUNCE_MS } from '@wardrobe/domain-rules';
import type { Metric } from 'web-vitals';

export const WEB_VITALS_ENDPOINT = '/api/web-vitals';

type Report = { name: Metric['name']; value: number; id: string };

/** Sends a batch: a beacon survives the page going away; `fetch` with keepalive where beacons are missing. */
function send(path: string, metrics: Report[]) {
  const body = JSON.stringify({ path, metrics });
  try {
    if (navigator.sendBeacon?.(WEB_VITALS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A refused beacon (too large, blocked) falls back to fetch.
  }
  void fetch(WEB_VITALS_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => {});
}

let started = false;

/**
 * Spec 002 §7, §9: LCP, INP and CLS measured with the `web-vitals` library and reported, debounced 1500 ms
 * (`WEB_VITALS_REPORT_DEBOUNCE_MS`), to `POST /api/web-vitals`, which rates them by the spec's thresholds. The
 * library loads after the page's `load` (its own chunk: the page's first JavaScript does not grow by it; it reads
 * the buffered entries, so nothing before it is lost). Once a document.
 * Readings: reports wait in a batch until 1500 ms pass without a new one; when the page is hidden or left, the
 * batch goes at once (after that the page may never run again). The path is the document's own, where it was
 * loaded: the library measures the document, not the client-side routes after it.
 */
export function reportWebVitals(): void {
  if (started) return;
  started = true;
  const path = window.location.pathname;
  let batch: Report[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (batch.length === 0) return;
    send(path, batch);
    batch = [];
  };
  const report = ({ name, value, id }: Metric) => {
    batch.push({ name, value, id });
    clearTimeout(timer);
    timer = setTimeout(flush, WEB_VITALS_REPORT_DEBOUNCE_MS);
  };
  const load = () => {
    void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
      onLCP(report);
      onINP(report);
      onCLS(report);
      // After the library's own listeners: its final values are queued first, then the batch leaves.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
      window.addEventListener('pagehide', flush);
    });
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
