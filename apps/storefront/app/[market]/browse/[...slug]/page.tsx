import { BrowseListing, browseMetadata } from '../../../../components/listing/BrowseListing';
import { commerceFor } from '../../../../lib/commerce';
import { listingFromPairs } from '../../../../lib/listing-form';
import { marketFromParam } from '../../../../lib/market';
import { type SearchParams, toSearchParams } from '../../../../lib/search-params';

// A shopper's own listing (filters, sort, page, view, a content preview): rendered per request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ market: string; slug: string[] }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props) {
  const { market, slug } = await params;
  return browseMetadata(market, slug);
}

export default async function BrowsePage({ params, searchParams }: Props) {
  const { market: code, slug } = await params;
  const market = marketFromParam(code);
  // A script-less price submit sends Min and Max fields; they fold into the price filter here.
  const { query, view } = listingFromPairs(toSearchParams(await searchParams));
  return (
    <BrowseListing
      market={market}
      slug={slug}
      query={query}
      view={view}
      commerce={await commerceFor(market)}
      contentPreview
    />
  );
}
