import type { StylingOutfit, StylingProduct } from '@wardrobe/commerce-sdk';
import type { SearchCatalogue, SearchProduct } from '../search/catalogue';
import { COMPLETE_THE_LOOK } from '../search/complete-the-look';
import { productPath, shownVariant } from '../search/items';

/**
 * Colours that go with anything, in the order a stylist reaches for them: the "Easy neutrals" outfit shows each
 * piece in the first of these it comes in (other than the product's own colour, which the tonal outfit has).
 */
export const NEUTRAL_COLOURS = [
  'Black',
  'White',
  'Navy',
  'Ivory',
  'Grey',
  'Charcoal',
  'Camel',
  'Stone',
  'Ecru',
  'Brown',
] as const;

/** One outfit's rule: its id suffix, its title, and the piece it takes from a category's queue. */
interface OutfitRule {
  kind: string;
  title: string;
  /** The piece of a category for this outfit and the colour it is shown in; undefined when none fits. */
  pick(queue: readonly SearchProduct[], taken: ReadonlySet<number>): Piece | undefined;
}

interface Piece {
  product: SearchProduct;
  colour: string;
}

const available = (queue: readonly SearchProduct[], taken: ReadonlySet<number>) =>
  queue.filter((product) => !taken.has(product.id));

/**
 * The styling service's outfits for a product in a colour (at most 3, none when its category has no look to
 * complete): pieces from the categories that go with the product's own (`COMPLETE_THE_LOOK`, the complete-the-
 * look pod's table), one per category, each shown in a colour it comes in:
 *
 * 1. "Tonal {colour}": pieces that come in the product's colour, nearest in price first;
 * 2. "Easy neutrals": pieces in a neutral colour (`NEUTRAL_COLOURS`), nearest in price first;
 * 3. for a guest "Best sellers" (most sold, in their first colour); for a customer (the hashed id) "Picked for
 *    you", first: the hash chooses the pieces and their colours, so a customer sees the same picks each visit and
 *    another customer other ones.
 *
 * No product appears twice, nor the product itself. An outfit with no piece is left out. Deterministic: the same
 * catalogue, product, colour and customer give the same outfits (ties go to the lower id).
 */
export function buildOutfits(
  catalogue: SearchCatalogue,
  item: SearchProduct,
  colour: string,
  customerId?: string,
): StylingOutfit[] {
  const queues = complementaryQueues(catalogue, item);
  if (queues.length === 0) return [];
  const rules: OutfitRule[] = [
    {
      kind: 'tonal',
      title: `Tonal ${colour.toLowerCase()}`,
      pick: (queue, taken) => {
        const product = available(queue, taken).find((p) => p.colours.includes(colour));
        return product && { product, colour };
      },
    },
    {
      kind: 'neutrals',
      title: 'Easy neutrals',
      pick: (queue, taken) => {
        for (const product of available(queue, taken)) {
          const neutral = NEUTRAL_COLOURS.find((c) => c !== colour && product.colours.includes(c));
          if (neutral) return { product, colour: neutral };
        }
        return undefined;
      },
    },
  ];
  if (customerId === undefined) {
    rules.push({
      kind: 'best-sellers',
      title: 'Best sellers',
      pick: (queue, taken) => {
        const [product] = available(queue, taken).sort((a, b) => b.totalSold - a.totalSold || a.id - b.id);
        return product && { product, colour: product.colours[0] as string };
      },
    });
  } else {
    // Eight hex digits of the hash are plenty to spread customers over a category's few dozen products.
    const seed = Number.parseInt(customerId.slice(0, 8), 16);
    rules.unshift({
      kind: 'picked',
      title: 'Picked for you',
      pick: (queue, taken) => {
        const left = available(queue, taken);
        const product = left[seed % Math.max(left.length, 1)];
        return product && { product, colour: product.colours[seed % product.colours.length] as string };
      },
    });
  }

  const taken = new Set([item.id]);
  const outfits: StylingOutfit[] = [];
  for (const rule of rules) {
    const products: StylingProduct[] = [];
    for (const queue of queues) {
      const piece = rule.pick(queue, taken);
      if (!piece) continue;
      taken.add(piece.product.id);
      products.push(stylingProduct(piece));
    }
    if (products.length > 0) outfits.push({ id: `${item.id}-${rule.kind}`, title: rule.title, products });
  }
  return outfits;
}

/**
 * The products of each category that goes with the item's own, nearest in price to it first (then lower id),
 * as the complete-the-look pod orders them.
 */
function complementaryQueues(catalogue: SearchCatalogue, item: SearchProduct): SearchProduct[][] {
  const leaf = item.leaf === undefined ? undefined : catalogue.categories.get(item.leaf);
  const urls = leaf ? (COMPLETE_THE_LOOK[leaf.url] ?? []) : [];
  const priceOf = (product: SearchProduct) => product.variants[0]?.price ?? 0;
  const target = priceOf(item);
  const nearest = (a: SearchProduct, b: SearchProduct) =>
    Math.abs(priceOf(a) - target) - Math.abs(priceOf(b) - target) || a.id - b.id;
  const categories = [...catalogue.categories.values()];
  return urls.flatMap((url) => {
    const category = categories.find((c) => c.url === url);
    if (!category) return [];
    const queue = [...catalogue.products.values()]
      .filter((p) => p.id !== item.id && p.categories.includes(category.id))
      .sort(nearest);
    return queue.length > 0 ? [queue] : [];
  });
}

/** A piece as the widget shows it: its first purchasable variant in the colour (price, picture, page). */
function stylingProduct({ product, colour }: Piece): StylingProduct {
  const variant = shownVariant(product.variants, [colour]);
  return {
    id: product.id,
    name: product.name,
    colour,
    price: variant.price,
    ...(variant.salePrice !== undefined ? { original_price: variant.listPrice } : {}),
    image: variant.imageUrl,
    url: productPath(product, colour),
  };
}
