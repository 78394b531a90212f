import { describe, expect, it, vi } from 'vitest';
import { loadMediaSet } from './product';
import {
  addToBagReasonText,
  chosenVariant,
  lengthChoices,
  type PurchaseProduct,
  type PurchaseVariant,
  queryWithSelection,
  selectionFromQuery,
  shownPrice,
  soldOutSizes,
} from './product-view';

const variant = (
  id: number,
  size: string,
  length: string | undefined,
  extra: Partial<PurchaseVariant> = {},
) => ({
  id,
  sku: `J-${size}-${length ?? ''}`,
  price: 40,
  sale_price: null,
  calculated_price: 40,
  inventory_level: 10,
  purchasing_disabled: false,
  option_values: [
    { option_display_name: 'Color', label: 'Indigo' },
    { option_display_name: 'Size', label: size },
    ...(length ? [{ option_display_name: 'Length', label: length }] : []),
  ],
  ...extra,
});

const jeans: PurchaseProduct = {
  id: 196,
  name: 'Straight Jeans',
  sku: '300196',
  inventory_tracking: 'variant',
  inventory_level: 100,
  purchasing_disabled: false,
  price: 40,
  options: [
    {
      display_name: 'Size',
      option_values: [
        { label: '10', is_default: true },
        { label: '12', is_default: false },
      ],
    },
    {
      display_name: 'Length',
      option_values: [
        { label: 'Regular', is_default: true },
        { label: 'Long', is_default: false },
      ],
    },
  ],
  modifiers: [],
};
const variants = [
  variant(1, '10', 'Regular'),
  variant(2, '10', 'Long', { sale_price: 30 }),
  variant(3, '12', 'Regular'),
  variant(4, '12', 'Long'),
];

describe('the product page choice', () => {
  it('reads Size and Length from the query, keeping only values this colour has', () => {
    expect(selectionFromQuery(jeans, variants, { Size: '12', Length: 'Long' })).toEqual({
      Size: '12',
      Length: 'Long',
    });
    expect(selectionFromQuery(jeans, variants, { Size: '99', Length: ['Long', 'Regular'] })).toEqual({
      Length: 'Long',
    });
  });

  it('opens on the default variant: each option’s default, else the first purchasable one in stock (spec 000 §4)', () => {
    expect(selectionFromQuery(jeans, variants, {})).toEqual({ Size: '10', Length: 'Regular' });
    // 10 Regular sold out: the first purchasable in-stock variant.
    const soldOut = variants.map((v) => (v.id === 1 ? { ...v, inventory_level: 0 } : v));
    expect(selectionFromQuery(jeans, soldOut, {})).toEqual({ Size: '10', Length: 'Long' });
    const disabled = variants.map((v) => (v.id <= 2 ? { ...v, purchasing_disabled: true } : v));
    expect(selectionFromQuery(jeans, disabled, {})).toEqual({ Size: '12', Length: 'Regular' });
    // Nothing to sell: nothing chosen.
    const none = variants.map((v) => ({ ...v, inventory_level: 0 }));
    expect(selectionFromQuery(jeans, none, {})).toEqual({});
    // A query naming one of the two is the shopper's: the other is left to choose.
    expect(selectionFromQuery(jeans, variants, { Size: '12' })).toEqual({ Size: '12' });
  });

  it('selects a single size automatically (spec 000 §4)', () => {
    const oneSize = {
      ...jeans,
      options: [{ display_name: 'Size', option_values: [{ label: 'One Size', is_default: true }] }],
    };
    expect(selectionFromQuery(oneSize, [], {})).toEqual({ Size: 'One Size' });
  });

  it('offers the lengths of the chosen size: a pair with no purchasable variant in stock is sold out', () => {
    const partly = [
      variant(1, '10', 'Regular'),
      variant(2, '10', 'Long', { inventory_level: 0 }),
      variant(3, '12', 'Regular', { purchasing_disabled: true }),
      variant(4, '12', 'Long'),
    ];
    const level = (v: PurchaseVariant) => v.inventory_level;
    const soldOut = (selection: { Size?: string }) =>
      lengthChoices(jeans, partly, selection, level)
        .filter((l) => l.isSoldOut)
        .map((l) => l.label);
    expect(soldOut({ Size: '10' })).toEqual(['Long']);
    expect(soldOut({ Size: '12' })).toEqual(['Regular']);
    expect(soldOut({})).toEqual([]);
    // Fresh stock from the inventory service wins over the page's.
    expect(
      lengthChoices(jeans, partly, { Size: '10' }, (v) => (v.id === 2 ? 4 : v.inventory_level)).every(
        (l) => !l.isSoldOut,
      ),
    ).toBe(true);
  });

  it('writes the choice back to the query, other parameters kept, pairs sorted by name', () => {
    expect(queryWithSelection('?utm=x', { Size: '12', Length: 'Long' })).toBe('?Length=Long&Size=12&utm=x');
    expect(queryWithSelection('?Size=10&Length=Long', { Size: '12' })).toBe('?Size=12');
    expect(queryWithSelection('', {})).toBe('');
  });

  it('finds the variant once every option is chosen; a product without options is its only variant', () => {
    expect(chosenVariant(jeans, variants, { Size: '10', Length: 'Long' })?.id).toBe(2);
    expect(chosenVariant(jeans, variants, { Size: '10' })).toBeUndefined();
    const card = { ...jeans, options: [] };
    expect(chosenVariant(card, [variant(9, 'x', undefined)], {})?.id).toBe(9);
  });

  it('shows was/now from the chosen variant, the product price until then', () => {
    expect(shownPrice(variants[1], jeans)).toEqual({ amount: 30, wasAmount: 40 });
    expect(shownPrice(variants[0], jeans)).toEqual({ amount: 40, wasAmount: undefined });
    expect(shownPrice(undefined, jeans)).toEqual({ amount: 40, wasAmount: undefined });
  });

  it('gives the shopper the reason Add to Bag is disabled', () => {
    expect(addToBagReasonText('select-size', true)).toBe('Select Size And Fit');
    expect(addToBagReasonText('select-size', false)).toBe('Select Size');
    expect(addToBagReasonText('out-of-stock', false)).toBe('Currently unavailable.');
    expect(addToBagReasonText('invalid-email', false)).toBe('Invalid email address');
    expect(addToBagReasonText('loading', false)).toBeUndefined();
    expect(addToBagReasonText(undefined, false)).toBeUndefined();
  });
});

