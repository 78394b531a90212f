import { rateWebVital, type WebVitalName, type WebVitalRating } from '@wardrobe/domain-rules';
import { sql } from 'kysely';
import type { SandboxDb } from '../operations/context';

/** One web vital as a page reports it (the storefront checks the shape before it gets here). */
export interface WebVitalReport {
  name: WebVitalName;
  value: number;
  /** The page's path (`/`, `/eu/browse/womens`), without its query. */
  path: string;
  /** The metric's id from the `web-vitals` library: one page load's reports of a metric share it. */
  metricId?: string | undefined;
}

/** A recorded web vital, rated by the sandbox (spec 002 §9), newest first in a listing. */
export interface RecordedWebVital {
  name: WebVitalName;
  value: number;
  rating: WebVitalRating;
  path: string;
  metricId: string | null;
  recordedAt: string;
}

/** At most this many recorded vitals in one listing. */
export const WEB_VITALS_LIST_MAX = 100;

interface WebVitalRow {
  name: WebVitalName;
  value: number;
  rating: WebVitalRating;
  path: string;
  metric_id: string | null;
  recorded_at: Date | string;
}

/**
 * The sandbox's web vitals store (migration 0013): `record` keeps reports with the rating computed here from the
 * spec's thresholds (a page's own rating is never trusted), `list` answers them newest first, for one path or
 * all. Plain SQL: the table is the sandbox's own seam, not part of the commerce schema.
 */
export function createSandboxWebVitals(db: SandboxDb) {
  return {
    async record(reports: readonly WebVitalReport[]): Promise<number> {
      for (const report of reports) {
        await sql`insert into web_vitals (name, value, rating, path, metric_id)
          values (${report.name}, ${report.value}, ${rateWebVital(report.name, report.value)}, ${report.path},
            ${report.metricId ?? null})`.execute(db);
      }
      return reports.length;
    },
    async list({ path, limit = WEB_VITALS_LIST_MAX }: { path?: string | undefined; limit?: number } = {}) {
      const take = Math.min(Math.max(1, Math.floor(limit)), WEB_VITALS_LIST_MAX);
      const where = path === undefined ? sql`` : sql`where path = ${path}`;
      const { rows } = await sql<WebVitalRow>`select name, value, rating, path, metric_id, recorded_at
        from web_vitals ${where} order by recorded_at desc, id desc limit ${take}`.execute(db);
      return rows.map(
        (row): RecordedWebVital => ({
          name: row.name,
          value: Number(row.value),
          rating: row.rating,
          path: row.path,
          metricId: row.metric_id,
          recordedAt: new Date(row.recorded_at).toISOString(),
        }),
      );
    },
  };
}

export type SandboxWebVitals = ReturnType<typeof createSandboxWebVitals>;
