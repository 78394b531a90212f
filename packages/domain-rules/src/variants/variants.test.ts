import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AddToBagInput,
  addToBagState,
  autoSelectedSize,
  type CatalogueProduct,
  type CatalogueVariant,
  checkQuantity,
  defaultSelection,
  findVariant,
  isInStock,
  isPurchasable,
  type OptionValue,
  productHasOption,
  QUANTITY_EXCEEDS_STOCK_MESSAGE,
  selectDefaultVariant,
  shouldOpenAddedToBag,
  variantOptionLabel,
  variantsForColour,
} from './variants';

const ov = (option_display_name: string, label: string): OptionValue => ({ option_display_name, label });

function variant(
  id: number,
  colour: string,
  size: string,
  extra: Partial<CatalogueVariant> = {},
  length?: string,
): CatalogueVariant {
  const option_values = [ov('Color', colour), ov('Size', size)];
  if (length !== undefined) option_values.push(ov('Length', length));
  return { id, sku: `123456-${id}`, inventory_level: 5, purchasing_disabled: false, option_values, ...extra };
}

/** A dress in Black and Red, sizes 8/10/12 (10 is the default), tracked per variant. */
function dress(overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id: 77,
    inventory_tracking: 'variant',
    inventory_level: 0,
    purchasing_disabled: false,
    options: [
      { display_name: 'Color', option_values: [{ label: 'Black' }, { label: 'Red' }] },
      {
        display_name: 'Size',
        option_values: [{ label: '8' }, { label: '10', is_default: true }, { label: '12' }],
      },
    ],
    variants: [
      variant(1, 'Black', '8'),
      variant(2, 'Black', '10'),
      variant(3, 'Black', '12'),
      variant(4, 'Red', '8'),
      variant(5, 'Red', '10'),
      variant(6, 'Red', '12'),
    ],
    ...overrides,
  };
}

describe('isInStock', () => {
  it('is always true without tracking, whatever the levels', () => {
    const product = dress({ inventory_tracking: 'none', inventory_level: 0 });
    expect(isInStock(product)).toBe(true);
    expect(isInStock(product, variant(9, 'Black', '8', { inventory_level: 0 }))).toBe(true);
  });

  it('reads the product level for product tracking: ≥ 1 is in stock', () => {
    expect(isInStock(dress({ inventory_tracking: 'product', inventory_level: 1 }))).toBe(true);
    expect(isInStock(dress({ inventory_tracking: 'product', inventory_level: 0 }))).toBe(false);
    expect(isInStock(dress({ inventory_tracking: 'product', inventory_level: -2 }))).toBe(false);
    // The variant's level does not matter under product tracking.
    const empty = variant(9, 'Black', '8', { inventory_level: 0 });
    expect(isInStock(dress({ inventory_tracking: 'product', inventory_level: 3 }), empty)).toBe(true);
  });

  it('reads the variant level for variant tracking: ≥ 1 is in stock', () => {
    const product = dress({ inventory_tracking: 'variant', inventory_level: 100 });
    expect(isInStock(product, variant(9, 'Black', '8', { inventory_level: 1 }))).toBe(true);
    expect(isInStock(product, variant(9, 'Black', '8', { inventory_level: 0 }))).toBe(false);
    expect(isInStock(product)).toBe(false);
    expect(isInStock(product, null)).toBe(false);
  });

  it('counts a missing level as 0', () => {
    expect(isInStock({ id: 1, inventory_tracking: 'product' })).toBe(false);
    expect(isInStock(dress(), { id: 1, option_values: [] })).toBe(false);
  });
});

