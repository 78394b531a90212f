import {
  localizePath,
  NO_RESULTS_MESSAGE,
  normalizeSearchTerm,
  parseListingQuery,
  showNoResults,
} from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { ListingPage } from '../../../components/listing/ListingPage';
import { commerceFor } from '../../../lib/commerce';
import { type ListingPageData, loadCatalogueListing } from '../../../lib/listing';
import { listingFromPairs } from '../../../lib/listing-form';
import { marketFromParam } from '../../../lib/market';
import { type SearchParams, toSearchParams } from '../../../lib/search-params';
import { hasQueryString, pageMetadata } from '../../../lib/seo';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ market: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const term = normalizeSearchTerm(parseListingQuery(toSearchParams(query)).term);
  return {
    title: term ? `Search results for ‘${term}’` : 'Search',
    ...pageMetadata(marketFromParam((await params).market), '/search', 'search', hasQueryString(query)),
  };
}

const NOTHING: ListingPageData = { cards: [], facets: [], total: 0, page: 1, totalPages: 0 };

/** Spec 001 §2 `/search?query=`: the listing grid for a term; the no-results text only past 3 characters. */
export default async function SearchPage({ params, searchParams }: Props) {
  const market = marketFromParam((await params).market);
  // A script-less price submit sends Min and Max fields; they fold into the price filter here.
  const { query, view } = listingFromPairs(toSearchParams(await searchParams));
  const term = normalizeSearchTerm(query.term);
  const data = term
    ? await loadCatalogueListing(await commerceFor(market), market, { ...query, term }, { term }).catch(
        (error: unknown) => {
          if (error instanceof Error && (error as { statusCode?: number }).statusCode === 400) return NOTHING;
          throw error;
        },
      )
    : NOTHING;
  return (
    <ListingPage
      market={market}
      route="search"
      title={term ? `Search results for ‘${term}’` : 'Search'}
      path={localizePath('/search', market.code)}
      query={{ ...query, ...(term ? { term } : {}) }}
      view={view}
      data={data}
      listName={`Search: ${term ?? ''}`}
      empty={showNoResults(term, data.total) ? <p role="status">{NO_RESULTS_MESSAGE}</p> : null}
    />
  );
}
