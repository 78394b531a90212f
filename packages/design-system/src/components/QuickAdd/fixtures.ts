import type { QuickAddOption } from '@wardrobe/domain-rules';

/** Deterministic quick-add options (the shape domain-rules `quickAddOptions` returns) for stories and tests. */
const PRODUCT_ID = 101;

let nextVariant = 5001;

function option(size: string, inventory: number, length?: string): QuickAddOption {
  const variationId = nextVariant;
  nextVariant += 1;
  return {
    display_size: size,
    product_id: PRODUCT_ID,
    total_inventory_level: Math.max(0, inventory),
    variation_id: variationId,
    sku_id: `300101-BLK-${size}${length ? `-${length[0]}` : ''}`,
    inventory,
    size_option: size,
    length_option: length,
  };
}

/** Dress sizes 6 to 16, all in stock (8 is low). */
export const SIZES_ONLY: QuickAddOption[] = [
  option('6', 12),
  option('8', 3),
  option('10', 9),
  option('12', 15),
  option('14', 7),
  option('16', 20),
];

/** Dress sizes with 10 and 16 sold out (and 14 at a negative availability, which counts as none). */
export const SOME_SOLD_OUT: QuickAddOption[] = [
  option('6', 12),
  option('8', 3),
  option('10', 0),
  option('12', 15),
  option('14', -2),
  option('16', 0),
];

/**
 * Trousers in sizes 8 to 14 and lengths Short, Regular, Long: 10 Long and 12 Short are sold out, 14 comes only
 * in Regular.
 */
export const SIZES_AND_LENGTHS: QuickAddOption[] = [
  option('8', 4, 'Short'),
  option('8', 6, 'Regular'),
  option('8', 2, 'Long'),
  option('10', 5, 'Short'),
  option('10', 8, 'Regular'),
  option('10', 0, 'Long'),
  option('12', 0, 'Short'),
  option('12', 11, 'Regular'),
  option('12', 3, 'Long'),
  option('14', 9, 'Regular'),
];

/** A loader that answers after `delay` ms, like the product and inventory calls. */
export function loadAfter(options: QuickAddOption[], delay = 150): () => Promise<QuickAddOption[]> {
  return () => new Promise((resolve) => setTimeout(() => resolve(options), delay));
}
