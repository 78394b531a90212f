import type { SearchFacet, SearchFilters, SearchGroup, SearchItem } from '@wardrobe/commerce-sdk';
import { sortSizes } from '@wardrobe/domain-rules';
import { badRequest } from '../operations/context';
import type { SearchCatalogue, SearchProduct, SearchVariant } from './catalogue';
import { searchItem, shownVariant } from './items';

/** The option facets, in display order: a variant's value of each. */
const OPTION_FACETS = [
  { name: 'color', display_name: 'Colour', of: (v: SearchVariant) => v.colour },
  { name: 'size', display_name: 'Size', of: (v: SearchVariant) => v.size },
  { name: 'length', display_name: 'Length', of: (v: SearchVariant) => v.length },
] as const;
type OptionFacet = (typeof OPTION_FACETS)[number]['name'];
type FacetName = OptionFacet | 'price';

/** Filters as parsed: a facet's values (any of them), price ranges (any of them), category ids. */
export interface ParsedFilters {
  options: Partial<Record<OptionFacet, ReadonlySet<string>>>;
  price: readonly (readonly [number, number])[] | undefined;
  groups: ReadonlySet<number> | undefined;
}

/**
 * Reading of Constructor's filters: `color`, `size`, `length` take values exactly as the facet lists them; values
 * of one facet are alternatives (OR), facets all apply (AND). `price` takes `min-max` (Constructor also writes
 * `"10"-"50"` and `"50"-"inf"`), bounds included, on the price paid. `group_id` keeps a category (and its
 * descendants). Other names are ignored, as facets this index does not have.
 */
export function parseFilters(filters: SearchFilters | undefined): ParsedFilters {
  const parsed: {
    options: Partial<Record<OptionFacet, Set<string>>>;
    price?: [number, number][];
    groups?: Set<number>;
  } = { options: {} };
  for (const [name, raw] of Object.entries(filters ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    const facet = OPTION_FACETS.find((f) => f.name === name);
    if (facet) parsed.options[facet.name] = new Set(values);
    else if (name === 'price') parsed.price = values.map(parseRange);
    else if (name === 'group_id') parsed.groups = new Set(values.map(Number).filter(Number.isInteger));
  }
  return { options: parsed.options, price: parsed.price, groups: parsed.groups };
}

function parseRange(value: string): [number, number] {
  const match = /^\s*"?(-?[\d.]+|-?inf)"?\s*-\s*"?([\d.]+|inf)"?\s*$/i.exec(value);
  const bound = (text: string | undefined) =>
    text?.toLowerCase().endsWith('inf') ? (text.startsWith('-') ? -Infinity : Infinity) : Number(text);
  const min = bound(match?.[1]);
  const max = bound(match?.[2]);
  if (!match || Number.isNaN(min) || Number.isNaN(max) || min > max) {
    throw badRequest(`The price filter '${value}' is not a range like 10-50.`);
  }
  return [min, max];
}

/** Whether a variant passes every filter but `skip`'s (a facet counts under the other facets' choices). */
function variantPasses(variant: SearchVariant, filters: ParsedFilters, skip?: FacetName): boolean {
  for (const facet of OPTION_FACETS) {
    const chosen = filters.options[facet.name];
    if (!chosen || facet.name === skip) continue;
    const value = facet.of(variant);
    if (value === undefined || !chosen.has(value)) return false;
  }
  if (filters.price && skip !== 'price') {
    if (!filters.price.some(([min, max]) => variant.price >= min && variant.price <= max)) return false;
  }
  return true;
}

/** A product in scope, with the variants that scope allows (a collection may keep only some, e.g. on sale). */
export interface Candidate {
  product: SearchProduct;
  variants: readonly SearchVariant[];
}

function inGroups(product: SearchProduct, filters: ParsedFilters): boolean {
  return !filters.groups || product.categories.some((id) => filters.groups?.has(id));
}

/**
 * Reading: filters apply per variant, as Constructor filters an item's variations: a product matches when one of
 * its variants passes every filter (Black in M, not Black in S and Navy in M), and shows that variant.
 */
export function applyFilters(candidates: readonly Candidate[], filters: ParsedFilters): readonly Candidate[] {
  if (!filters.groups && !filters.price && Object.keys(filters.options).length === 0) return candidates;
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    if (!inGroups(candidate.product, filters)) continue;
    const variants = candidate.variants.filter((v) => variantPasses(v, filters));
    if (variants.length > 0) kept.push({ product: candidate.product, variants });
  }
  return kept;
}

/**
 * Facets with counts. Reading (Constructor's behaviour for `multiple` facets): an option's count is the number
 * of products with a variant of that value that passes the other facets' filters, so with no filter on a facet
 * its counts are exactly the results having each value, and a chosen colour still shows how many Navy products
 * there are. Chosen options are `selected` (kept, with count 0, even when nothing has them). The price facet's
 * min and max span those variants' prices under the other filters.
 */
