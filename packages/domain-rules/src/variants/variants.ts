import { isValidEmail } from '../forms/forms';

/*
 * Spec 000 §3: the commerce shapes of products and variants. Only the fields the rules read are declared, so the
 * platform's own objects (with many more fields) fit as they are.
 */

/** Spec 000 §3: stock is tracked for nothing, for the product as a whole, or per variant. */
export type InventoryTracking = 'none' | 'product' | 'variant';

/** Spec 000 §3: one option value of a variant (`Color: Black`, `Size: 10`, `Length: Long`). */
export interface OptionValue {
  option_display_name: string;
  label: string;
  is_default?: boolean | null;
}

/** Spec 000 §3: one value of a product option; its option's name is the option's `display_name`. */
export interface ProductOptionValue {
  label: string;
  is_default?: boolean | null;
  option_display_name?: string;
}

/** Spec 000 §3: a product option (named `Color`, `Size` or `Length`) with its values in display order. */
export interface ProductOption {
  display_name: string;
  option_values: readonly ProductOptionValue[];
}

/** Spec 000 §3: a product modifier (gift card fields and the like); `required` ones must be filled in. */
export interface ProductModifier {
  id?: number;
  display_name: string;
  required?: boolean | null;
}

export interface CatalogueVariant {
  id: number;
  sku?: string;
  inventory_level?: number | null;
  purchasing_disabled?: boolean | null;
  option_values: readonly OptionValue[];
}

export interface CatalogueProduct {
  id: number;
  inventory_tracking: InventoryTracking;
  inventory_level?: number | null;
  purchasing_disabled?: boolean | null;
  options?: readonly ProductOption[] | null;
  variants?: readonly CatalogueVariant[] | null;
  modifiers?: readonly ProductModifier[] | null;
}

/** Chosen option values by option name, e.g. `{ Color: 'Black', Size: '10' }`; an empty value is not chosen. */
export type VariantSelection = Readonly<Record<string, string | null | undefined>>;

/** Spec 000 §3: the option names the shop uses. */
export const PRODUCT_OPTION_NAMES = { colour: 'Color', size: 'Size', length: 'Length' } as const;

/**
 * Spec 000 §4 (Product page, stock availability): tracking `none` is always available; `product` needs the
 * product's inventory_level ≥ 1; `variant` needs the variant's inventory_level ≥ 1 (no variant: not in stock).
 * Reading: a missing inventory level counts as 0; an unknown tracking value counts as untracked.
 */
export function isInStock(product: CatalogueProduct, variant?: CatalogueVariant | null): boolean {
  switch (product.inventory_tracking) {
    case 'product':
      return (product.inventory_level ?? 0) >= 1;
    case 'variant':
      return (variant?.inventory_level ?? 0) >= 1;
    default:
      return true;
  }
}

/**
 * Spec 000 §2, §4: the variant whose option values match every selected option (the first such variant).
 * Reading: option names and labels are compared case-insensitively (the colour comes from the URL, like in
 * `variantsForColour`); empty selected values are not a choice and are ignored, so an empty selection gives the
 * first variant; a selected option the product lacks matches no variant.
 */
export function findVariant(
  product: CatalogueProduct,
  selection: VariantSelection,
): CatalogueVariant | undefined {
  const chosen = Object.entries(selection).filter((entry): entry is [string, string] => isChosen(entry[1]));
  return (product.variants ?? []).find((variant) =>
    chosen.every(([name, value]) => sameText(variantOptionLabel(variant, name), value)),
  );
}

/**
 * Spec 000 §4, §8: the variants in the given colour (their `Color` value, any case); none means the product page
 * answers 404.
 */
export function variantsForColour(product: CatalogueProduct, colour: string): CatalogueVariant[] {
  return (product.variants ?? []).filter((variant) =>
    sameText(variantOptionLabel(variant, PRODUCT_OPTION_NAMES.colour), colour),
  );
}

/**
 * Spec 000 §4 (Product page): each option's default value (else its first value) picks a variant, used when it is
 * purchasable and in stock; otherwise the first purchasable in-stock variant; otherwise none.
 * Reading: a variant is purchasable when neither it nor its product has purchasing disabled.
 */
