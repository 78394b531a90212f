import type { SortOption } from './ListingToolbar';

/** The listing's sort choices, as `field-direction` values (spec 000 §2). */
export const SORT_OPTIONS: SortOption[] = [
  { value: 'featured', label: 'Recommended' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'best_selling', label: 'Best selling' },
];

/** The listing path both forms GET. */
export const LISTING_ACTION = '/eu/browse/womens';

/** What the sort form keeps: the filters (and search term, view…), never the page (a new sort starts at page 1). */
export const SORT_HIDDEN: readonly (readonly [string, string])[] = [['filters[Colour]', 'Black']];

/** What the view form keeps: everything but `view`. */
export const VIEW_HIDDEN: readonly (readonly [string, string])[] = [
  ['filters[Colour]', 'Black'],
  ['page', '2'],
  ['sort', 'price-asc'],
];
