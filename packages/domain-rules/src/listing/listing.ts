// ---------------------------------------------------------------------------------------------------------------
// Breadcrumbs

/** Spec 000 §3: the fields of a category the breadcrumbs need (`parent_id` 0 or absent for a root). */
export interface BreadcrumbCategory {
  id: number;
  name: string;
  url: string;
  parent_id?: number | null;
}

export interface Breadcrumb {
  label: string;
  link: string;
}

/** Spec 000 §2: the Home crumb links to '/'. */
export const HOME_BREADCRUMB: Readonly<Breadcrumb> = { label: 'Home', link: '/' };

/**
 * Spec 000 §2: breadcrumbs are built from a category dictionary: Home, then the ancestors root first, then the
 * category; a category links to `/browse` + its url without a trailing slash (the listing route `/browse{url}`).
 *
 * Reading: an unknown category gives only Home; the walk up stops at a parent that is 0, absent, unknown, or
 * already seen (a cycle in bad data); a url without a leading slash gets one.
 */
export function buildBreadcrumbs(
  categoryId: number,
  categories: Readonly<Record<number, BreadcrumbCategory | undefined>>,
): Breadcrumb[] {
  const chain: BreadcrumbCategory[] = [];
  const seen = new Set<number>();
  let id: number | null | undefined = categoryId;
  while (id !== null && id !== undefined && id !== 0 && !seen.has(id)) {
    seen.add(id);
    const category: BreadcrumbCategory | undefined = Object.hasOwn(categories, id)
      ? categories[id]
      : undefined;
    if (!category) break;
    chain.unshift(category);
    id = category.parent_id;
  }
  return [{ ...HOME_BREADCRUMB }, ...chain.map((c) => ({ label: c.name, link: categoryLink(c.url) }))];
}

function categoryLink(url: string): string {
  const path = url.replace(/\/+$/, '');
  if (path === '') return '/browse';
  return path.startsWith('/') ? `/browse${path}` : `/browse/${path}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Colour in the product route

/**
 * Spec 000 §2: in the product route's colour parameter underscores stand for spaces: `Light_Blue` → `Light Blue`.
 * Reading: no URL decoding here (the router has decoded the segment already).
 */
export function colorFromParam(param: string): string {
  return param.replaceAll('_', ' ');
}

/** Spec 000 §2: the colour as a route parameter, spaces written as underscores: `Light Blue` → `Light_Blue`. */
export function colorToParam(colour: string): string {
  return colour.replaceAll(' ', '_');
}

// ---------------------------------------------------------------------------------------------------------------
// Search

/** Spec 000 §5, spec 001 §2: the no-results message needs a term longer than 3 characters. */
export const NO_RESULTS_MIN_TERM_LENGTH = 4;
/** Spec 000 §8, spec 001 §8: the empty search result. */
export const NO_RESULTS_MESSAGE = 'No products found matching your search criteria.';
/** Spec 001 §8: the empty filter sidebar. */
export const NO_FILTERS_MESSAGE = 'No filters are available now.';
/** Spec 000 §9, spec 001 §5, §9: autocomplete is debounced 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Spec 000 §9, spec 001 §7, §9: autocomplete shows 10 products… */
export const SEARCH_AUTOCOMPLETE_PRODUCTS = 10;
/** …and 5 suggestions. */
export const SEARCH_AUTOCOMPLETE_SUGGESTIONS = 5;
/** Spec 001 §2: search result image width, px. */
export const SEARCH_IMAGE_WIDTH = 320;

/**
 * Spec 000 §5, spec 001 §2: the no-results message shows only when nothing was found and the trimmed term is longer
 * than 3 characters.
 * Reading: characters are Unicode code points (an emoji is one); only a count of exactly 0 is "no results".
 */
export function showNoResults(term: string | null | undefined, count: number): boolean {
  return count === 0 && [...(term ?? '').trim()].length >= NO_RESULTS_MIN_TERM_LENGTH;
}

/** Spec 001 §5: empty or whitespace-only terms are ignored; otherwise the trimmed term. */
export function normalizeSearchTerm(s: string | null | undefined): string | undefined {
  const term = (s ?? '').trim();
  return term === '' ? undefined : term;
}

/**
 * Spec 001 §4 (search bar): submitting a non-empty trimmed term goes to `/search?query=…`; an empty one goes nowhere.
 * Reading: the path has no market prefix (`localizePath` adds it); the term is encoded as `URLSearchParams` encodes.
 */
export function searchResultsPath(term: string | null | undefined): string | undefined {
  const query = normalizeSearchTerm(term);
  if (query === undefined) return undefined;
  return `/search?${new URLSearchParams({ query }).toString()}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Product cards

export type SwatchBreakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';

/** Spec 000 §9, spec 002 §9: colour swatches shown on a card by breakpoint. */
export const SWATCH_LIMITS = { xs: 3, sm: 4, md: 6, lg: 6, xl: 8, '2xl': 9 } as const satisfies Record<
  SwatchBreakpoint,
  number
>;

export interface VisibleSwatches {
  /** How many swatches to show. */
  shown: number;
  /** The N of the '+N more' link (0: no link). */
  more: number;
}

/**
 * Spec 000 §9, spec 002 §9: up to 3, 4, 6, 6, 8, 9 swatches (xs … 2xl), the rest behind a '+N more' link.
 * Reading: a count that is negative or not a number counts as 0, a fractional one is floored; an unknown breakpoint
 * uses the smallest limit (xs).
 */
export function visibleSwatches(count: number, breakpoint: SwatchBreakpoint): VisibleSwatches {
  const total = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const limit = Object.hasOwn(SWATCH_LIMITS, breakpoint) ? SWATCH_LIMITS[breakpoint] : SWATCH_LIMITS.xs;
  const shown = Math.min(total, limit);
  return { shown, more: total - shown };
}

/** Spec 000 §9: the text of the '+N more' link; `undefined` when nothing is hidden. */
export function moreSwatchesLabel(more: number): string | undefined {
  return Number.isFinite(more) && more >= 1 ? `+${Math.floor(more)} more` : undefined;
}

/** Spec 000 §9, spec 002 §9: the width a card image url asks for, and the width it is rewritten to. */
export const CARD_IMAGE_SOURCE_WIDTH = 992;
export const CARD_IMAGE_WIDTH = 580;
/** Spec 000 §9, spec 002 §9: swatch image width, px. */
export const SWATCH_IMAGE_WIDTH = 68;

/**
 * Spec 000 §9, spec 002 §9: a card image url's width 992 is rewritten to 580. Only a whole `w=992` query parameter
 * counts: `w=9920`, `w=99` and `xw=992` stay as they are; so does every other url.
 */
export function cardImageUrl(url: string): string {
  return url.replace(/([?&])w=992(?=[&#]|$)/g, `$1w=${CARD_IMAGE_WIDTH}`);
}
