/**
 * Spec 000 §2 "Category listing": the query of a listing or search page, read from and written to the URL.
 * Parameters: `page`, `sort`, `direction`, `term` / `query`, `itemsPerPage` / `itemsperpage`, `filters[{facet}]`.
 */

/** Spec 000 §9: listing page size 48. */
export const LISTING_ITEMS_PER_PAGE = 48;
/** Spec 000 §2, §9: default page 1. */
export const LISTING_DEFAULT_PAGE = 1;
/**
 * Spec 000 §7, §9: the most variants asked for with a product (`getProductById`'s `variantsLimit`, the commerce
 * contract's default 250).
 */
export const VARIANTS_LIMIT = 250;

/** The facet values chosen on a listing: facet name → values, in URL order (a range is one `min-max` value). */
export type ListingFilters = Record<string, string[]>;

/** What a listing or search page shows, as carried by its query string. */
export interface ListingQuery {
  page: number;
  /** Spec 000 §2: `field-direction`, passed on as given. */
  sort?: string;
  direction?: string;
  /** The search text. */
  term?: string;
  itemsPerPage: number;
  filters: ListingFilters;
}

/**
 * What `parseListingQuery` reads: a query string (with or without `?`), `URLSearchParams`, or the plain object a
 * router gives (`{ page: '2', 'filters[Color]': ['Red', 'Blue'] }`).
 */
export type ListingSearchInput =
  | string
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface BuildListingQueryOptions {
  /**
   * Spec 001 §2: the search page reads its text from `query` (`/search?query=…`), a category listing from `term`.
   * Default `term`.
   */
  termParam?: 'term' | 'query';
}

const FILTER_OPEN = 'filters[';
const FILTER_CLOSE = ']';

/**
 * Spec 000 §2: page defaults to 1, also for non-numbers and values below 1; itemsPerPage from `itemsPerPage` or
 * `itemsperpage`, default 48; term from `term`, else `query`; every `filters[name]` value collected in order.
 *
 * Reading: a page or page size counts only when the whole value is digits (so `2.5`, `2abc`, ` 2` and `-1` fall
 * back to the default). Of two spellings (`itemsPerPage`/`itemsperpage`, `term`/`query`) the first usable one wins,
 * and a repeated parameter is read at its first usable occurrence.
 * Reading: empty values are absent (`sort=` gives no sort, `filters[Color]=` no colour); other values are kept
 * as typed (no trimming: spec 001 §5 "text used as typed"; `normalizeSearchTerm` trims when a caller needs it).
 * Reading: parameters the spec does not name are ignored.
 */
export function parseListingQuery(search: ListingSearchInput): ListingQuery {
  const pairs = toPairs(search);
  const first = (...names: string[]): string | undefined => {
    for (const name of names) {
      for (const [key, value] of pairs) if (key === name && value !== '') return value;
    }
    return undefined;
  };
  const firstCount = (...names: string[]): number | undefined => {
    for (const name of names) {
      for (const [key, value] of pairs) {
        if (key !== name) continue;
        const count = positiveInteger(value);
        if (count !== undefined) return count;
      }
    }
    return undefined;
  };

  const query: ListingQuery = {
    page: firstCount('page') ?? LISTING_DEFAULT_PAGE,
    itemsPerPage: firstCount('itemsPerPage', 'itemsperpage') ?? LISTING_ITEMS_PER_PAGE,
    filters: collectFilters(pairs),
  };
  const sort = first('sort');
  if (sort !== undefined) query.sort = sort;
  const direction = first('direction');
  if (direction !== undefined) query.direction = direction;
  const term = first('term', 'query');
  if (term !== undefined) query.term = term;
  return query;
}

/**
 * Spec 000 §2: "Query pairs are emitted sorted alphabetically by name". The contract fixes the rest: no `?`, encoded
 * as `URLSearchParams` encodes, plain code-unit order (repeated names keep their order), and empty values, page 1
 * and itemsPerPage 48 left out, so that `parseListingQuery(buildListingQuery(q))` gives q back.
 *
 * Reading: a page or page size that is not a whole number ≥ 1 is left out like the default, and a facet with an
 * empty name is left out (it could not be read back).
 */
export function buildListingQuery(q: ListingQuery, options: BuildListingQueryOptions = {}): string {
  const pairs: [string, string][] = [];
  if (isCount(q.page) && q.page !== LISTING_DEFAULT_PAGE) pairs.push(['page', String(q.page)]);
  if (isCount(q.itemsPerPage) && q.itemsPerPage !== LISTING_ITEMS_PER_PAGE) {
    pairs.push(['itemsPerPage', String(q.itemsPerPage)]);
  }
  if (q.sort) pairs.push(['sort', q.sort]);
  if (q.direction) pairs.push(['direction', q.direction]);
  if (q.term) pairs.push([options.termParam ?? 'term', q.term]);
  for (const [facet, values] of Object.entries(q.filters ?? {})) {
    if (facet === '') continue;
    for (const value of values)
      if (value !== '') pairs.push([`${FILTER_OPEN}${facet}${FILTER_CLOSE}`, value]);
  }
  // Array.prototype.sort is stable, so the values of one facet keep their order.
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const params = new URLSearchParams();
  for (const [name, value] of pairs) params.append(name, value);
  return params.toString();
}

/**
 * Spec 000 §2: "Changing a facet drops the page parameter": the value is added to the facet (at the end) or, when
 * already chosen, removed; the result is always on page 1. The input is not changed.
 *
 * Reading: values match exactly (case-sensitive); removing drops every occurrence; a facet left with no value is
 * dropped; an empty facet name or value changes no filter (only the page).
 */
export function toggleFacetValue(q: ListingQuery, facet: string, value: string): ListingQuery {
  const filters: ListingFilters = { ...q.filters };
  if (facet !== '' && value !== '') {
    const current = Object.hasOwn(filters, facet) ? (filters[facet] ?? []) : [];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    if (next.length === 0) delete filters[facet];
    else
      Object.defineProperty(filters, facet, {
        value: next,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return { ...q, page: LISTING_DEFAULT_PAGE, filters };
}

function toPairs(search: ListingSearchInput): [string, string][] {
  if (typeof search === 'string') return [...new URLSearchParams(search).entries()];
  if (search instanceof URLSearchParams) return [...search.entries()];
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    if (typeof value === 'string') pairs.push([key, value]);
    else for (const v of value) pairs.push([key, v]);
  }
  return pairs;
}

function collectFilters(pairs: readonly (readonly [string, string])[]): ListingFilters {
  const byFacet = new Map<string, string[]>();
  for (const [key, value] of pairs) {
    if (value === '' || !key.startsWith(FILTER_OPEN) || !key.endsWith(FILTER_CLOSE)) continue;
    const facet = key.slice(FILTER_OPEN.length, -FILTER_CLOSE.length);
    if (facet === '') continue;
    const values = byFacet.get(facet);
    if (values) values.push(value);
    else byFacet.set(facet, [value]);
  }
  // fromEntries defines own properties, so a facet named `__proto__` is a facet, not a prototype.
  return Object.fromEntries(byFacet);
}

function positiveInteger(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return isCount(n) ? n : undefined;
}

function isCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 1;
}
