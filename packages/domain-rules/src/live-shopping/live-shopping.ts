import { CURRENTLY_UNAVAILABLE_MESSAGE } from '../stock/stock';
import {
  type CatalogueProduct,
  type CatalogueVariant,
  checkQuantity,
  defaultSelection,
  isPurchasable,
  PRODUCT_OPTION_NAMES,
  QUANTITY_EXCEEDS_STOCK_MESSAGE,
  variantOptionLabel,
} from '../variants/variants';

/*
 * Spec 000 §8 "Live-shopping widget failures (product not found, matching variant not found, out of stock) are
 * reported back as failure"; spec 001 §2 "Live shopping is embedded on content pages". A show presents products as
 * its host shows them (a product of the catalogue, in a colour and, where the show names one, a size); adding one
 * goes through the bag's rules (spec 000 §4 "Add to bag"): these rules say which variant that is, or why not.
 */

/** Spec 000 §8: the three ways adding a product from a show fails, in the order they are checked. */
export const LIVE_SHOPPING_FAILURES = ['product-not-found', 'variant-not-found', 'out-of-stock'] as const;
export type LiveShoppingFailure = (typeof LIVE_SHOPPING_FAILURES)[number];

/** Ours (the spec gives no text): the show's colour and size match no variant the shop sells. */
export const LIVE_SHOPPING_VARIANT_NOT_FOUND_MESSAGE = 'Not available in the colour and size shown.';

/**
 * What the shopper reads for each failure. Reading: the spec's own texts where it has one: a product the shop does
 * not sell is its 'Unavailable item' ('Currently unavailable.'), and out of stock is its 'Quantity above stock'
 * (the bag refuses a quantity above the variant's stock, spec 000 §4, with that text). The variant text is ours.
 */
export const LIVE_SHOPPING_FAILURE_MESSAGES: Readonly<Record<LiveShoppingFailure, string>> = {
  'product-not-found': CURRENTLY_UNAVAILABLE_MESSAGE,
  'variant-not-found': LIVE_SHOPPING_VARIANT_NOT_FOUND_MESSAGE,
  'out-of-stock': QUANTITY_EXCEEDS_STOCK_MESSAGE,
};

/**
 * A show's id as content names it: a letter or digit, then letters, digits, `-` or `_`, at most 64 characters.
 * Reading: vendor-neutral (no vendor's format is known), strict enough to sit in a URL path or a key as it is.
 */
export const LIVE_SHOW_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const LIVE_SHOW_ID_MAX_LENGTH = 64;

/** The option the show's host shows: the colour, and the size where the show names one. */
export interface ShowItemChoice {
  colour: string;
  size?: string | null | undefined;
}

/** A line of the bag, as much of it as the rule reads. */
export interface ShowBagLine {
  product_id: number;
  variant_id: number;
  quantity: number;
}

export interface ShowItemInput {
  /** The catalogue's product the show names; undefined when the catalogue does not show it (404). */
  product: CatalogueProduct | undefined;
  choice: ShowItemChoice;
  /**
   * Units available to sell per variant id in the shopper's market (spec 000 §5 `availableToSell`), fresh from the
   * inventory service; a variant missing here falls back to its own `inventory_level`.
   */
  stock?: Readonly<Record<number, number>>;
  /** The bag's lines now: what it already holds counts against the stock. */
  bag?: readonly ShowBagLine[];
  /** Units to add; 1 by default (a show's button adds one). */
  quantity?: number;
}

export type ShowItemResolution =
  | {
      ok: true;
      variant: CatalogueVariant;
      /** The size and length the variant has (a size the show did not name, chosen by the rule). */
      size: string | undefined;
      length: string | undefined;
      /** Units available to sell, and units of it already in the bag. */
      available: number;
      inBag: number;
    }
  | { ok: false; failure: LiveShoppingFailure; message: string };

