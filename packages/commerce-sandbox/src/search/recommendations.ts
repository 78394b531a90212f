import type { SearchCatalogue, SearchProduct } from './catalogue';
import { COMPLETE_THE_LOOK } from './complete-the-look';

/** The pods (spec 000 §7), their names as a carousel heads them, and Constructor's strategy ids. */
export const PODS = {
  'pdp-recs': { display_name: 'You May Also Like', strategy: 'alternative_items' },
  'pdp-ctl': { display_name: 'Complete The Look', strategy: 'complementary_items' },
} as const;

/** What a product costs as shown: its first purchasable variant's price paid. */
const priceOf = (product: SearchProduct) => product.variants[0]?.price ?? 0;

/** Nearest price to the item's first, then lower id: one fixed order for the same catalogue. */
function byNearestPrice(item: SearchProduct) {
  const target = priceOf(item);
  return (a: SearchProduct, b: SearchProduct) =>
    Math.abs(priceOf(a) - target) - Math.abs(priceOf(b) - target) || a.id - b.id;
}

/**
 * `pdp-recs`, similar items: products of the item's own category first, then of its sibling categories (the
 * parent's), then of its top-level branch, then any; within each, nearest in price. Reading: with several item
 * ids the first known one is the item; none of the given items is ever recommended.
 */
export function similarItems(
  catalogue: SearchCatalogue,
  item: SearchProduct,
  exclude: ReadonlySet<number>,
  limit: number,
): SearchProduct[] {
  const leaf = item.leaf === undefined ? undefined : catalogue.categories.get(item.leaf);
  const tiers = [leaf?.id, leaf?.parentId, leaf?.ancestors[0]];
  const tierOf = (product: SearchProduct) => {
    const tier = tiers.findIndex((id) => id !== undefined && product.categories.includes(id));
    return tier === -1 ? tiers.length : tier;
  };
  const nearest = byNearestPrice(item);
  return [...catalogue.products.values()]
    .filter((p) => !exclude.has(p.id))
    .map((product) => ({ product, tier: tierOf(product) }))
    .sort((a, b) => a.tier - b.tier || nearest(a.product, b.product))
    .slice(0, limit)
    .map(({ product }) => product);
}

/**
 * `pdp-ctl`, complete the look: products of the complementary categories of the item's own category
 * (`COMPLETE_THE_LOOK`), one from each in turn, each category's nearest in price first.
 */
export function completeTheLook(
  catalogue: SearchCatalogue,
  item: SearchProduct,
  exclude: ReadonlySet<number>,
  limit: number,
): SearchProduct[] {
  const leaf = item.leaf === undefined ? undefined : catalogue.categories.get(item.leaf);
  const urls = leaf ? (COMPLETE_THE_LOOK[leaf.url] ?? []) : [];
  const nearest = byNearestPrice(item);
  const queues = urls.flatMap((url) => {
    const category = [...catalogue.categories.values()].find((c) => c.url === url);
    if (!category) return [];
    return [[...catalogue.products.values()].filter((p) => p.categories.includes(category.id)).sort(nearest)];
  });
  const chosen: SearchProduct[] = [];
  const taken = new Set(exclude);
  for (let round = 0; chosen.length < limit && queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      const product = queue[round];
      if (!product || taken.has(product.id) || chosen.length >= limit) continue;
      taken.add(product.id);
      chosen.push(product);
    }
  }
  return chosen;
}
