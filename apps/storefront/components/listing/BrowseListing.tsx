import type { CommerceClient, CommerceError } from '@wardrobe/commerce-sdk';
import { type ListingQuery, localizePath, type Market } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { categoryTree } from '../../lib/catalogue';
import { categoryListingContent } from '../../lib/content';
import {
  findCategory,
  loadCatalogueListing,
  loadCollectionListing,
  localizeBreadcrumbs,
} from '../../lib/listing';
import { marketFromParam } from '../../lib/market';
import { pageMetadata } from '../../lib/seo';
import { ListingPage } from './ListingPage';

/**
 * Spec 001 §2 `/browse/:slug_1/…/:slug_5` and `/browse/collection/:collectionId`, shared by the two routes that
 * serve it: `app/[market]/browse` renders per request (a shopper's filters, sort, page or view; a content
 * preview) and `app/[market]/browse-cached` serves the listing as everyone first lands on it, cached for a
 * minute. The proxy picks the route; the address bar shows `/browse/…` either way.
 */

/** Five levels at most; `collection/:id` is a collection. */
function route(slug: string[]): { collectionId: string } | { categoryUrl: string } | undefined {
  const [first, second] = slug;
  if (first === 'collection' && second !== undefined && slug.length === 2) return { collectionId: second };
  if (slug.length > 5) return undefined;
  return { categoryUrl: `/${slug.join('/')}/` };
}

/** Once a request: the metadata and the page both ask. */
const categoryIn = cache(async (code: string, url: string) =>
  findCategory(await categoryTree(marketFromParam(code)), url),
);

const COLLECTION_TITLES: Record<string, string> = { sale: 'Sale', 'new-in': 'New In' };

export async function browseMetadata(code: string, slug: string[]): Promise<Metadata> {
  const which = route(slug);
  if (!which) return {};
  // The canonical link never carries the shopper's filters; category listings get no alternates (spec 001 §2).
  const path = `/browse/${slug.map(encodeURIComponent).join('/')}`;
  const market = marketFromParam(code);
  if ('collectionId' in which)
    return {
      title: COLLECTION_TITLES[which.collectionId] ?? 'Collection',
      ...pageMetadata(market, path, 'collection'),
    };
  const found = await categoryIn(code, which.categoryUrl);
  return found
    ? { title: found.category.name, ...pageMetadata(market, path, 'category') }
    : { title: { absolute: 'Page not found' } };
}

export interface BrowseListingProps {
  market: Market;
  slug: string[];
  query: ListingQuery;
  view: 'grid' | 'list';
  commerce: CommerceClient;
  /** Whether a content preview (from the shopper's cookies) may be shown: never on the cached route. */
  contentPreview: boolean;
}

export async function BrowseListing({
  market,
  slug,
  query,
  view,
  commerce,
  contentPreview,
}: BrowseListingProps) {
  const which = route(slug);
  if (!which) notFound();
  const path = localizePath(`/browse/${slug.map(encodeURIComponent).join('/')}`, market.code);

  if ('collectionId' in which) {
    const data = await loadCollectionListing(commerce, market, query, which.collectionId).catch(
      rethrowUnlessBadInput,
    );
    if (data.total === 0 && !COLLECTION_TITLES[which.collectionId]) notFound();
    const title = COLLECTION_TITLES[which.collectionId] ?? 'Collection';
    return (
      <ListingPage
        market={market}
        route="collection"
        title={title}
        path={path}
        query={query}
        view={view}
        data={data}
        listName={`Collection: ${title}`}
        empty={<p>No products found.</p>}
      />
    );
  }

  const found = await categoryIn(market.code, which.categoryUrl);
  if (!found) notFound();
  const [data, content] = await Promise.all([
    loadCatalogueListing(commerce, market, query, { categoryId: found.category.id }).catch(
      rethrowUnlessBadInput,
    ),
    categoryListingContent(market, which.categoryUrl, { preview: contentPreview }),
  ]);
  return (
    <ListingPage
      market={market}
      route="category"
      title={found.category.name}
      path={path}
      query={query}
      view={view}
      data={data}
      listName={`Category: ${found.category.name}`}
      breadcrumbs={localizeBreadcrumbs(market, found.breadcrumbs)}
      header={content?.header}
      slots={content?.slots}
      empty={<p>No products found.</p>}
    />
  );
}

/** A query the catalogue refuses (a malformed price range, say) is a page that does not exist, not a 500. */
function rethrowUnlessBadInput(error: unknown): never {
  if (error instanceof Error && (error as CommerceError).statusCode === 400) notFound();
  throw error;
}
