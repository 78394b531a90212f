import { isQuickAddOptionDisabled, type QuickAddOption } from '@wardrobe/domain-rules';
import type { SizeOption } from '../SizePicker/sizes';

export type { QuickAddOption } from '@wardrobe/domain-rules';

/** Stock that counts: the inventory service's figure, never below 0. */
const stockOf = (option: QuickAddOption) => (isQuickAddOptionDisabled(option) ? 0 : option.inventory);

/** Spec 000 §4: a length picker appears when the product has both a size and a length. */
export function hasLengths(options: readonly QuickAddOption[]): boolean {
  return options.some((option) => typeof option.length_option === 'string' && option.length_option !== '');
}

/**
 * The distinct sizes, in the options' order (`quickAddOptions` sorts them). A size's stock is the sum over its
 * lengths, so a size is sold out (disabled, "10, Sold Out") only when no length of it is in stock (spec 000 §5).
 */
export function sizeChoices(options: readonly QuickAddOption[]): SizeOption[] {
  const stock = new Map<string, number>();
  for (const option of options) {
    stock.set(option.size_option, (stock.get(option.size_option) ?? 0) + stockOf(option));
  }
  return [...stock].map(([size, units]) => ({ id: size, label: size, stock: units }));
}

/**
 * The distinct lengths, in the options' order. With a size chosen, a length's stock is that size's in that length
 * (0 when the product has no such variant), so lengths sold out in the size are disabled; with none, the sum
 * over sizes.
 */
export function lengthChoices(options: readonly QuickAddOption[], size: string | null): SizeOption[] {
  const stock = new Map<string, number>();
  for (const option of options) {
    const length = option.length_option;
    if (typeof length !== 'string' || length === '') continue;
    const counts = size === null || option.size_option === size;
    stock.set(length, (stock.get(length) ?? 0) + (counts ? stockOf(option) : 0));
  }
  return [...stock].map(([length, units]) => ({ id: length, label: length, stock: units }));
}

/**
 * The option a size (and, for a product with lengths, a length) picks; `undefined` until the selection is
 * complete. Reading: an option out of stock is never picked.
 */
export function chosenOption(
  options: readonly QuickAddOption[],
  size: string | null,
  length: string | null,
): QuickAddOption | undefined {
  if (size === null) return undefined;
  const withLength = hasLengths(options);
  if (withLength && length === null) return undefined;
  return options.find(
    (option) =>
      option.size_option === size &&
      (!withLength || option.length_option === length) &&
      !isQuickAddOptionDisabled(option),
  );
}
