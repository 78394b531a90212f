import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortSizes } from '../sizes/sizes';
import {
  canQuickAdd,
  isQuickAddOptionDisabled,
  needsLengthPicker,
  quickAddLabel,
  quickAddOptions,
} from './quickAdd';
import type { CatalogueProduct, CatalogueVariant, OptionValue } from './variants';

const ov = (option_display_name: string, label: string): OptionValue => ({ option_display_name, label });

function variant(
  id: number,
  values: Record<string, string>,
  extra: Partial<CatalogueVariant> = {},
): CatalogueVariant {
  return {
    id,
    sku: `654321-${id}`,
    inventory_level: id * 10,
    purchasing_disabled: false,
    option_values: Object.entries(values).map(([name, label]) => ov(name, label)),
    ...extra,
  };
}

function product(variants: CatalogueVariant[], options?: CatalogueProduct['options']): CatalogueProduct {
  return { id: 42, inventory_tracking: 'variant', variants, ...(options ? { options } : {}) };
}

describe('quickAddOptions', () => {
  it('builds one option per variant of the card colour, with the contract fields', () => {
    const p = product([variant(1, { Color: 'Black', Size: 'M' }), variant(2, { Color: 'Red', Size: 'M' })]);
    expect(quickAddOptions(p, { 1: 3, 2: 9 }, 'Black')).toEqual([
      {
        display_size: 'M',
        product_id: 42,
        total_inventory_level: 10,
        variation_id: 1,
        sku_id: '654321-1',
        inventory: 3,
        size_option: 'M',
        length_option: undefined,
      },
    ]);
  });

  it('orders sizes the sortSizes way (XS to XXXL) and numerically', () => {
    const letters = product(
      ['XL', 'S', 'XXS', 'M', 'XS'].map((size, i) => variant(i + 1, { Color: 'Black', Size: size })),
    );
    expect(quickAddOptions(letters, {}, 'Black').map((o) => o.display_size)).toEqual([
      'XS',
      'S',
      'M',
      'XL',
      'XXS',
    ]);
    const numbers = product(
      ['16', '8', '10', '6'].map((size, i) => variant(i + 1, { Color: 'Black', Size: size })),
    );
    expect(quickAddOptions(numbers, {}, 'Black').map((o) => o.display_size)).toEqual(['6', '8', '10', '16']);
  });

  it('keeps the catalogue order of the lengths within one size, and gives each its Length label', () => {
    const p = product([
      variant(1, { Color: 'Navy', Size: '12', Length: 'Long' }),
      variant(2, { Color: 'Navy', Size: '10', Length: 'Regular' }),
      variant(3, { Color: 'Navy', Size: '12', Length: 'Regular' }),
      variant(4, { Color: 'Navy', Size: '10', Length: 'Long' }),
    ]);
    expect(
      quickAddOptions(p, {}, 'Navy').map((o) => [o.size_option, o.length_option, o.variation_id]),
    ).toEqual([
      ['10', 'Regular', 2],
      ['10', 'Long', 4],
      ['12', 'Long', 1],
      ['12', 'Regular', 3],
    ]);
  });

  it('skips variants with purchasing disabled and variants of other colours', () => {
    const p = product([
      variant(1, { Color: 'Black', Size: 'S' }, { purchasing_disabled: true }),
      variant(2, { Color: 'Black', Size: 'M' }),
      variant(3, { Color: 'Blue', Size: 'L' }),
    ]);
    expect(quickAddOptions(p, {}, 'Black').map((o) => o.variation_id)).toEqual([2]);
  });

  it('matches the card colour in any case', () => {
    const p = product([variant(1, { Color: 'Light Blue', Size: 'S' })]);
    expect(quickAddOptions(p, {}, 'light blue').map((o) => o.variation_id)).toEqual([1]);
  });

  it('keeps variants without a colour and skips variants without a size', () => {
    const p = product([variant(1, { Size: 'S' }), variant(2, { Color: 'Black' })]);
    expect(quickAddOptions(p, {}, 'Black').map((o) => o.variation_id)).toEqual([1]);
  });

  it('gives inventory 0 for a variant missing from the inventory, and 0 / "" for a missing level / sku', () => {
    const p = product([{ id: 7, option_values: [ov('Color', 'Black'), ov('Size', 'S')] }]);
    expect(quickAddOptions(p, { 8: 4 }, 'Black')).toEqual([
      {
        display_size: 'S',
        product_id: 42,
        total_inventory_level: 0,
        variation_id: 7,
        sku_id: '',
        inventory: 0,
        size_option: 'S',
        length_option: undefined,
      },
    ]);
  });

  it('keeps an inventory of 0 as 0 and negative figures as they are', () => {
    const p = product([variant(1, { Color: 'Black', Size: 'S' }), variant(2, { Color: 'Black', Size: 'M' })]);
    expect(quickAddOptions(p, { 1: 0, 2: -1 }, 'Black').map((o) => o.inventory)).toEqual([0, -1]);
  });

  it('is empty for a product without variants', () => {
    expect(quickAddOptions({ id: 1, inventory_tracking: 'none' }, {}, 'Black')).toEqual([]);
  });

  it('gives its sizes in sortSizes order, skips what it must and does not change its inputs', () => {
    const sizes = ['XS', 'S', 'M', 'L', 'XL', '6', '8', '10', '12', 'One Size', '3-4', '5-6'];
    const arbitraryVariant = fc.record({
      colour: fc.constantFrom('Black', 'Red'),
      size: fc.constantFrom(...sizes),
      disabled: fc.boolean(),
      stock: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryVariant, { maxLength: 12 }),
        fc.constantFrom('Black', 'Red'),
        (specs, colour) => {
          const p = product(
            specs.map((s, i) =>
              variant(i + 1, { Color: s.colour, Size: s.size }, { purchasing_disabled: s.disabled }),
            ),
          );
          const inventory = Object.fromEntries(specs.map((s, i) => [i + 1, s.stock]));
          const before = structuredClone(p);
          const options = quickAddOptions(p, inventory, colour);
          const kept = specs.filter((s) => !s.disabled && s.colour === colour);
          expect(options).toHaveLength(kept.length);
          const shown = [...new Set(options.map((o) => o.display_size))];
          expect(shown).toEqual(sortSizes([...new Set(kept.map((s) => s.size))]));
          for (const o of options) expect(o.inventory).toBe(inventory[o.variation_id]);
          expect(p).toEqual(before);
        },
      ),
    );
  });
});

