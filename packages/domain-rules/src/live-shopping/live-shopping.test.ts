import { describe, expect, it } from 'vitest';
import { CURRENTLY_UNAVAILABLE_MESSAGE } from '../stock/stock';
import type { CatalogueProduct, CatalogueVariant } from '../variants/variants';
import { QUANTITY_EXCEEDS_STOCK_MESSAGE } from '../variants/variants';
import {
  LIVE_SHOPPING_FAILURE_MESSAGES,
  LIVE_SHOPPING_FAILURES,
  LIVE_SHOW_ID_PATTERN,
  resolveShowItem,
} from './live-shopping';

const variant = (
  id: number,
  colour: string,
  size: string | undefined,
  level: number,
  extra: Partial<CatalogueVariant> & { length?: string } = {},
): CatalogueVariant => {
  const { length, ...rest } = extra;
  return {
    id,
    inventory_level: level,
    option_values: [
      { option_display_name: 'Color', label: colour },
      ...(size === undefined ? [] : [{ option_display_name: 'Size', label: size }]),
      ...(length === undefined ? [] : [{ option_display_name: 'Length', label: length }]),
    ],
    ...rest,
  };
};

/** A jumper tracked per variant: Grey S (0 left), M (3), L (purchase-disabled); Navy M (10). */
const jumper: CatalogueProduct = {
  id: 7,
  inventory_tracking: 'variant',
  variants: [
    variant(71, 'Grey', 'S', 0),
    variant(72, 'Grey', 'M', 3),
    variant(73, 'Grey', 'L', 9, { purchasing_disabled: true }),
    variant(74, 'Navy', 'M', 10),
  ],
};

/** A one-size scarf, not tracked (unlimited, although its level is 0). */
const scarf: CatalogueProduct = {
  id: 8,
  inventory_tracking: 'none',
  variants: [variant(81, 'Ivory', 'Regular', 0), variant(82, 'Camel', 'Regular', 0)],
};