/**
 * Which variant of the catalogue's product a show's item is, or which of spec 000 §8's failures stops it, checked in
 * this order:
 * 1. **product not found**: the catalogue does not show the product, or its purchasing is disabled (the shop does not
 *    sell it). A recorded show outlives its products.
 * 2. **matching variant not found**: no variant has the show's colour (any case), or the size it names; or the show
 *    names no size and the colour comes in several (spec 000 §4 selects a single size automatically, and only a
 *    single one: the shopper chooses among several on the product page); or the match has purchasing disabled.
 *    An option the show never names (Length) takes the product's default value (spec 000 §4 "Default variant:
 *    take each option's default (or first) value"), else the first match.
 * 3. **out of stock**: what the bag already holds plus the quantity is above the stock (spec 000 §4: "A quantity
 *    above the variant's inventory level is refused as out of stock", `checkQuantity`). Stock as the product page
 *    reads it: untracked is unlimited, product tracking is the product's level (the bag's lines of any of its
 *    variants count), variant tracking the variant's (its own lines count).
 */
export function resolveShowItem({
  product,
  choice,
  stock = {},
  bag = [],
  quantity = 1,
}: ShowItemInput): ShowItemResolution {
  if (!product || product.purchasing_disabled === true) return failure('product-not-found');
  const inColour = (product.variants ?? []).filter((variant) =>
    sameText(variantOptionLabel(variant, PRODUCT_OPTION_NAMES.colour), choice.colour),
  );
  const named = typeof choice.size === 'string' && choice.size.trim() !== '' ? choice.size.trim() : undefined;
  const sizes = new Set(
    inColour
      .map((variant) => variantOptionLabel(variant, PRODUCT_OPTION_NAMES.size))
      .filter((size): size is string => size !== undefined),
  );
  const matches = named
    ? inColour.filter((variant) => sameText(variantOptionLabel(variant, PRODUCT_OPTION_NAMES.size), named))
    : sizes.size > 1
      ? []
      : inColour;
  const variant = preferDefaults(product, matches);
  if (!variant || !isPurchasable(product, variant)) return failure('variant-not-found');

  const available = availableUnits(product, variant, stock);
  const inBag = bag
    .filter((line) =>
      product.inventory_tracking === 'product'
        ? line.product_id === product.id
        : line.variant_id === variant.id,
    )
    .reduce((sum, line) => sum + (Number.isFinite(line.quantity) ? line.quantity : 0), 0);
  if (checkQuantity({ requested: inBag + quantity, inventoryLevel: available }).action !== 'update')
    return failure('out-of-stock');
  return {
    ok: true,
    variant,
    size: variantOptionLabel(variant, PRODUCT_OPTION_NAMES.size),
    length: variantOptionLabel(variant, PRODUCT_OPTION_NAMES.length),
    available,
    inBag,
  };
}

/** The failure with its text. */
export function liveShoppingFailure(failure: LiveShoppingFailure): {
  ok: false;
  failure: LiveShoppingFailure;
  message: string;
} {
  return { ok: false, failure, message: LIVE_SHOPPING_FAILURE_MESSAGES[failure] };
}

const failure = liveShoppingFailure;

/** Among variants that match the show, the one with the product's default values for the options left, else the first. */
function preferDefaults(
  product: CatalogueProduct,
  matches: readonly CatalogueVariant[],
): CatalogueVariant | undefined {
  if (matches.length <= 1) return matches[0];
  const defaults = Object.entries(defaultSelection(product)).filter(
    ([name]) => !sameText(name, PRODUCT_OPTION_NAMES.colour) && !sameText(name, PRODUCT_OPTION_NAMES.size),
  );
  return (
    matches.find((variant) =>
      defaults.every(([name, value]) => sameText(variantOptionLabel(variant, name), value)),
    ) ?? matches[0]
  );
}

/** Spec 000 §4 stock availability: untracked is unlimited, else the product's or the variant's level (≥ 0). */
function availableUnits(
  product: CatalogueProduct,
  variant: CatalogueVariant,
  stock: Readonly<Record<number, number>>,
): number {
  switch (product.inventory_tracking) {
    case 'product':
      return units(product.inventory_level);
    case 'variant':
      return units(stock[variant.id] ?? variant.inventory_level);
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/** Reading: a level that is not a number counts as 0, so it never unlocks an add. */
function units(level: number | null | undefined): number {
  return typeof level === 'number' && Number.isFinite(level) ? Math.max(0, level) : 0;
}

function sameText(a: string | undefined, b: string): boolean {
  return a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
}
