/** Next's page `searchParams` (a value or a list per name). */
export type SearchParams = Record<string, string | string[] | undefined>;

/** As `URLSearchParams`, with repeated names kept in order (spec 000 §2 `filters[{facet}]` repeats). */
export function toSearchParams(params: SearchParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(name, v);
  }
  return search;
}
