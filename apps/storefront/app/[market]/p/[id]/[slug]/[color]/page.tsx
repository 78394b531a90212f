import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductPage } from '../../../../../../components/product/ProductPage';
import { catalogueCommerce } from '../../../../../../lib/commerce';
import { marketFromParam } from '../../../../../../lib/market';
import { productMetadata, productPageData } from '../../../../../../lib/product-route';
import type { SearchParams } from '../../../../../../lib/search-params';

// Size and Length come from the query (spec 000 §2), so the page renders per request. Without a query the
// proxy sends it to the cached twin (app/[market]/p-cached).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ market: string; id: string; slug: string; color: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { market, id, color } = await params;
  return productMetadata(market, id, color);
}

export default async function ProductRoute({ params, searchParams }: Props) {
  const { market: code, id, color } = await params;
  const data = await productPageData(code, id, color);
  if (!data) notFound();
  const market = marketFromParam(code);
  return (
    <ProductPage
      market={market}
      data={data}
      query={await searchParams}
      commerce={await catalogueCommerce(market)}
      today={new Date().toISOString().slice(0, 10)}
    />
  );
}
