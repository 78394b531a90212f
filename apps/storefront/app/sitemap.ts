import type { Product } from '@wardrobe/commerce-sdk';
import { MARKETS, type Market } from '@wardrobe/domain-rules';
import type { MetadataRoute } from 'next';
import { categoryTree } from '../lib/catalogue';
import { catalogueCommerce } from '../lib/commerce';
import { productPath } from '../lib/product-path';
import { absoluteUrl, type SitemapProduct, sitemapPaths, siteOrigin } from '../lib/seo';

// Reads the sandbox database and the origin setting at request time: never built ahead (the build opens no
// database), and the setting of the running server applies.
export const dynamic = 'force-dynamic';

/**
 * How long one market's product list is reused. Reading: crawlers read the sitemap rarely and a product added in
 * the back office may wait ten minutes to appear in it; the list costs every product with its variants.
 */
const PRODUCTS_TTL_MS = 10 * 60_000;
/** The catalogue's largest page (BigCommerce's list limit). */
const PAGE_SIZE = 250;

const held = new Map<number, { at: number; products: Promise<SitemapProduct[]> }>();

function productsOf(market: Market): Promise<SitemapProduct[]> {
  const now = Date.now();
  const cached = held.get(market.channelId);
  if (cached && now - cached.at < PRODUCTS_TTL_MS) return cached.products;
  const products = loadProducts(market);
  held.set(market.channelId, { at: now, products });
  // A failure is not kept: the next request asks again.
  products.catch(() => {
    if (held.get(market.channelId)?.products === products) held.delete(market.channelId);
  });
  return products;
}

async function loadProducts(market: Market): Promise<SitemapProduct[]> {
  const commerce = await catalogueCommerce(market);
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const answer = await commerce.getProducts({ page, limit: PAGE_SIZE, currencyCode: market.currency });
    all.push(...answer.data);
    if (page >= answer.meta.pagination.total_pages || answer.data.length === 0) break;
  }
  return all.map((product) => ({
    id: product.id,
    url: product.url,
    colours: [
      ...new Set(
        product.variants.flatMap((variant) =>
          variant.option_values.filter((o) => o.option_display_name === 'Color').map((o) => o.label),
        ),
      ),
    ],
  }));
}

/** `/sitemap.xml`: every market's home, content pages, categories and product pages, as absolute URLs. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteOrigin();
  const perMarket = await Promise.all(
    MARKETS.map(async (market) => {
      const [tree, products] = await Promise.all([categoryTree(market), productsOf(market)]);
      return sitemapPaths(market, tree.data, products, (product, colour) =>
        productPath(market, product, colour),
      );
    }),
  );
  return perMarket.flat().map((path) => ({ url: absoluteUrl(origin, path) }));
}
