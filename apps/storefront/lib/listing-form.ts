import { type ListingQuery, parseListingQuery } from '@wardrobe/domain-rules';
import { listingHref } from './listing-href';

/**
 * The listing's filter, sort and view controls are native GET forms (design-system `FilterSidebar` and
 * `ListingToolbar`), so they work before and without JavaScript. These helpers turn what such a form sends into
 * the listing the shopper asked for: in the browser into the canonical href (`ListingFormEnhancer`), on the
 * server into the query a script-less submit carries.
 */

/** The price fields' names (design-system `MIN_PRICE_PARAM` / `MAX_PRICE_PARAM`). */
export const MIN_PRICE_FIELD = 'minPrice';
export const MAX_PRICE_FIELD = 'maxPrice';
/** The price facet's name in the catalogue's facets, when the form does not say. */
export const PRICE_FACET = 'Price';

/**
 * Bounds the fields may leave out: the facet's own in the browser (the inputs' `min`/`max`), none on the server.
 * Reading: with no JavaScript a missing side is open: 0 below, and above a ceiling no price reaches.
 */
export interface PriceFieldBounds {
  facet?: string;
  min?: number;
  max?: number;
}
const OPEN_CEILING = 999_999;

/**
 * The pairs a listing form sent, as listing query pairs: empty values dropped, and the Min and Max fields folded
 * into one `filters[Price]=min-max` (swapped when typed the wrong way round). Both fields empty is no price filter.
 */
export function foldPriceFields(
  pairs: Iterable<readonly [string, string]>,
  bounds: PriceFieldBounds = {},
): [string, string][] {
  const kept: [string, string][] = [];
  let min: number | undefined;
  let max: number | undefined;
  for (const [name, value] of pairs) {
    if (value.trim() === '') continue;
    if (name === MIN_PRICE_FIELD || name === MAX_PRICE_FIELD) {
      const n = Number(value);
      if (!Number.isFinite(n)) continue;
      if (name === MIN_PRICE_FIELD) min = n;
      else max = n;
      continue;
    }
    kept.push([name, value]);
  }
  if (min === undefined && max === undefined) return kept;
  const lo = min ?? bounds.min ?? 0;
  const hi = max ?? bounds.max ?? OPEN_CEILING;
  const facet = `filters[${bounds.facet ?? PRICE_FACET}]`;
  return [...kept.filter(([name]) => name !== facet), [facet, `${Math.min(lo, hi)}-${Math.max(lo, hi)}`]];
}

/** A listing's query and view from a form's pairs (or a page's search params). */
export function listingFromPairs(pairs: Iterable<readonly [string, string]>, bounds?: PriceFieldBounds) {
  const search = new URLSearchParams(foldPriceFields(pairs, bounds));
  const query: ListingQuery = parseListingQuery(search);
  const view: 'grid' | 'list' = search.get('view') === 'list' ? 'list' : 'grid';
  return { query, view };
}

/** The canonical href a listing form asks for (pairs sorted by name, page 1 and grid left out). */
export function listingFormHref(
  path: string,
  pairs: Iterable<readonly [string, string]>,
  bounds?: PriceFieldBounds,
  options: { termParam?: 'term' | 'query' } = {},
): string {
  const { query, view } = listingFromPairs(pairs, bounds);
  return listingHref(path, query, view, options);
}

/** The query pairs each listing form keeps in hidden fields, so one control changes only its own part. */
export interface ListingFormHidden {
  /** The filters form: everything but the filters and the page (a facet change drops the page). */
  filters: [string, string][];
  /** The sort form: everything but the sort, its direction and the page. */
  sort: [string, string][];
  /** The view form: everything but the view (the page stays). */
  view: [string, string][];
}

export function listingFormHidden(
  query: ListingQuery,
  view: 'grid' | 'list',
  options: { termParam?: 'term' | 'query' } = {},
): ListingFormHidden {
  const pairs = [...new URLSearchParams(listingHref('', query, view, options).replace(/^\?/, ''))];
  const isFilter = (name: string) => name.startsWith('filters[');
  return {
    filters: pairs.filter(([name]) => !isFilter(name) && name !== 'page'),
    sort: pairs.filter(([name]) => name !== 'sort' && name !== 'direction' && name !== 'page'),
    view: pairs.filter(([name]) => name !== 'view'),
  };
}