describe('findVariant', () => {
  it('finds the variant matching every selected option', () => {
    expect(findVariant(dress(), { Color: 'Red', Size: '10' })?.id).toBe(5);
    expect(findVariant(dress(), { Size: '12', Color: 'Black' })?.id).toBe(3);
  });

  it('gives the first match for a partial selection and the first variant for none', () => {
    expect(findVariant(dress(), { Color: 'Red' })?.id).toBe(4);
    expect(findVariant(dress(), {})?.id).toBe(1);
  });

  it('ignores empty values: they are not a choice', () => {
    expect(findVariant(dress(), { Color: 'Red', Size: '' })?.id).toBe(4);
    expect(findVariant(dress(), { Color: 'Red', Size: undefined })?.id).toBe(4);
    expect(findVariant(dress(), { Color: 'Red', Size: null })?.id).toBe(4);
  });

  it('compares names and labels in any case', () => {
    expect(findVariant(dress(), { color: 'red', SIZE: '12' })?.id).toBe(6);
  });

  it('finds nothing for a value or an option the product lacks, or a product without variants', () => {
    expect(findVariant(dress(), { Color: 'Green' })).toBeUndefined();
    expect(findVariant(dress(), { Color: 'Red', Size: '14' })).toBeUndefined();
    expect(findVariant(dress(), { Length: 'Long' })).toBeUndefined();
    expect(findVariant({ id: 1, inventory_tracking: 'none' }, { Size: '8' })).toBeUndefined();
    expect(findVariant({ id: 1, inventory_tracking: 'none', variants: [] }, {})).toBeUndefined();
  });

  it('returns a variant whose option values include every selected one', () => {
    const colours = ['Black', 'Red', 'Light Blue'];
    const sizes = ['8', '10', '12', 'S', 'M'];
    const variants = fc
      .uniqueArray(fc.tuple(fc.constantFrom(...colours), fc.constantFrom(...sizes)), {
        selector: ([c, s]) => `${c}|${s}`,
        maxLength: 15,
      })
      .map((pairs) => pairs.map(([c, s], i) => variant(i + 1, c, s)));
    const selection = fc.record(
      { Color: fc.constantFrom(...colours), Size: fc.constantFrom(...sizes) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(variants, selection, (vs, sel) => {
        const product: CatalogueProduct = { id: 1, inventory_tracking: 'none', variants: vs };
        const found = findVariant(product, sel);
        const matches = (v: CatalogueVariant) =>
          Object.entries(sel).every(([name, value]) => variantOptionLabel(v, name) === value);
        if (found === undefined) {
          expect(vs.some(matches)).toBe(false);
        } else {
          expect(matches(found)).toBe(true);
          // It is the first such variant.
          expect(vs.find(matches)).toBe(found);
        }
      }),
    );
  });

  it('does not change its inputs', () => {
    const product = dress();
    const before = structuredClone(product);
    const selection = { Color: 'Red', Size: '10' };
    findVariant(product, selection);
    expect(product).toEqual(before);
    expect(selection).toEqual({ Color: 'Red', Size: '10' });
  });
});

describe('variantsForColour', () => {
  it('gives the variants whose Color equals the colour, in any case', () => {
    expect(variantsForColour(dress(), 'Red').map((v) => v.id)).toEqual([4, 5, 6]);
    expect(variantsForColour(dress(), 'black').map((v) => v.id)).toEqual([1, 2, 3]);
    expect(variantsForColour(dress(), 'BLACK').map((v) => v.id)).toEqual([1, 2, 3]);
  });

  it('matches colours with spaces whole', () => {
    const product = dress({ variants: [variant(1, 'Light Blue', '8'), variant(2, 'Blue', '8')] });
    expect(variantsForColour(product, 'light blue').map((v) => v.id)).toEqual([1]);
    expect(variantsForColour(product, 'Light_Blue')).toEqual([]);
    expect(variantsForColour(product, 'Light')).toEqual([]);
  });

  it('is empty (the page is a 404) for an unknown, empty colour or a product without variants', () => {
    expect(variantsForColour(dress(), 'Green')).toEqual([]);
    expect(variantsForColour(dress(), '')).toEqual([]);
    expect(variantsForColour({ id: 1, inventory_tracking: 'none' }, 'Red')).toEqual([]);
  });

  it('skips variants without a Color value', () => {
    const product = dress({
      variants: [{ id: 1, option_values: [ov('Size', '8')] }, variant(2, 'Red', '8')],
    });
    expect(variantsForColour(product, 'Red').map((v) => v.id)).toEqual([2]);
  });
});

describe('defaultSelection', () => {
  it("takes each option's default value, else its first", () => {
    expect(defaultSelection(dress())).toEqual({ Color: 'Black', Size: '10' });
  });

  it('leaves out options without values and gives {} without options', () => {
    const product = dress({ options: [{ display_name: 'Size', option_values: [] }] });
    expect(defaultSelection(product)).toEqual({});
    expect(defaultSelection({ id: 1, inventory_tracking: 'none' })).toEqual({});
  });
});

describe('selectDefaultVariant', () => {
  it('uses the default values’ variant when it is purchasable and in stock', () => {
    expect(selectDefaultVariant(dress())?.id).toBe(2);
  });

  it('uses the first values when no option has a default', () => {
    const product = dress({
      options: [
        { display_name: 'Color', option_values: [{ label: 'Red' }, { label: 'Black' }] },
        { display_name: 'Size', option_values: [{ label: '12' }, { label: '8' }] },
      ],
    });
    expect(selectDefaultVariant(product)?.id).toBe(6);
  });

  it('falls back to the first purchasable in-stock variant when the default one is out of stock', () => {
    const variants = dress().variants ?? [];
    const product = dress({
      variants: variants.map((v) => (v.id === 2 || v.id === 1 ? { ...v, inventory_level: 0 } : v)),
    });
    expect(selectDefaultVariant(product)?.id).toBe(3);
  });

  it('falls back when the default one has purchasing disabled', () => {
    const variants = dress().variants ?? [];
    const product = dress({
      variants: variants.map((v) => (v.id <= 2 ? { ...v, purchasing_disabled: true } : v)),
    });
    expect(selectDefaultVariant(product)?.id).toBe(3);
  });

  it('uses the default variant at stock 1 and skips it at stock 0', () => {
    const at = (level: number) =>
      dress({
        variants: (dress().variants ?? []).map((v) => (v.id === 2 ? { ...v, inventory_level: level } : v)),
      });
    expect(selectDefaultVariant(at(1))?.id).toBe(2);
    expect(selectDefaultVariant(at(0))?.id).toBe(1);
  });

  it('gives undefined when no variant is purchasable and in stock', () => {
    const variants = dress().variants ?? [];
    expect(
      selectDefaultVariant(dress({ variants: variants.map((v) => ({ ...v, inventory_level: 0 })) })),
    ).toBe(undefined);
    expect(selectDefaultVariant(dress({ variants: [] }))).toBeUndefined();
    expect(selectDefaultVariant({ id: 1, inventory_tracking: 'none' })).toBeUndefined();
  });

  it('ignores variant levels without tracking and reads the product level with product tracking', () => {
    const variants = (dress().variants ?? []).map((v) => ({ ...v, inventory_level: 0 }));
    expect(selectDefaultVariant(dress({ inventory_tracking: 'none', variants }))?.id).toBe(2);
    expect(
      selectDefaultVariant(dress({ inventory_tracking: 'product', inventory_level: 1, variants }))?.id,
    ).toBe(2);
    expect(selectDefaultVariant(dress({ inventory_tracking: 'product', inventory_level: 0, variants }))).toBe(
      undefined,
    );
  });

  it('gives undefined when the product itself has purchasing disabled', () => {
    expect(selectDefaultVariant(dress({ purchasing_disabled: true }))).toBeUndefined();
  });

  it('always gives a purchasable in-stock variant of the product, or none only when there is none', () => {
    const arbitraryVariant = fc.record({
      colour: fc.constantFrom('Black', 'Red'),
      size: fc.constantFrom('8', '10', '12'),
      level: fc.integer({ min: -1, max: 3 }),
      disabled: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbitraryVariant, { maxLength: 8 }), (specs) => {
        const product = dress({
          variants: specs.map((s, i) =>
            variant(i + 1, s.colour, s.size, { inventory_level: s.level, purchasing_disabled: s.disabled }),
          ),
        });
        const usable = (v: CatalogueVariant) => isPurchasable(product, v) && isInStock(product, v);
        const chosen = selectDefaultVariant(product);
        if (chosen === undefined) expect((product.variants ?? []).some(usable)).toBe(false);
        else expect(usable(chosen)).toBe(true);
      }),
    );
  });
});

