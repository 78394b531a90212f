import { BrowseListing, browseMetadata } from '../../../../components/listing/BrowseListing';
import { catalogueCommerce } from '../../../../lib/commerce';
import { listingFromPairs } from '../../../../lib/listing-form';
import { marketFromParam } from '../../../../lib/market';

/**
 * A listing as every shopper first lands on it (`/browse/womens`, no query string, no preview cookie: the proxy
 * rewrites those here). It reads no cookie, header or query, so Next renders it on the first request, serves
 * that copy to everyone and renders it again in the background once it is a minute old (ISR). Nothing is built
 * ahead: the build never opens the database.
 */
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { market: string; slug: string[] }[] {
  return [];
}

type Props = { params: Promise<{ market: string; slug: string[] }> };

export async function generateMetadata({ params }: Props) {
  const { market, slug } = await params;
  return browseMetadata(market, slug);
}

export default async function CachedBrowsePage({ params }: Props) {
  const { market: code, slug } = await params;
  const market = marketFromParam(code);
  const { query, view } = listingFromPairs([]);
  return (
    <BrowseListing
      market={market}
      slug={slug}
      query={query}
      view={view}
      commerce={await catalogueCommerce(market)}
      contentPreview={false}
    />
  );
}