describe('resolveShowItem', () => {
  it('finds the variant of the show’s colour and size, in any case, with its stock', () => {
    const result = resolveShowItem({ product: jumper, choice: { colour: 'grey', size: ' m ' } });
    expect(result).toMatchObject({ ok: true, size: 'M', available: 3, inBag: 0 });
    expect(result.ok && result.variant.id).toBe(72);
  });

  it('is "product not found" for a product the catalogue does not show, or one the shop does not sell', () => {
    const expected = {
      ok: false,
      failure: 'product-not-found',
      message: 'Currently unavailable.',
    };
    expect(resolveShowItem({ product: undefined, choice: { colour: 'Grey', size: 'M' } })).toEqual(expected);
    expect(
      resolveShowItem({
        product: { ...jumper, purchasing_disabled: true },
        choice: { colour: 'Grey', size: 'M' },
      }),
    ).toEqual(expected);
  });

  it('is "variant not found" for a size the product does not come in, a colour it lacks, or a disabled match', () => {
    for (const choice of [
      { colour: 'Grey', size: 'XXL' },
      { colour: 'Pink', size: 'M' },
      { colour: 'Grey', size: 'L' },
      { colour: '', size: 'M' },
    ]) {
      expect(resolveShowItem({ product: jumper, choice }), JSON.stringify(choice)).toEqual({
        ok: false,
        failure: 'variant-not-found',
        message: 'Not available in the colour and size shown.',
      });
    }
  });

  it('takes a single size by itself when the show names none, and refuses to guess among several', () => {
    const single = resolveShowItem({ product: scarf, choice: { colour: 'Ivory' } });
    expect(single.ok && single.variant.id).toBe(81);
    expect(single).toMatchObject({ size: 'Regular' });
    // Navy comes in one size only: chosen as the single size; Grey in three: the shopper must choose.
    const navy = resolveShowItem({ product: jumper, choice: { colour: 'Navy', size: null } });
    expect(navy.ok && navy.variant.id).toBe(74);
    expect(resolveShowItem({ product: jumper, choice: { colour: 'Grey', size: '  ' } })).toMatchObject({
      ok: false,
      failure: 'variant-not-found',
    });
  });

  it('takes the product’s default value of an option the show does not name (Length)', () => {
    const jeans: CatalogueProduct = {
      id: 9,
      inventory_tracking: 'variant',
      options: [
        { display_name: 'Color', option_values: [{ label: 'Indigo' }] },
        { display_name: 'Size', option_values: [{ label: '30' }] },
        {
          display_name: 'Length',
          option_values: [{ label: 'Short' }, { label: 'Regular', is_default: true }, { label: 'Long' }],
        },
      ],
      variants: [
        variant(91, 'Indigo', '30', 5, { length: 'Short' }),
        variant(92, 'Indigo', '30', 5, { length: 'Regular' }),
        variant(93, 'Indigo', '30', 5, { length: 'Long' }),
      ],
    };
    const result = resolveShowItem({ product: jeans, choice: { colour: 'Indigo', size: '30' } });
    expect(result.ok && result.variant.id).toBe(92);
    expect(result).toMatchObject({ length: 'Regular' });
  });

  it('is "out of stock" for a sold-out variant, with the spec’s text', () => {
    expect(resolveShowItem({ product: jumper, choice: { colour: 'Grey', size: 'S' } })).toEqual({
      ok: false,
      failure: 'out-of-stock',
      message: 'The selected quantity exceeds available stock.',
    });
  });

  it('counts what the bag already holds of the variant against its stock', () => {
    const choice = { colour: 'Grey', size: 'M' };
    const bag = (quantity: number) => [
      { product_id: 7, variant_id: 72, quantity },
      // Another variant of the product does not count when stock is kept per variant.
      { product_id: 7, variant_id: 74, quantity: 5 },
    ];
    expect(resolveShowItem({ product: jumper, choice, bag: bag(2) })).toMatchObject({ ok: true, inBag: 2 });
    expect(resolveShowItem({ product: jumper, choice, bag: bag(3) })).toMatchObject({
      ok: false,
      failure: 'out-of-stock',
    });
    expect(resolveShowItem({ product: jumper, choice, quantity: 4 })).toMatchObject({
      failure: 'out-of-stock',
    });
  });

  it('reads fresh stock before the variant’s own level, and a level that is not a number as none', () => {
    const choice = { colour: 'Grey', size: 'M' };
    expect(resolveShowItem({ product: jumper, choice, stock: { 72: 0 } })).toMatchObject({
      failure: 'out-of-stock',
    });
    expect(
      resolveShowItem({ product: jumper, choice: { colour: 'Grey', size: 'S' }, stock: { 71: 4 } }),
    ).toMatchObject({
      ok: true,
      available: 4,
    });
    expect(resolveShowItem({ product: jumper, choice, stock: { 72: Number.NaN } })).toMatchObject({
      failure: 'out-of-stock',
    });
  });

  it('reads product-level stock against every line of the product, and untracked stock as unlimited', () => {
    const tracked: CatalogueProduct = { ...jumper, inventory_tracking: 'product', inventory_level: 2 };
    const choice = { colour: 'Navy', size: 'M' };
    expect(resolveShowItem({ product: tracked, choice })).toMatchObject({ ok: true, available: 2 });
    expect(
      resolveShowItem({ product: tracked, choice, bag: [{ product_id: 7, variant_id: 72, quantity: 2 }] }),
    ).toMatchObject({ failure: 'out-of-stock' });
    const many = [{ product_id: 8, variant_id: 81, quantity: 500 }];
    expect(resolveShowItem({ product: scarf, choice: { colour: 'Ivory' }, bag: many })).toMatchObject({
      ok: true,
      available: Number.POSITIVE_INFINITY,
      inBag: 500,
    });
  });
});

describe('live shopping texts and ids', () => {
  it('gives each failure its own text, the spec’s where it has one', () => {
    expect(LIVE_SHOPPING_FAILURES).toEqual(['product-not-found', 'variant-not-found', 'out-of-stock']);
    expect(LIVE_SHOPPING_FAILURE_MESSAGES['product-not-found']).toBe(CURRENTLY_UNAVAILABLE_MESSAGE);
    expect(LIVE_SHOPPING_FAILURE_MESSAGES['out-of-stock']).toBe(QUANTITY_EXCEEDS_STOCK_MESSAGE);
    expect(new Set(Object.values(LIVE_SHOPPING_FAILURE_MESSAGES)).size).toBe(3);
  });

  it('accepts show ids of letters, digits, - and _ up to 64 characters', () => {
    for (const id of ['winter-knits-live', 'Show_2024', 'a', 'x'.repeat(64)])
      expect(LIVE_SHOW_ID_PATTERN.test(id), id).toBe(true);
    for (const id of ['', '-lead', 'has space', 'slash/y', '../up', 'x'.repeat(65), 'é'])
      expect(LIVE_SHOW_ID_PATTERN.test(id), id).toBe(false);
  });
});
