import type { Kysely } from 'kysely';
import type { SandboxDatabase } from '../db/schema';

/**
 * The catalogue's words for a sku, for choosing its silhouette: the product's name, then the names of its
 * categories, deepest first (`Dresses` before `Clothing` before `Womens`). A variant sku finds its product.
 * An unknown sku gives []. Answers are kept in a small LRU (bounded: at most `max` skus).
 */
export function catalogueSkuDescriber(
  db: Kysely<SandboxDatabase>,
  { max = 256 }: { max?: number } = {},
): (sku: string) => Promise<readonly string[]> {
  const cache = new Map<string, readonly string[]>();
  return async (sku) => {
    const hit = cache.get(sku);
    if (hit) {
      cache.delete(sku);
      cache.set(sku, hit);
      return hit;
    }
    const product =
      (await db.selectFrom('products').select(['id', 'name']).where('sku', '=', sku).executeTakeFirst()) ??
      (await db
        .selectFrom('variants')
        .innerJoin('products', 'products.id', 'variants.product_id')
        .select(['products.id as id', 'products.name as name'])
        .where('variants.sku', '=', sku)
        .executeTakeFirst());
    let words: readonly string[] = [];
    if (product) {
      const categories = await db
        .selectFrom('product_categories')
        .innerJoin('categories', 'categories.id', 'product_categories.category_id')
        .select(['categories.name', 'categories.url'])
        .where('product_categories.product_id', '=', product.id)
        .execute();
      const depth = (url: string) => url.split('/').filter(Boolean).length;
      categories.sort((a, b) => depth(b.url) - depth(a.url) || a.url.localeCompare(b.url));
      words = [product.name, ...categories.map((c) => c.name)];
    }
    cache.set(sku, words);
    if (cache.size > max) cache.delete(cache.keys().next().value as string);
    return words;
  };
}
