import { describe, expect, it } from 'vitest';
import { autoSelectedSize, isSizeLowStock, isSizeSoldOut, orderSizes, type SizeOption } from './sizes';

const size = (label: string, extra: Partial<SizeOption> = {}): SizeOption => ({ id: label, label, ...extra });

describe('isSizeSoldOut', () => {
  it('is sold out at stock 0 or below, or when flagged', () => {
    expect(isSizeSoldOut(size('8', { stock: 0 }))).toBe(true);
    expect(isSizeSoldOut(size('8', { stock: -2 }))).toBe(true);
    expect(isSizeSoldOut(size('8', { stock: 9, isSoldOut: true }))).toBe(true);
  });

  it('is available with stock, or when stock is not tracked', () => {
    expect(isSizeSoldOut(size('8', { stock: 1 }))).toBe(false);
    expect(isSizeSoldOut(size('8'))).toBe(false);
  });
});

describe('isSizeLowStock', () => {
  it('is low from 1 to 4 left', () => {
    expect([0, 1, 4, 5, 20].map((stock) => isSizeLowStock(size('8', { stock })))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('is not low when untracked or flagged sold out', () => {
    expect(isSizeLowStock(size('8'))).toBe(false);
    expect(isSizeLowStock(size('8', { stock: 2, isSoldOut: true }))).toBe(false);
  });
});

describe('orderSizes', () => {
  it('orders letter sizes by the size family, not the alphabet', () => {
    expect(orderSizes([size('L'), size('XS'), size('M'), size('S')]).map(({ label }) => label)).toEqual([
      'XS',
      'S',
      'M',
      'L',
    ]);
  });

  it('orders numeric sizes numerically and keeps the objects', () => {
    const sizes = [size('12', { stock: 3 }), size('8'), size('10')];

    const ordered = orderSizes(sizes);

    expect(ordered.map(({ label }) => label)).toEqual(['8', '10', '12']);
    expect(ordered[2]).toBe(sizes[0]);
    expect(sizes.map(({ label }) => label)).toEqual(['12', '8', '10']);
  });

  it('keeps repeated labels, in their order', () => {
    const a = { id: 'a', label: 'M' };
    const b = { id: 'b', label: 'M' };

    expect(orderSizes([b, size('S'), a]).map(({ id }) => id)).toEqual(['S', 'b', 'a']);
  });
});

describe('autoSelectedSize', () => {
  it('selects a single size that can be bought', () => {
    expect(autoSelectedSize([size('One Size', { stock: 3 })])).toBe('One Size');
  });

  it('selects nothing for a single sold-out size, several sizes or none', () => {
    expect(autoSelectedSize([size('One Size', { stock: 0 })])).toBeUndefined();
    expect(autoSelectedSize([size('S'), size('M')])).toBeUndefined();
    expect(autoSelectedSize([])).toBeUndefined();
  });
});
