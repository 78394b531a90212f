import { buildListingQuery, parseListingQuery } from '@wardrobe/domain-rules';

/** A category listing with a colour filter applied, as the shop's URLs carry it (spec 000 §2). */
export const LISTING_PATH = '/browse/womens/dresses';
const listingQuery = parseListingQuery('filters%5BColour%5D=Black&sort=price-asc');

/** The URL of a page of that listing: `buildListingQuery` leaves page 1 out and sorts the pairs. */
export function listingHref(page: number): string {
  const query = buildListingQuery({ ...listingQuery, page });
  return query === '' ? LISTING_PATH : `${LISTING_PATH}?${query}`;
}
