import type { Product } from '@wardrobe/commerce-sdk';
import { colorToParam, localizePath, type Market } from '@wardrobe/domain-rules';

/** `/pleated-shirt-dress-300101/` → `/p/101/pleated-shirt-dress-300101/White` in the market. */
export function productPath(
  market: Pick<Market, 'code'>,
  product: Pick<Product, 'id' | 'url'>,
  colour?: string,
) {
  const slug = product.url.replace(/^\/+|\/+$/g, '');
  const path = `/p/${product.id}/${slug}${colour ? `/${colorToParam(colour)}` : ''}`;
  return localizePath(path, market.code);
}