export function facetsOf(candidates: readonly Candidate[], filters: ParsedFilters): SearchFacet[] {
  const inScope = candidates.filter((c) => inGroups(c.product, filters));
  const facets: SearchFacet[] = [];
  for (const facet of OPTION_FACETS) {
    const counts = new Map<string, number>();
    for (const { variants } of inScope) {
      const values = new Set<string>();
      for (const v of variants) {
        const value = facet.of(v);
        if (value !== undefined && variantPasses(v, filters, facet.name)) values.add(value);
      }
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const chosen = filters.options[facet.name] ?? new Set<string>();
    for (const value of chosen) if (!counts.has(value)) counts.set(value, 0);
    if (counts.size === 0) continue;
    const values = [...counts.keys()];
    const ordered = facet.name === 'color' ? values.sort(collator.compare) : sortSizes(values);
    facets.push({
      name: facet.name,
      display_name: facet.display_name,
      type: 'multiple',
      options: ordered.map((value) => ({
        value,
        display_name: value,
        count: counts.get(value) ?? 0,
        status: chosen.has(value) ? 'selected' : '',
        data: {},
      })),
    });
  }
  let min = Infinity;
  let max = -Infinity;
  for (const { variants } of inScope) {
    for (const v of variants) {
      if (!variantPasses(v, filters, 'price')) continue;
      min = Math.min(min, v.price);
      max = Math.max(max, v.price);
    }
  }
  if (min <= max) {
    const selected = filters.price?.[0];
    facets.push({
      name: 'price',
      display_name: 'Price',
      type: 'range',
      options: [],
      min,
      max,
      status: selected ? { min: selected[0], max: selected[1] } : {},
    });
  }
  return facets;
}

/**
 * The category tree of the results with counts (a product counts in its category and every ancestor). Search
 * and collections start at the roots; browsing a category starts at it, its ancestors as `parents`.
 */
export function groupsOf(
  catalogue: SearchCatalogue,
  results: readonly Candidate[],
  start?: number,
): SearchGroup[] {
  const counts = new Map<number, number>();
  for (const { product } of results) {
    for (const id of product.categories) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const node = (id: number): SearchGroup | undefined => {
    const category = catalogue.categories.get(id);
    const count = counts.get(id) ?? 0;
    if (!category || (count === 0 && id !== start)) return undefined;
    return {
      group_id: String(id),
      display_name: category.name,
      count,
      children: category.children.flatMap((child) => node(child) ?? []),
      parents: category.ancestors.map((parent) => ({
        group_id: String(parent),
        display_name: catalogue.categories.get(parent)?.name ?? '',
      })),
    };
  };
  const starts = start === undefined ? catalogue.roots : [start];
  return starts.flatMap((id) => node(id) ?? []);
}

const collator = new Intl.Collator('en');

/** Sort options (Constructor's `sort_by` / `sort_order`); the first is the default. */
export const SORT_OPTIONS = [
  { sort_by: 'relevance', sort_order: 'descending', display_name: 'Relevance' },
  { sort_by: 'price', sort_order: 'ascending', display_name: 'Price: Low to High' },
  { sort_by: 'price', sort_order: 'descending', display_name: 'Price: High to Low' },
  { sort_by: 'newest', sort_order: 'descending', display_name: 'Newest' },
  { sort_by: 'item_name', sort_order: 'ascending', display_name: 'Name: A to Z' },
  { sort_by: 'item_name', sort_order: 'descending', display_name: 'Name: Z to A' },
] as const;
type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * The sort option asked for: by `sort_by` and `sort_order`, or the first option of that `sort_by` when no order
 * is given. Reading: an unknown one falls back to relevance (the answer's `selected` option says which was used).
 */
export function chooseSort(sortBy: string | undefined, sortOrder: string | undefined): SortOption {
  const named = SORT_OPTIONS.filter((o) => o.sort_by === sortBy);
  return named.find((o) => o.sort_order === sortOrder) ?? named[0] ?? SORT_OPTIONS[0];
}

export function sortOptionsAnswer(selected: SortOption, relevanceName: string) {
  return SORT_OPTIONS.map((o) => ({
    sort_by: o.sort_by,
    sort_order: o.sort_order,
    display_name: o.sort_by === 'relevance' ? relevanceName : o.display_name,
    status: o === selected ? 'selected' : '',
  }));
}

/** Sorts results (relevance keeps the order given); ties keep that order. */
export function sortResults(
  results: readonly { candidate: Candidate; shown: SearchVariant }[],
  sort: SortOption,
): { candidate: Candidate; shown: SearchVariant }[] {
  const indexed = results.map((result, index) => ({ ...result, index }));
  const sign = sort.sort_order === 'descending' ? -1 : 1;
  const compare = (a: (typeof indexed)[number], b: (typeof indexed)[number]): number => {
    switch (sort.sort_by) {
      case 'price':
        return sign * (a.shown.price - b.shown.price);
      case 'newest':
        return b.candidate.product.created - a.candidate.product.created;
      case 'item_name':
        return sign * collator.compare(a.candidate.product.name, b.candidate.product.name);
      default:
        return 0;
    }
  };
  return indexed.sort((a, b) => compare(a, b) || a.index - b.index);
}

export interface ResultsPage {
  results: SearchItem[];
  total: number;
}

/**
 * Filters, sorts and pages candidates (in relevance order). Each result shows its first variant that passes the
 * filters, in a colour the term named when it has one.
 */
export function pageOf(
  matched: readonly Candidate[],
  sort: SortOption,
  page: number,
  perPage: number,
  options: { preferredColours?: (product: SearchProduct) => string[]; matchedTerms?: string[] } = {},
): ResultsPage {
  const shown = matched.map((candidate) => ({
    candidate,
    shown: shownVariant(candidate.variants, options.preferredColours?.(candidate.product)),
  }));
  const sorted = sortResults(shown, sort);
  const slice = sorted.slice((page - 1) * perPage, page * perPage);
  return {
    total: sorted.length,
    results: slice.map(({ candidate, shown: variant }) =>
      searchItem(candidate.product, variant, { matchedTerms: options.matchedTerms, variations: true }),
    ),
  };
}
