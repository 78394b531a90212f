import type { Metadata } from 'next';
import { ProductRoute } from '../../../../../../components/product/ProductRoute';
import { productMetadata } from '../../../../../../lib/product-route';
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

export default async function ProductPageRoute({ params, searchParams }: Props) {
  const { market: code, id, color } = await params;
  return <ProductRoute market={code} id={id} color={color} query={await searchParams} />;
}