describe('back in stock', () => {
  it('lists the sizes for sale with no stock, in the chosen length, in the size order', () => {
    const stock: Record<number, number> = { 1: 0, 2: 3, 3: 0, 4: 0 };
    const level = (v: PurchaseVariant) => stock[v.id] ?? v.inventory_level;
    const withDisabled = variants.map((v) => (v.id === 4 ? { ...v, purchasing_disabled: true } : v));
    expect(soldOutSizes(jeans, withDisabled, { Length: 'Regular' }, level)).toEqual([
      { label: '10', sku: 'J-10-Regular' },
      { label: '12', sku: 'J-12-Regular' },
    ]);
    expect(soldOutSizes(jeans, withDisabled, { Length: 'Long' }, level)).toEqual([]);
    // No length chosen: each sold-out pair, named in full.
    expect(soldOutSizes(jeans, variants, {}, level).map((s) => s.label)).toEqual([
      '10 Regular',
      '12 Regular',
      '12 Long',
    ]);
    expect(soldOutSizes({ ...jeans, inventory_tracking: 'none' }, variants, {}, level)).toEqual([]);
  });
});

describe('the media hub set', () => {
  it('reads the items of a hub by URL', async () => {
    const fetcher = vi.fn(async () =>
      Response.json({
        items: [{ type: 'img', src: '/a.jpg' }, { type: 'video', src: '/v.mp4' }, { nope: 1 }],
      }),
    );
    const set = await loadMediaSet(
      '300196',
      'Mid Wash',
      fetcher as unknown as typeof fetch,
      'https://hub.test/sets/',
    );
    expect(fetcher).toHaveBeenCalledWith('https://hub.test/sets/300196-Mid-Wash-SET.json', expect.anything());
    expect(set).toEqual({
      items: [
        { type: 'img', src: '/a.jpg' },
        { type: 'video', src: '/v.mp4' },
      ],
    });
  });

  it('records a failure (non-200 or network) and answers no items, so the gallery shows the 404 image', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notFound = await loadMediaSet(
      'x',
      'Red',
      (async () => new Response('', { status: 404 })) as typeof fetch,
      'https://hub.test',
    );
    expect(notFound.items).toEqual([]);
    expect(notFound.error).toMatch(/404/);
    const offline = await loadMediaSet(
      'x',
      'Red',
      (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
      'https://hub.test',
    );
    expect(offline).toEqual({ items: [], error: 'fetch failed' });
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('uses the sandbox hub in process when no hub is configured', async () => {
    const set = await loadMediaSet('300196', 'Indigo', fetch, '');
    expect(set.items.length).toBeGreaterThan(1);
    expect(set.items[0]?.src).toMatch(/300196-Indigo-1\.jpg$/);
  });
});
