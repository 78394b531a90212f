import type { CommerceError } from '@wardrobe/commerce-sdk';
import { localizePath } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ListingPage } from '../../../../components/listing/ListingPage';
import { categoryTree } from '../../../../lib/catalogue';
import { commerceFor } from '../../../../lib/commerce';
import { categoryListingContent } from '../../../../lib/content';
import {
  findCategory,
  loadCatalogueListing,
  loadCollectionListing,
  localizeBreadcrumbs,
} from '../../../../lib/listing';
import { listingFromPairs } from '../../../../lib/listing-form';
import { marketFromParam } from '../../../../lib/market';
import { type SearchParams, toSearchParams } from '../../../../lib/search-params';

// Reads the sandbox database: never rendered at build time.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ market: string; slug: string[] }>;
  searchParams: Promise<SearchParams>;
};

/** Spec 001 §2: `/browse/:slug_1/…/:slug_5` (five levels at most) and `/browse/collection/:collectionId`. */
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { market: code, slug } = await params;
  const which = route(slug);
  if (!which) return {};
  if ('collectionId' in which) return { title: COLLECTION_TITLES[which.collectionId] ?? 'Collection' };
  const found = await categoryIn(code, which.categoryUrl);
  return found ? { title: found.category.name } : { title: { absolute: 'Page not found' } };
}

export default async function BrowsePage({ params, searchParams }: Props) {
  const { market: code, slug } = await params;
  const market = marketFromParam(code);
  // A script-less price submit sends Min and Max fields; they fold into the price filter here.
  const { query, view } = listingFromPairs(toSearchParams(await searchParams));
  const commerce = await commerceFor(market);
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

  const found = await categoryIn(code, which.categoryUrl);
  if (!found) notFound();
  const [data, content] = await Promise.all([
    loadCatalogueListing(commerce, market, query, { categoryId: found.category.id }).catch(
      rethrowUnlessBadInput,
    ),
    categoryListingContent(market, which.categoryUrl),
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
