import { type BuildListingQueryOptions, buildListingQuery, type ListingQuery } from '@wardrobe/domain-rules';

/**
 * The canonical href of a listing: `buildListingQuery` (pairs sorted by name, page 1 and 48 a page left out),
 * plus `view=list` when the list view is chosen, in its sorted place. The search page carries its text as
 * `query` (spec 001 §2 `/search?query=`): pass `{ termParam: 'query' }`.
 */
export function listingHref(
  path: string,
  q: ListingQuery,
  view: 'grid' | 'list' = 'grid',
  options: BuildListingQueryOptions = {},
) {
  const params = new URLSearchParams(buildListingQuery(q, options));
  if (view === 'list') params.append('view', 'list');
  const pairs = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(pairs).toString();
  return search ? `${path}?${search}` : path;
}
