import { LOW_STOCK_THRESHOLD, SOLD_OUT_LEVEL, sortSizes } from '@wardrobe/domain-rules';

/** One size of a product in the chosen colour (and length). */
export interface SizeOption {
  id: string;
  /** What the shopper sees and hears: `10`, `M`, `3-4`. */
  label: string;
  /** Units available to sell; leave out when stock is not tracked. */
  stock?: number | undefined;
  /** Sold out whatever `stock` says (e.g. stock tracked at product level). */
  isSoldOut?: boolean | undefined;
  /** Why it cannot be chosen, read after the size; 'Sold Out' by default. */
  reason?: string | undefined;
}

/** Spec 000 §9: sold out at stock 0 (or below), or when flagged. An untracked size (no stock) is available. */
export function isSizeSoldOut(size: SizeOption): boolean {
  return size.isSoldOut === true || (typeof size.stock === 'number' && size.stock <= SOLD_OUT_LEVEL);
}

/** Spec 000 §9: low stock is fewer than 5 left, and not sold out. */
export function isSizeLowStock(size: SizeOption): boolean {
  return !isSizeSoldOut(size) && typeof size.stock === 'number' && size.stock < LOW_STOCK_THRESHOLD;
}

/**
 * The sizes in the shop's size order (`sortSizes`, spec 000 §5) by their labels. Sizes with the same label keep
 * their order. Returns a new array.
 */
export function orderSizes<T extends SizeOption>(sizes: readonly T[]): T[] {
  const queues = new Map<string, T[]>();
  for (const size of sizes) queues.set(size.label, [...(queues.get(size.label) ?? []), size]);
  return sortSizes(sizes.map((size) => size.label)).map((label) => queues.get(label)?.shift() as T);
}

/**
 * Spec 000 §4: "A single size option is selected automatically." Reading: only when the product has exactly
 * one size and it can be bought; a lone sold-out size stays unselected (it cannot be chosen).
 */
export function autoSelectedSize(sizes: readonly SizeOption[]): string | undefined {
  const [only] = sizes;
  return sizes.length === 1 && only && !isSizeSoldOut(only) ? only.id : undefined;
}