export function selectDefaultVariant(product: CatalogueProduct): CatalogueVariant | undefined {
  const usable = (variant: CatalogueVariant | undefined): variant is CatalogueVariant =>
    variant !== undefined && isPurchasable(product, variant) && isInStock(product, variant);
  const preferred = findVariant(product, defaultSelection(product));
  if (usable(preferred)) return preferred;
  return (product.variants ?? []).find(usable);
}

/** Spec 000 §4: each option's default value, else its first value, by option name. Options without values are left out. */
export function defaultSelection(product: CatalogueProduct): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const option of product.options ?? []) {
    const value = option.option_values.find((v) => v.is_default === true) ?? option.option_values[0];
    if (value !== undefined) selection[option.display_name] = value.label;
  }
  return selection;
}

/**
 * Spec 000 §4 (Product page): "A single size option is selected automatically": the Size label when the product's
 * Size option has exactly one value, else undefined.
 */
export function autoSelectedSize(product: CatalogueProduct): string | undefined {
  const values = findProductOption(product, PRODUCT_OPTION_NAMES.size)?.option_values ?? [];
  return values.length === 1 ? values[0]?.label : undefined;
}

/** Spec 000 §4: purchasable = purchasing not disabled, on the variant nor on its product. */
export function isPurchasable(product: CatalogueProduct, variant: CatalogueVariant): boolean {
  return product.purchasing_disabled !== true && variant.purchasing_disabled !== true;
}

/** Why the add-to-bag button is disabled, in the priority order of the contract. */
export type AddToBagReason =
  | 'loading'
  | 'out-of-stock'
  | 'select-size'
  | 'select-length'
  | 'modifier-required'
  | 'invalid-email';

/** A modifier with the shopper's value (a product modifier, as entered). */
export interface ModifierEntry {
  id?: number;
  display_name?: string;
  required?: boolean | null;
  value?: string | null;
}

/** Spec 000 §2–3: the gift card's recipient and sender emails ('Recipient email', 'Your email'). */
export interface GiftCardEmails {
  recipientEmail?: string | null;
  senderEmail?: string | null;
}

export interface AddToBagInput {
  loading: boolean;
  product: CatalogueProduct;
  variant?: CatalogueVariant | null;
  selection: VariantSelection;
  /**
   * The modifiers' values: either entries carrying their own `required` flag and `value`, or values keyed by the
   * modifier's display name (or id) whose `required` flags are read from `product.modifiers`.
   */
  modifiers?: readonly ModifierEntry[] | Readonly<Record<string, string | null | undefined>> | null;
  /** Present for gift cards only. */
  giftCard?: GiftCardEmails | null;
}

export interface AddToBagState {
  disabled: boolean;
  reason?: AddToBagReason;
}

/**
 * Spec 000 §4 (Add to bag) and §5: the button is disabled, for the first reason that holds, in this order:
 * loading; out of stock (tracking on and the stock that applies ≤ 0: the product's for product tracking, the
 * chosen variant's for variant tracking; with no variant chosen this does not apply); Size, then Length, exists
 * but is unselected; a required modifier is empty; a gift card's recipient or sender email is not valid.
 * Reading: a missing inventory level counts as 0; a modifier value of only spaces is empty; without `modifiers`
 * no modifier is checked; with `giftCard`, a missing email is not a valid one; `variant: null` with Size and
 * Length chosen (a pair no variant has) is out of stock, so the button is never enabled without a variant.
 */
export function addToBagState(input: AddToBagInput): AddToBagState {
  const reason = addToBagReason(input);
  return reason === undefined ? { disabled: false } : { disabled: true, reason };
}

function addToBagReason({
  loading,
  product,
  variant,
  selection,
  modifiers,
  giftCard,
}: AddToBagInput): AddToBagReason | undefined {
  if (loading) return 'loading';
  if (product.inventory_tracking === 'product' && (product.inventory_level ?? 0) <= 0) return 'out-of-stock';
  if (product.inventory_tracking === 'variant' && variant && (variant.inventory_level ?? 0) <= 0)
    return 'out-of-stock';
  if (
    productHasOption(product, PRODUCT_OPTION_NAMES.size) &&
    !isChosen(selectedValue(selection, PRODUCT_OPTION_NAMES.size))
  )
    return 'select-size';
  if (
    productHasOption(product, PRODUCT_OPTION_NAMES.length) &&
    !isChosen(selectedValue(selection, PRODUCT_OPTION_NAMES.length))
  )
    return 'select-length';
  // A complete choice that names no variant (a size-length pair the catalogue does not have) cannot be added.
  if (variant === null && hasPickedOption(product)) return 'out-of-stock';
  if (modifiers && hasEmptyRequiredModifier(product, modifiers)) return 'modifier-required';
  if (giftCard && !(validEmail(giftCard.recipientEmail) && validEmail(giftCard.senderEmail)))
    return 'invalid-email';
  return undefined;
}

