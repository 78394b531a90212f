import type { Metadata } from 'next';
import { cache } from 'react';
import { catalogueCommerce } from './commerce';
import { marketFromParam } from './market';
import { loadProductPage, ProductNotFound } from './product';
import { productPath } from './product-path';
import { pageMetadata } from './seo';

/**
 * A product page's data, once a request (the metadata and the page both ask), for both routes that render it:
 * `/p/:id/:slug/:color` per request and its cached twin. The product comes from the catalogue without the
 * shopper's cookies: what a product page shows is the same for everyone. `undefined` is a 404.
 */
export const productPageData = cache(async (code: string, id: string, color: string) => {
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

/**
 * Spec 001 §2: the product's name (here with its colour); the market's suffix outside the UK comes from the
 * layout's title template (adding it here too gave 'X | EU | EU').
 */
export async function productMetadata(code: string, id: string, color: string): Promise<Metadata> {
  const data = await productPageData(code, id, color);
  if (!data) return { title: { absolute: 'Page not found' } };
  return {
    title: `${data.product.name} in ${data.colourName}`,
    description: data.product.description,
    // The canonical colour is the catalogue's spelling (`Mid_Wash`), whatever case the address used.
    ...pageMetadata(marketFromParam(code), productPath({ code: 'en' }, data.product, data.colour), 'product'),
  };
}