describe('needsLengthPicker', () => {
  it('shows the length picker only for a product with both size and length', () => {
    const sizeOnly = product([variant(1, { Color: 'Black', Size: '8' })]);
    const both = product([variant(1, { Color: 'Black', Size: '8', Length: 'Long' })]);
    const lengthOnly = product([variant(1, { Color: 'Black', Length: 'Long' })]);
    expect(needsLengthPicker(sizeOnly)).toBe(false);
    expect(needsLengthPicker(both)).toBe(true);
    expect(needsLengthPicker(lengthOnly)).toBe(false);
    expect(
      needsLengthPicker(
        product(
          [],
          [
            { display_name: 'Size', option_values: [{ label: '8' }] },
            { display_name: 'Length', option_values: [{ label: 'Long' }] },
          ],
        ),
      ),
    ).toBe(true);
  });
});

describe('isQuickAddOptionDisabled', () => {
  it('disables options with zero stock', () => {
    expect(isQuickAddOptionDisabled({ inventory: 0 })).toBe(true);
    expect(isQuickAddOptionDisabled({ inventory: -1 })).toBe(true);
    expect(isQuickAddOptionDisabled({ inventory: Number.NaN })).toBe(true);
    expect(isQuickAddOptionDisabled({ inventory: 1 })).toBe(false);
  });
});

describe('quickAddLabel', () => {
  it('reads Select Size until a size is chosen, for a product without length', () => {
    expect(quickAddLabel({ hasLength: false })).toBe('Select Size');
    expect(quickAddLabel({ hasLength: false, size: '' })).toBe('Select Size');
    expect(quickAddLabel({ hasLength: false, size: null, length: 'Long' })).toBe('Select Size');
    expect(quickAddLabel({ hasLength: false, size: '10' })).toBe('Add to Bag');
  });

  it('reads Select Size And Fit until both are chosen, for a product with length', () => {
    expect(quickAddLabel({ hasLength: true })).toBe('Select Size And Fit');
    expect(quickAddLabel({ hasLength: true, size: '10' })).toBe('Select Size And Fit');
    expect(quickAddLabel({ hasLength: true, length: 'Long' })).toBe('Select Size And Fit');
    expect(quickAddLabel({ hasLength: true, size: '10', length: '' })).toBe('Select Size And Fit');
    expect(quickAddLabel({ hasLength: true, size: '10', length: 'Long' })).toBe('Add to Bag');
  });
});

describe('canQuickAdd', () => {
  it('allows adding while the bag holds less than the available stock', () => {
    expect(canQuickAdd({ bagQuantity: 0, available: 1 })).toBe(true);
    expect(canQuickAdd({ bagQuantity: 4, available: 5 })).toBe(true);
  });

  it('refuses when the bag already meets or exceeds available stock', () => {
    expect(canQuickAdd({ bagQuantity: 5, available: 5 })).toBe(false);
    expect(canQuickAdd({ bagQuantity: 6, available: 5 })).toBe(false);
    expect(canQuickAdd({ bagQuantity: 0, available: 0 })).toBe(false);
  });

  it('refuses when availability is negative', () => {
    expect(canQuickAdd({ bagQuantity: -2, available: -1 })).toBe(false);
  });

  it('refuses figures that are not numbers', () => {
    expect(canQuickAdd({ bagQuantity: Number.NaN, available: 3 })).toBe(false);
    expect(canQuickAdd({ bagQuantity: 0, available: Number.NaN })).toBe(false);
  });
});
