import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ProductPage } from '../../../../../../components/product/ProductPage';
import { catalogueCommerce } from '../../../../../../lib/commerce';
import { marketFromParam, titleSuffix } from '../../../../../../lib/market';
import { loadProductPage, ProductNotFound } from '../../../../../../lib/product';
import type { SearchParams } from '../../../../../../lib/search-params';

// Size and Length come from the query (spec 000 §2), so the page renders per request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ market: string; id: string; slug: string; color: string }>;
  searchParams: Promise<SearchParams>;
};

/**
 * Once a request (the metadata and the page both ask). The product comes from the catalogue without the
 * shopper's cookies: what a product page shows is the same for everyone.
 */
const productPage = cache(async (code: string, id: string, color: string) => {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const market = marketFromParam(code);
  try {
    return await loadProductPage(
      await catalogueCommerce(market),
      market,
      Number(id),
      decodeURIComponent(color),
    );
  } catch (error) {
    // Spec 000 §4, §8: an absent product or a colour no variant has is a 404; anything else a 500.
    if (error instanceof ProductNotFound) return undefined;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { market, id, color } = await params;
  const data = await productPage(market, id, color);
  if (!data) return { title: { absolute: 'Page not found' } };
  return {
    title: `${data.product.name} in ${data.colourName}${titleSuffix(marketFromParam(market))}`,
    description: data.product.description,
  };
}

export default async function ProductRoute({ params, searchParams }: Props) {
  const { market: code, id, color } = await params;
  const data = await productPage(code, id, color);
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
