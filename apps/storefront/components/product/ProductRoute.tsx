import { notFound } from 'next/navigation';
import { catalogueCommerce } from '../../lib/commerce';
import { marketFromParam } from '../../lib/market';
import { productPageData } from '../../lib/product-route';
import type { SearchParams } from '../../lib/search-params';
import { productPageJsonLd } from '../../lib/seo';
import { JsonLd } from '../JsonLd';
import { ProductPage } from './ProductPage';

/**
 * A product page from its route parameters, for `/p/:id/:slug/:color` (per request, with the shopper's query) and
 * its cached twin (no query): the product in that colour, or the 404 page.
 */
export async function ProductRoute({
  market: code,
  id,
  color,
  query,
}: {
  market: string;
  id: string;
  color: string;
  query: SearchParams;
}) {
  const data = await productPageData(code, id, color);
  if (!data) notFound();
  const market = marketFromParam(code);
  return (
    <>
      <JsonLd data={productPageJsonLd(market, data)} />
      <ProductPage
        market={market}
        data={data}
        query={query}
        commerce={await catalogueCommerce(market)}
        today={new Date().toISOString().slice(0, 10)}
      />
    </>
  );
}