describe('autoSelectedSize', () => {
  it('selects the only size of a single-size product', () => {
    const product = dress({ options: [{ display_name: 'Size', option_values: [{ label: 'One Size' }] }] });
    expect(autoSelectedSize(product)).toBe('One Size');
  });

  it('selects nothing with several sizes, no sizes or no Size option', () => {
    expect(autoSelectedSize(dress())).toBeUndefined();
    expect(
      autoSelectedSize(dress({ options: [{ display_name: 'Size', option_values: [] }] })),
    ).toBeUndefined();
    expect(autoSelectedSize(dress({ options: [] }))).toBeUndefined();
  });
});

describe('productHasOption', () => {
  it('reads the product options, else the variants’ option values', () => {
    expect(productHasOption(dress(), 'Size')).toBe(true);
    expect(productHasOption(dress(), 'Length')).toBe(false);
    const noOptions = dress({ options: undefined, variants: [variant(1, 'Black', '8', {}, 'Long')] });
    expect(productHasOption(noOptions, 'Length')).toBe(true);
    expect(productHasOption({ id: 1, inventory_tracking: 'none' }, 'Size')).toBe(false);
  });
});

describe('addToBagState', () => {
  /** A dress with sizes and lengths, size 10 Regular chosen, everything fine. */
  function ready(overrides: Partial<AddToBagInput> = {}): AddToBagInput {
    const product = dress({
      options: [
        ...(dress().options ?? []),
        { display_name: 'Length', option_values: [{ label: 'Regular' }, { label: 'Long' }] },
      ],
    });
    return {
      loading: false,
      product,
      variant: variant(2, 'Black', '10', { inventory_level: 3 }, 'Regular'),
      selection: { Color: 'Black', Size: '10', Length: 'Regular' },
      ...overrides,
    };
  }

  it('is enabled when nothing holds it back', () => {
    expect(addToBagState(ready())).toEqual({ disabled: false });
  });

  it('is never enabled for a complete choice that names no variant (a size-length pair the catalogue lacks)', () => {
    expect(addToBagState(ready({ variant: null }))).toEqual({ disabled: true, reason: 'out-of-stock' });
    // Until the choice is complete, the shopper is asked for what is missing.
    expect(addToBagState(ready({ variant: null, selection: { Color: 'Black', Size: '10' } }))).toEqual({
      disabled: true,
      reason: 'select-length',
    });
  });

  it('is disabled while loading, before any other reason', () => {
    expect(addToBagState(ready({ loading: true, selection: {}, giftCard: { recipientEmail: 'x' } }))).toEqual(
      {
        disabled: true,
        reason: 'loading',
      },
    );
  });

  it('is out of stock at variant level 0 or less, and in stock at 1 (variant tracking)', () => {
    const at = (level: number) =>
      addToBagState(ready({ variant: variant(2, 'Black', '10', { inventory_level: level }) }));
    expect(at(0)).toEqual({ disabled: true, reason: 'out-of-stock' });
    expect(at(-1)).toEqual({ disabled: true, reason: 'out-of-stock' });
    expect(at(1)).toEqual({ disabled: false });
  });

  it('does not apply out of stock under variant tracking with no variant chosen', () => {
    expect(addToBagState(ready({ variant: undefined }))).toEqual({ disabled: false });
    expect(addToBagState(ready({ variant: null, selection: { Length: 'Long' } }))).toEqual({
      disabled: true,
      reason: 'select-size',
    });
  });

  it("reads the product's level under product tracking, with or without a variant", () => {
    const base = ready();
    const product = (level: number): CatalogueProduct => ({
      ...base.product,
      inventory_tracking: 'product',
      inventory_level: level,
    });
    expect(addToBagState(ready({ product: product(0), variant: undefined }))).toEqual({
      disabled: true,
      reason: 'out-of-stock',
    });
    expect(
      addToBagState(
        ready({ product: product(1), variant: variant(2, 'Black', '10', { inventory_level: 0 }) }),
      ),
    ).toEqual({
      disabled: false,
    });
  });

  it('never reports out of stock without tracking', () => {
    const base = ready();
    const product: CatalogueProduct = { ...base.product, inventory_tracking: 'none', inventory_level: 0 };
    expect(
      addToBagState(ready({ product, variant: variant(2, 'Black', '10', { inventory_level: 0 }) })),
    ).toEqual({
      disabled: false,
    });
  });

  it('asks for the size, then the length, when the product has them and they are unselected', () => {
    expect(addToBagState(ready({ selection: { Color: 'Black' } }))).toEqual({
      disabled: true,
      reason: 'select-size',
    });
    expect(addToBagState(ready({ selection: { Color: 'Black', Size: '', Length: 'Long' } }))).toEqual({
      disabled: true,
      reason: 'select-size',
    });
    expect(addToBagState(ready({ selection: { Color: 'Black', Size: '10' } }))).toEqual({
      disabled: true,
      reason: 'select-length',
    });
  });

  it('puts out of stock before the size', () => {
    expect(
      addToBagState(ready({ selection: {}, variant: variant(2, 'Black', '10', { inventory_level: 0 }) })),
    ).toEqual({ disabled: true, reason: 'out-of-stock' });
  });

  it('does not ask for options the product does not have', () => {
    const product: CatalogueProduct = { id: 5, inventory_tracking: 'none', options: [], variants: [] };
    expect(addToBagState({ loading: false, product, variant: undefined, selection: {} })).toEqual({
      disabled: false,
    });
  });

  it('needs required modifiers given as entries', () => {
    const state = (value: string | undefined, required = true) =>
      addToBagState(ready({ modifiers: [{ display_name: 'Monogram', required, value }] }));
    expect(state('')).toEqual({ disabled: true, reason: 'modifier-required' });
    expect(state('   ')).toEqual({ disabled: true, reason: 'modifier-required' });
    expect(state(undefined)).toEqual({ disabled: true, reason: 'modifier-required' });
    expect(state('ABC')).toEqual({ disabled: false });
    expect(state('', false)).toEqual({ disabled: false });
  });

  it("needs required modifiers given as values by name or id, reading the product's required flags", () => {
    const base = ready();
    const product: CatalogueProduct = {
      ...base.product,
      modifiers: [
        { id: 11, display_name: 'Monogram', required: true },
        { id: 12, display_name: 'Gift note', required: false },
      ],
    };
    expect(addToBagState(ready({ product, modifiers: {} }))).toEqual({
      disabled: true,
      reason: 'modifier-required',
    });
    expect(addToBagState(ready({ product, modifiers: { Monogram: '' } }))).toEqual({
      disabled: true,
      reason: 'modifier-required',
    });
    expect(addToBagState(ready({ product, modifiers: { Monogram: 'AB' } }))).toEqual({ disabled: false });
    expect(addToBagState(ready({ product, modifiers: { '11': 'AB' } }))).toEqual({ disabled: false });
  });

  it('puts the size before a required modifier', () => {
    expect(
      addToBagState(
        ready({ selection: {}, modifiers: [{ display_name: 'Monogram', required: true, value: '' }] }),
      ),
    ).toEqual({ disabled: true, reason: 'select-size' });
  });

  it('needs valid recipient and sender emails on a gift card', () => {
    const gift = (recipientEmail?: string, senderEmail?: string) =>
      addToBagState(ready({ giftCard: { recipientEmail, senderEmail } }));
    expect(gift('anna@example.com', 'ben@example.co.uk')).toEqual({ disabled: false });
    expect(gift('anna', 'ben@example.com')).toEqual({ disabled: true, reason: 'invalid-email' });
    expect(gift('anna@example.com', 'ben at example.com')).toEqual({
      disabled: true,
      reason: 'invalid-email',
    });
    expect(gift('', 'ben@example.com')).toEqual({ disabled: true, reason: 'invalid-email' });
    expect(gift('anna@example.com', undefined)).toEqual({ disabled: true, reason: 'invalid-email' });
  });

  it('puts a required modifier before an invalid email', () => {
    expect(
      addToBagState(
        ready({
          modifiers: [{ display_name: 'Your message', required: true, value: '' }],
          giftCard: { recipientEmail: 'bad', senderEmail: 'bad' },
        }),
      ),
    ).toEqual({ disabled: true, reason: 'modifier-required' });
  });

  it('does not change its input', () => {
    const input = ready({ modifiers: [{ display_name: 'Monogram', required: true, value: '' }] });
    const before = structuredClone(input);
    addToBagState(input);
    expect(input).toEqual(before);
  });
});

