import { sortSizes } from '../sizes/sizes';
import {
  type CatalogueProduct,
  type CatalogueVariant,
  PRODUCT_OPTION_NAMES,
  productHasOption,
  variantOptionLabel,
} from './variants';

/** Spec 000 §3 (Quick add option): one size (and length) a product card's quick add offers. */
export interface QuickAddOption {
  /** The Size label as shown. */
  display_size: string;
  product_id: number;
  /** The variant's own `inventory_level`. */
  total_inventory_level: number;
  /** The variant id. */
  variation_id: number;
  /** The variant's sku. */
  sku_id: string;
  /** Available stock from the inventory service: `inventory[variant.id] ?? 0`. */
  inventory: number;
  size_option: string;
  length_option: string | undefined;
}

/** Available stock by variant id, from the inventory service. */
export type VariantInventory = Readonly<Record<number, number>>;

/**
 * Spec 000 §4 (Quick add), §5: the card's quick-add choices, skipping variants with purchasing disabled and
 * variants of other colours (their `Color` value, any case), in `sortSizes` order of size (variants of one size
 * keep their catalogue order). Reading: a variant without a `Color` value is not of another colour and is kept;
 * a variant without a `Size` value cannot be quick-added (quick add requires a size) and is skipped; a missing
 * inventory level or sku gives 0 or ''.
 */
export function quickAddOptions(
  product: CatalogueProduct,
  inventory: VariantInventory,
  cardColour: string,
): QuickAddOption[] {
  const options: QuickAddOption[] = [];
  for (const variant of product.variants ?? []) {
    const option = toQuickAddOption(product, variant, inventory, cardColour);
    if (option) options.push(option);
  }
  const order = sortSizes([...new Set(options.map((o) => o.size_option))]);
  const rank = (size: string) => order.indexOf(size);
  // Array.prototype.sort is stable, so variants of one size keep their catalogue order.
  return options.sort((a, b) => rank(a.size_option) - rank(b.size_option));
}

function toQuickAddOption(
  product: CatalogueProduct,
  variant: CatalogueVariant,
  inventory: VariantInventory,
  cardColour: string,
): QuickAddOption | undefined {
  if (variant.purchasing_disabled === true) return undefined;
  const colour = variantOptionLabel(variant, PRODUCT_OPTION_NAMES.colour);
  if (colour !== undefined && colour.toLowerCase() !== cardColour.toLowerCase()) return undefined;
  const size = variantOptionLabel(variant, PRODUCT_OPTION_NAMES.size);
  if (size === undefined) return undefined;
  return {
    display_size: size,
    product_id: product.id,
    total_inventory_level: variant.inventory_level ?? 0,
    variation_id: variant.id,
    sku_id: variant.sku ?? '',
    inventory: inventory[variant.id] ?? 0,
    size_option: size,
    length_option: variantOptionLabel(variant, PRODUCT_OPTION_NAMES.length),
  };
}

/** Spec 000 §4 (Quick add): a length picker appears when the product has both a size and a length option. */
export function needsLengthPicker(product: CatalogueProduct): boolean {
  return (
    productHasOption(product, PRODUCT_OPTION_NAMES.size) &&
    productHasOption(product, PRODUCT_OPTION_NAMES.length)
  );
}

/**
 * Spec 000 §5: quick-add options with zero stock are disabled. Reading: the inventory service's figure
 * (`inventory`) decides, and anything not above 0 is zero stock.
 */
export function isQuickAddOptionDisabled(option: Pick<QuickAddOption, 'inventory'>): boolean {
  return !(option.inventory > 0);
}

export type QuickAddLabel = 'Select Size And Fit' | 'Select Size' | 'Add to Bag';

export interface QuickAddLabelInput {
  hasLength: boolean;
  size?: string | null;
  length?: string | null;
}

/**
 * Spec 000 §4 (Quick add), §5: the button reads 'Select Size' (or 'Select Size And Fit' for a product with a
 * length) until the required selection is made, then 'Add to Bag'. Reading: an empty string is not a selection.
 */
export function quickAddLabel({ hasLength, size, length }: QuickAddLabelInput): QuickAddLabel {
  const hasSize = isSet(size);
  if (hasLength && !(hasSize && isSet(length))) return 'Select Size And Fit';
  if (!hasSize) return 'Select Size';
  return 'Add to Bag';
}

export interface QuickAddCheckInput {
  /** The quantity of the variant already in the bag. */
  bagQuantity: number;
  /** Available stock for the variant. */
  available: number;
}

/**
 * Spec 000 §5: quick add is refused (only logged) when the bag already holds at least the available stock, or
 * when availability is negative. Reading: a figure that is not a number refuses.
 */
export function canQuickAdd({ bagQuantity, available }: QuickAddCheckInput): boolean {
  return available >= 0 && bagQuantity < available;
}

function isSet(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '';
}
