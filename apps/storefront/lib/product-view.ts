import type { Product, Variant } from '@wardrobe/commerce-sdk';
import {
  type AddToBagReason,
  type CatalogueProduct,
  CURRENTLY_UNAVAILABLE_MESSAGE,
  EMAIL_ERROR,
  findVariant,
  QUANTITY_EXCEEDS_STOCK_MESSAGE,
  quickAddLabel,
  selectDefaultVariant,
} from '@wardrobe/domain-rules';

/**
 * What the product page's client island needs of a product: no more than it shows or sends (the full product
 * with every colour's 250 variants would be serialised into the page for nothing).
 */
export interface PurchaseProduct {
  id: number;
  name: string;
  sku: string;
  inventory_tracking: Product['inventory_tracking'];
  inventory_level: number;
  purchasing_disabled: boolean;
  price: number;
  /** Size and Length of this colour, in the catalogue's order. */
  options: { display_name: string; option_values: { label: string; is_default: boolean }[] }[];
  modifiers: { id: number; display_name: string; required: boolean; type: string }[];
}

export interface PurchaseVariant {
  id: number;
  sku: string;
  price: number;
  sale_price: number | null;
  calculated_price: number;
  inventory_level: number;
  purchasing_disabled: boolean;
  option_values: { option_display_name: string; label: string; is_default?: boolean }[];
}

/** `Size=10&Length=Long` read from the query, kept only when this colour has the value. */
export type PurchaseSelection = { Size?: string; Length?: string };

const PICKED = ['Size', 'Length'] as const;

export function purchaseProduct(product: Product, variants: readonly Variant[]): PurchaseProduct {
  const labelsOf = (name: string) => {
    const labels = new Set(
      variants.flatMap((v) =>
        v.option_values.filter((o) => o.option_display_name === name).map((o) => o.label),
      ),
    );
    return labels;
  };
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    inventory_tracking: product.inventory_tracking,
    inventory_level: product.inventory_level,
    purchasing_disabled: product.purchasing_disabled,
    price: product.price,
    options: (product.options ?? [])
      .filter((o) => (PICKED as readonly string[]).includes(o.display_name))
      .map((o) => {
        const here = labelsOf(o.display_name);
        return {
          display_name: o.display_name,
          option_values: o.option_values
            .filter((v) => here.has(v.label))
            .map((v) => ({ label: v.label, is_default: v.is_default })),
        };
      })
      .filter((o) => o.option_values.length > 0),
    modifiers: (product.modifiers ?? []).map((m) => ({
      id: m.id,
      display_name: m.display_name,
      required: m.required,
      type: m.type,
    })),
  };
}

export function purchaseVariants(variants: readonly Variant[]): PurchaseVariant[] {
  return variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    price: v.price,
    sale_price: v.sale_price,
    calculated_price: v.calculated_price,
    inventory_level: v.inventory_level,
    purchasing_disabled: v.purchasing_disabled,
    option_values: v.option_values.map((o) => ({
      option_display_name: o.option_display_name,
      label: o.label,
      ...(o.is_default !== undefined ? { is_default: o.is_default } : {}),
    })),
  }));
}

/**
 * Spec 000 §4 "Default variant", within this colour: each option's default (or first) value names a variant,
 * used when it is purchasable and in stock; otherwise the first purchasable in-stock variant; otherwise none.
 * Reading: the stock is the catalogue's, as the page is rendered (the inventory service's market figures arrive
 * in the browser afterwards).
 */
export function defaultVariant(
  product: PurchaseProduct,
  variants: readonly PurchaseVariant[],
): PurchaseVariant | undefined {
  return selectDefaultVariant({ ...asCatalogueProduct(product), variants }) as PurchaseVariant | undefined;
}

/**
 * The choice the page opens with: the query's Size and Length, each kept only when the product has that value in
 * this colour; with neither in the query, the default variant's size and length (spec 000 §4), which the page
 * then writes to the query. Reading: a query naming one of the two is the shopper's own choice and is kept as it
 * is, the other left for them to choose; a single size is selected automatically either way.
 */
