'use client';

import { type FilterFacet, FilterSidebar, ListingToolbar, type ListingView } from '@wardrobe/design-system';
import { type ListingQuery, toggleFacetValue } from '@wardrobe/domain-rules';
import { useRouter } from 'next/navigation';
import { useFrame } from '../../lib/frame-store';
import { listingHref } from '../../lib/listing-href';

export interface ListingControlsProps {
  path: string;
  query: ListingQuery;
  view: ListingView;
  facets: FilterFacet[];
  count: number;
  currency: string;
  sortOptions: readonly { value: string; label: string }[];
  part: 'filters' | 'toolbar';
}

/**
 * The listing's client controls. Every choice becomes the canonical listing URL (spec 000 §2: pairs sorted by
 * name; changing a facet or the sort drops the page), so the server renders it and a reload or a shared link
 * shows the same products. Reading: the grid/list choice travels as `view=list` (grid, the default, is left out).
 */
export function ListingControls({
  path,
  query,
  view,
  facets,
  count,
  currency,
  sortOptions,
  part,
}: ListingControlsProps) {
  const router = useRouter();
  const go = (next: ListingQuery, nextView: ListingView = view) => {
    useFrame.getState().setNavigating(true);
    router.push(listingHref(path, next, nextView), { scroll: false });
  };
  if (part === 'filters') {
    return (
      <FilterSidebar
        facets={facets}
        currency={currency}
        onToggle={(facet, value) => go(toggleFacetValue(query, facet, value))}
        onRangeChange={(facet, min, max) =>
          go({ ...query, page: 1, filters: { ...query.filters, [facet]: [`${min}-${max}`] } })
        }
        onClearAll={() => go({ ...query, page: 1, filters: {} })}
      />
    );
  }
  return (
    <ListingToolbar
      count={count}
      sortOptions={sortOptions}
      sort={query.sort ?? 'featured'}
      onSortChange={(sort) => go({ ...query, page: 1, sort })}
      view={view}
      onViewChange={(next) => go(query, next)}
    />
  );
}