function hasPickedOption(product: CatalogueProduct): boolean {
  return (
    productHasOption(product, PRODUCT_OPTION_NAMES.size) ||
    productHasOption(product, PRODUCT_OPTION_NAMES.length)
  );
}

function hasEmptyRequiredModifier(
  product: CatalogueProduct,
  modifiers: NonNullable<AddToBagInput['modifiers']>,
): boolean {
  if (isModifierList(modifiers)) return modifiers.some((m) => m.required === true && !isChosen(m.value));
  return (product.modifiers ?? []).some(
    (m) =>
      m.required === true &&
      !isChosen(modifiers[m.display_name] ?? (m.id === undefined ? undefined : modifiers[String(m.id)])),
  );
}

function isModifierList(
  modifiers: NonNullable<AddToBagInput['modifiers']>,
): modifiers is readonly ModifierEntry[] {
  return Array.isArray(modifiers);
}

function validEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && isValidEmail(value);
}

/** Spec 000 §8: the text shown when a quantity above the variant's stock is refused. */
export const QUANTITY_EXCEEDS_STOCK_MESSAGE = 'The selected quantity exceeds available stock.';

export interface QuantityCheckInput {
  requested: number;
  inventoryLevel: number;
}

export type QuantityCheck =
  | { action: 'remove' }
  | { action: 'update' }
  | { action: 'refuse'; message: typeof QUANTITY_EXCEEDS_STOCK_MESSAGE };

/**
 * Spec 000 §4 (Add to bag), §8: a quantity of 0 removes the line; one above the variant's inventory level is
 * refused; otherwise the line is updated. Reading: a negative quantity removes the line too; a quantity or level
 * that is not a number is refused, so the bag is left as it is.
 */
export function checkQuantity({ requested, inventoryLevel }: QuantityCheckInput): QuantityCheck {
  if (requested <= 0) return { action: 'remove' };
  if (requested <= inventoryLevel) return { action: 'update' };
  return { action: 'refuse', message: QUANTITY_EXCEEDS_STOCK_MESSAGE };
}

export interface AddedToBagInput {
  /** Stock available for the variant. */
  available: number;
  /** The quantity of the variant already in the bag. */
  inBag: number;
}

/**
 * Spec 000 §4 (Add to bag): the added-to-bag modal is skipped when the variant has no available stock or the bag
 * already holds the full available quantity. Reading: a figure that is not a number skips the modal.
 */
export function shouldOpenAddedToBag({ available, inBag }: AddedToBagInput): boolean {
  return available > 0 && inBag < available;
}

/** The label of the variant's option with that name (any case), if it has one. */
export function variantOptionLabel(variant: CatalogueVariant, name: string): string | undefined {
  return variant.option_values.find((v) => sameText(v.option_display_name, name))?.label;
}

/** The product's option with that name (any case), if it has one. */
export function findProductOption(product: CatalogueProduct, name: string): ProductOption | undefined {
  return (product.options ?? []).find((o) => sameText(o.display_name, name));
}

/**
 * Whether the product has the named option. Reading: read from `product.options`, else from its variants'
 * option values (for products fetched without their options).
 */
export function productHasOption(product: CatalogueProduct, name: string): boolean {
  if (product.options && product.options.length > 0) return findProductOption(product, name) !== undefined;
  return (product.variants ?? []).some((variant) => variantOptionLabel(variant, name) !== undefined);
}

function selectedValue(selection: VariantSelection, name: string): string | null | undefined {
  const key = Object.keys(selection).find((k) => sameText(k, name));
  return key === undefined ? undefined : selection[key];
}

function isChosen(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function sameText(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}
