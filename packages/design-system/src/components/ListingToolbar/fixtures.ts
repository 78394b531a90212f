import type { SortOption } from './ListingToolbar';

/** The listing's sort choices, as `field-direction` values (spec 000 §2). */
export const SORT_OPTIONS: SortOption[] = [
  { value: 'featured', label: 'Recommended' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'best_selling', label: 'Best selling' },
];