export function selectionFromQuery(
  product: PurchaseProduct,
  variants: readonly PurchaseVariant[],
  query: Record<string, string | string[] | undefined>,
): PurchaseSelection {
  const selection: PurchaseSelection = {};
  for (const name of PICKED) {
    const raw = query[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    const option = product.options.find((o) => o.display_name === name);
    if (value && option?.option_values.some((v) => v.label === value)) selection[name] = value;
  }
  if (!selection.Size && !selection.Length && product.options.length > 0) {
    const fallback = defaultVariant(product, variants);
    for (const name of PICKED) {
      const label = fallback?.option_values.find((o) => o.option_display_name === name)?.label;
      if (label && product.options.some((o) => o.display_name === name)) selection[name] = label;
    }
  }
  // Spec 000 §4: a single size option is selected automatically.
  const sizes = product.options.find((o) => o.display_name === 'Size')?.option_values ?? [];
  if (!selection.Size && sizes.length === 1 && sizes[0]) selection.Size = sizes[0].label;
  return selection;
}

/**
 * The length choices (spec 000 §4): with a size chosen, a length is sold out when no purchasable variant of that
 * size and length has stock (variant tracking) or exists at all; with none chosen, across every size.
 */
export function lengthChoices(
  product: PurchaseProduct,
  variants: readonly PurchaseVariant[],
  selection: PurchaseSelection,
  stockOf: (variant: PurchaseVariant) => number,
): { id: string; label: string; isSoldOut: boolean }[] {
  const option = product.options.find((o) => o.display_name === 'Length');
  const has = (v: PurchaseVariant, name: string, label: string) =>
    v.option_values.some((o) => o.option_display_name === name && o.label === label);
  return (option?.option_values ?? []).map((value) => ({
    id: value.label,
    label: value.label,
    isSoldOut: !variants.some(
      (v) =>
        !v.purchasing_disabled &&
        has(v, 'Length', value.label) &&
        (!selection.Size || has(v, 'Size', selection.Size)) &&
        (product.inventory_tracking !== 'variant' || stockOf(v) > 0),
    ),
  }));
}

/** The page's query with Size and Length written back (spec 000 §2), other parameters kept, pairs sorted. */
export function queryWithSelection(search: string, selection: PurchaseSelection): string {
  const params = new URLSearchParams(search);
  for (const name of PICKED) {
    const value = selection[name];
    if (value) params.set(name, value);
    else params.delete(name);
  }
  params.sort();
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The variant the selection names, among this colour's variants. */
export function chosenVariant(
  product: PurchaseProduct,
  variants: readonly PurchaseVariant[],
  selection: PurchaseSelection,
): PurchaseVariant | undefined {
  const needed = product.options.map((o) => o.display_name);
  if (needed.some((name) => !selection[name as keyof PurchaseSelection])) {
    // Nothing left to choose (a gift card, a one-size product): the colour's only variant.
    return needed.length === 0 ? variants[0] : undefined;
  }
  return findVariant({ ...asCatalogueProduct(product), variants } as CatalogueProduct, selection) as
    | PurchaseVariant
    | undefined;
}

export function asCatalogueProduct(product: PurchaseProduct): CatalogueProduct {
  return product as unknown as CatalogueProduct;
}

/** Was/now of what is chosen (or of the colour's first variant until then). */
export function shownPrice(variant: PurchaseVariant | undefined, product: PurchaseProduct) {
  const was = variant?.price ?? product.price;
  const paid = variant
    ? variant.sale_price && variant.sale_price > 0 && variant.sale_price < variant.price
      ? variant.sale_price
      : variant.calculated_price
    : product.price;
  return { amount: paid, wasAmount: paid < was ? was : undefined };
}

/**
 * The reason shown beside a disabled Add to Bag (spec 000 §4: "with the reason shown to the shopper").
 * Reading: the select reasons use quick add's labels; a required field and a bad gift email name what to fix.
 */
export function addToBagReasonText(
  reason: AddToBagReason | undefined,
  hasLength: boolean,
): string | undefined {
  switch (reason) {
    case undefined:
    case 'loading':
      return undefined;
    case 'out-of-stock':
      return CURRENTLY_UNAVAILABLE_MESSAGE;
    case 'select-size':
    case 'select-length':
      return quickAddLabel({ hasLength });
    case 'modifier-required':
      return 'Please fill in the required gift card details';
    case 'invalid-email':
      return EMAIL_ERROR;
  }
}

export { QUANTITY_EXCEEDS_STOCK_MESSAGE };

/**
 * The sizes a shopper can ask to hear about (spec 000 §7 "A stock-level notification is sent to the engagement
 * service"): sizes of this colour, in the chosen length when there is one, whose variant is for sale but has no
 * stock. Reading: with lengths and none chosen, a size is listed per length that is sold out ('12 Long').
 */
export function soldOutSizes(
  product: PurchaseProduct,
  variants: readonly PurchaseVariant[],
  selection: PurchaseSelection,
  stockOf: (variant: PurchaseVariant) => number,
): { label: string; sku: string }[] {
  if (product.inventory_tracking !== 'variant') return [];
  const label = (v: PurchaseVariant, name: string) =>
    v.option_values.find((o) => o.option_display_name === name)?.label;
  const hasLength = product.options.some((o) => o.display_name === 'Length');
  const order =
    product.options.find((o) => o.display_name === 'Size')?.option_values.map((v) => v.label) ?? [];
  return variants
    .filter((v) => !v.purchasing_disabled && stockOf(v) <= 0 && label(v, 'Size') !== undefined)
    .filter((v) => !hasLength || !selection.Length || label(v, 'Length') === selection.Length)
    .sort((a, b) => order.indexOf(label(a, 'Size') ?? '') - order.indexOf(label(b, 'Size') ?? ''))
    .map((v) => ({
      label:
        hasLength && !selection.Length
          ? `${label(v, 'Size')} ${label(v, 'Length') ?? ''}`.trim()
          : (label(v, 'Size') ?? ''),
      sku: v.sku,
    }));
}