describe('checkQuantity', () => {
  it('removes the line at 0', () => {
    expect(checkQuantity({ requested: 0, inventoryLevel: 5 })).toEqual({ action: 'remove' });
    expect(checkQuantity({ requested: 0, inventoryLevel: 0 })).toEqual({ action: 'remove' });
  });

  it('updates within stock, up to the level itself', () => {
    expect(checkQuantity({ requested: 1, inventoryLevel: 5 })).toEqual({ action: 'update' });
    expect(checkQuantity({ requested: 5, inventoryLevel: 5 })).toEqual({ action: 'update' });
  });

  it('refuses one above the level with the spec text', () => {
    expect(checkQuantity({ requested: 6, inventoryLevel: 5 })).toEqual({
      action: 'refuse',
      message: 'The selected quantity exceeds available stock.',
    });
    expect(checkQuantity({ requested: 1, inventoryLevel: 0 })).toEqual({
      action: 'refuse',
      message: 'The selected quantity exceeds available stock.',
    });
    expect(QUANTITY_EXCEEDS_STOCK_MESSAGE).toBe('The selected quantity exceeds available stock.');
  });

  it('removes the line for a negative quantity and refuses what is not a number', () => {
    expect(checkQuantity({ requested: -1, inventoryLevel: 5 })).toEqual({ action: 'remove' });
    expect(checkQuantity({ requested: Number.NaN, inventoryLevel: 5 }).action).toBe('refuse');
    expect(checkQuantity({ requested: 1, inventoryLevel: Number.NaN }).action).toBe('refuse');
  });
});

describe('shouldOpenAddedToBag', () => {
  it('opens when stock is available and the bag holds less than it', () => {
    expect(shouldOpenAddedToBag({ available: 1, inBag: 0 })).toBe(true);
    expect(shouldOpenAddedToBag({ available: 5, inBag: 4 })).toBe(true);
  });

  it('is skipped when no stock is available', () => {
    expect(shouldOpenAddedToBag({ available: 0, inBag: 0 })).toBe(false);
    expect(shouldOpenAddedToBag({ available: -1, inBag: -5 })).toBe(false);
  });

  it('is skipped when the bag holds the full available quantity or more', () => {
    expect(shouldOpenAddedToBag({ available: 5, inBag: 5 })).toBe(false);
    expect(shouldOpenAddedToBag({ available: 5, inBag: 6 })).toBe(false);
  });

  it('is skipped for figures that are not numbers', () => {
    expect(shouldOpenAddedToBag({ available: Number.NaN, inBag: 0 })).toBe(false);
    expect(shouldOpenAddedToBag({ available: 3, inBag: Number.NaN })).toBe(false);
  });
});
