/**
 * Migration 0013, one statement each: web vitals the storefront reports (spec 002 §7 "Web vitals reporting: the
 * endpoint is not shown", §9 thresholds). The sandbox keeps them so a person trying the shop, and the tests, can
 * read them back; a real deployment sends them to its monitoring instead. Listing a page's reports newest first
 * reads one index.
 */
export const WEB_VITALS_TABLES: readonly string[] = [
  `create table web_vitals (
  id serial primary key,
  name text not null check (name in ('LCP', 'INP', 'CLS')),
  value double precision not null check (value >= 0),
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  path text not null,
  metric_id text,
  recorded_at timestamptz not null default now()
)`,
  'create index web_vitals_path_idx on web_vitals (path, recorded_at desc, id desc)',
];

export const WEB_VITALS_TABLES_DOWN: readonly string[] = ['drop table if exists web_vitals'];
