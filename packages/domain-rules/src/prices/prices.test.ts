import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountAmount,
  formatPrice,
  isSpecialProductCode,
  percentOffPrice,
  productCode,
  roundPrice,
  toMinorUnits,
  trackingCurrency,
  unitPrice,
} from './prices';

/** Whole pence from 0 to £100,000, as major units: the prices the shop actually holds. */
const priceInCents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);
/** Any double in a realistic price range, including binary noise and sub-cent digits. */
const anyAmount = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });

describe('roundPrice', () => {
  it.each([
    [1.005, 1.01],
    [-1.005, -1.01],
    [1.255, 1.26],
    [8.345, 8.35],
    [1.0049999, 1],
    [1.004, 1],
    [1.006, 1.01],
    [0.1 + 0.2, 0.3],
    [19.99, 19.99],
    [12, 12],
    [0, 0],
    [0.005, 0.01],
    [0.0049, 0],
    [-0.005, -0.01],
    [123456789.125, 123456789.13],
    [1234567.895, 1234567.9],
    [1e21, 1e21],
    [1e-7, 0],
  ])('roundPrice(%s) === %s', (n, expected) => {
    expect(roundPrice(n)).toBe(expected);
  });

  it('gives plain 0, not -0, for a negative amount below half a cent', () => {
    expect(Object.is(roundPrice(-0.001), 0)).toBe(true);
    expect(Object.is(roundPrice(-0), 0)).toBe(true);
  });

  it('returns NaN and infinities as they are', () => {
    expect(roundPrice(Number.NaN)).toBeNaN();
    expect(roundPrice(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundPrice(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyAmount, (x) => roundPrice(roundPrice(x)) === roundPrice(x)));
  });

  it('is symmetric about zero (half away from zero)', () => {
    fc.assert(fc.property(anyAmount, (x) => roundPrice(-x) === -roundPrice(x) || roundPrice(x) === 0));
  });

  it('moves an amount by at most half a cent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (x) => Math.abs(roundPrice(x) - x) <= 0.005 + 1e-9,
      ),
    );
  });

  it('rounds every exact half cent away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (k) => {
        // (2k + 1) / 200 is k cents and a half, read from its decimal form: 0.005, 0.015, …, 1.005, …
        const half = Number(`${(2 * k + 1) * 5}e-3`);
        expect(toMinorUnits(half)).toBe(k + 1);
        expect(roundPrice(half)).toBe((k + 1) / 100);
        expect(roundPrice(-half)).toBe(-(k + 1) / 100);
      }),
    );
  });
});

describe('toMinorUnits', () => {
  it.each([
    [19.99, 1999],
    [1.005, 101],
    [-1.005, -101],
    [8.345, 835],
    [0.29, 29],
    [0.57, 57],
    [1.15, 115],
    [4.35, 435],
    [12, 1200],
    [0, 0],
    [0.0049, 0],
    [0.005, 1],
  ])('toMinorUnits(%s) === %s', (amount, expected) => {
    expect(toMinorUnits(amount)).toBe(expected);
  });

  it('gives plain 0, not -0, below half a cent', () => {
    expect(Object.is(toMinorUnits(-0.004), 0)).toBe(true);
  });

  it('returns NaN and infinities as they are', () => {
    expect(toMinorUnits(Number.NaN)).toBeNaN();
    expect(toMinorUnits(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('is always an integer and agrees with roundPrice: toMinorUnits(roundPrice(x)) / 100 === roundPrice(x)', () => {
    fc.assert(
      fc.property(anyAmount, (x) => {
        const minor = toMinorUnits(roundPrice(x));
        expect(Number.isInteger(minor)).toBe(true);
        expect(minor / 100).toBe(roundPrice(x));
        expect(toMinorUnits(x)).toBe(minor);
      }),
    );
  });
});

describe('discountAmount', () => {
  it('is the original price minus the price paid, rounded to cents', () => {
    expect(discountAmount(19.99, 14.99)).toBe(5);
    expect(discountAmount(30, 19.99)).toBe(10.01);
    expect(discountAmount(0.3, 0.1)).toBe(0.2);
    expect(discountAmount(10.015, 0)).toBe(10.02);
  });

  it('is 0 when nothing was taken off', () => {
    expect(discountAmount(20, 20)).toBe(0);
  });

  it('never goes below 0, on both sides of the original price', () => {
    expect(discountAmount(20, 20.01)).toBe(0);
    expect(discountAmount(20, 19.99)).toBe(0.01);
    expect(Object.is(discountAmount(20, 20.004), 0)).toBe(true);
  });

  it('is never negative and never more than the original price for a paid price ≥ 0', () => {
    fc.assert(
      fc.property(priceInCents, priceInCents, (original, paid) => {
        const d = discountAmount(original, paid);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(original);
        expect(roundPrice(d)).toBe(d);
      }),
    );
  });

  it('is never negative for any amounts', () => {
    fc.assert(fc.property(anyAmount, anyAmount, (a, b) => discountAmount(a, b) >= 0));
  });
});

describe('percentOffPrice', () => {
  it('gives the contract examples', () => {
    expect(percentOffPrice(10, 15)).toBe(8.5);
    expect(percentOffPrice(19.99, 33)).toBe(13.39);
  });

  it('floors, never rounds up, without binary noise', () => {
    expect(percentOffPrice(19.99, 10)).toBe(17.99); // 17.991
    expect(percentOffPrice(9.99, 50)).toBe(4.99); // 4.995
    expect(percentOffPrice(0.57, 0)).toBe(0.57); // 0.57 × 100 is 56.99999999999999 in binary
    expect(percentOffPrice(1.15, 0)).toBe(1.15);
    expect(percentOffPrice(4.35, 20)).toBe(3.48); // exactly 3.48
    expect(percentOffPrice(100, 12.5)).toBe(87.5);
    expect(percentOffPrice(29.99, 33.3)).toBe(20);
  });

  it('keeps the price at 0% and gives 0 at 100%', () => {
    expect(percentOffPrice(19.99, 0)).toBe(19.99);
    expect(percentOffPrice(19.99, 100)).toBe(0);
  });

  it('clamps a percentage outside 0–100', () => {
    expect(percentOffPrice(19.99, -10)).toBe(19.99);
    expect(percentOffPrice(19.99, 150)).toBe(0);
  });

  it('floors a negative result towards minus infinity', () => {
    expect(percentOffPrice(-10, 15)).toBe(-8.5);
    expect(percentOffPrice(-19.99, 10)).toBe(-18); // -17.991
  });

  it('gives NaN for NaN or infinite input', () => {
    expect(percentOffPrice(Number.NaN, 10)).toBeNaN();
    expect(percentOffPrice(10, Number.NaN)).toBeNaN();
    expect(percentOffPrice(Number.POSITIVE_INFINITY, 10)).toBeNaN();
  });

  it('handles amounts written in exponent form', () => {
    expect(percentOffPrice(1e-7, 0)).toBe(0);
    expect(percentOffPrice(1e21, 50)).toBe(5e20);
  });

  it('is at most the price, floored to cents, and within a cent of the exact result', () => {
    fc.assert(
      fc.property(priceInCents, fc.integer({ min: 0, max: 100 }), (p, x) => {
        const result = percentOffPrice(p, x);
        expect(result).toBeLessThanOrEqual(p);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(toMinorUnits(result))).toBe(true);
        expect(toMinorUnits(result) / 100).toBe(result);
        // Exact in integers: cents × (100 − x) / 100, floored.
        expect(toMinorUnits(result)).toBe(Math.floor((toMinorUnits(p) * (100 - x)) / 100));
      }),
    );
  });

  it('is at most the price for fractional percentages too', () => {
    fc.assert(
      fc.property(priceInCents, fc.double({ min: 0, max: 100, noNaN: true }), (p, x) => {
        const result = percentOffPrice(p, x);
        return result <= p && result >= 0 && toMinorUnits(result) / 100 === result;
      }),
    );
  });
});

describe('unitPrice', () => {
  it('is the lower of list and sale price', () => {
    expect(unitPrice({ list_price: 30, sale_price: 20 })).toBe(20);
    expect(unitPrice({ list_price: 20, sale_price: 30 })).toBe(20);
    expect(unitPrice({ list_price: 20, sale_price: 20 })).toBe(20);
    expect(unitPrice({ list_price: 20, sale_price: 19.99 })).toBe(19.99);
  });

  it('ignores a missing or 0 sale price', () => {
    expect(unitPrice({ list_price: 30 })).toBe(30);
    expect(unitPrice({ list_price: 30, sale_price: 0 })).toBe(30);
    expect(unitPrice({ list_price: 30, sale_price: null })).toBe(30);
    expect(unitPrice({ list_price: 30, sale_price: undefined })).toBe(30);
  });

  it('ignores a negative or NaN sale price, and counts the smallest positive one', () => {
    expect(unitPrice({ list_price: 30, sale_price: -5 })).toBe(30);
    expect(unitPrice({ list_price: 30, sale_price: Number.NaN })).toBe(30);
    expect(unitPrice({ list_price: 30, sale_price: 0.01 })).toBe(0.01);
  });

  it('keeps a free gift at 0', () => {
    expect(unitPrice({ list_price: 0, sale_price: 0 })).toBe(0);
  });

  it('is never above the list price and is one of the two prices', () => {
    fc.assert(
      fc.property(priceInCents, fc.option(priceInCents, { nil: undefined }), (list, sale) => {
        const price = unitPrice({ list_price: list, sale_price: sale });
        expect(price).toBeLessThanOrEqual(list);
        expect([list, sale]).toContain(price);
      }),
    );
  });
});

describe('formatPrice', () => {
  it('writes the symbol first, two decimals, no code', () => {
    expect(formatPrice(12.5, 'GBP')).toBe('£12.50');
    expect(formatPrice(12.5, 'EUR')).toBe('€12.50');
    expect(formatPrice(12.5, 'USD')).toBe('$12.50');
    expect(formatPrice(12, 'GBP')).toBe('£12.00');
    expect(formatPrice(0, 'GBP')).toBe('£0.00');
    expect(formatPrice(0.05, 'GBP')).toBe('£0.05');
  });

  it('trims a zero minor part only when asked', () => {
    expect(formatPrice(12, 'GBP', { trimZeroMinor: true })).toBe('£12');
    expect(formatPrice(12.5, 'GBP', { trimZeroMinor: true })).toBe('£12.50');
    expect(formatPrice(12.01, 'EUR', { trimZeroMinor: true })).toBe('€12.01');
    expect(formatPrice(12, 'GBP', { trimZeroMinor: false })).toBe('£12.00');
    expect(formatPrice(11.999, 'USD', { trimZeroMinor: true })).toBe('$12');
  });

  it('groups thousands with commas', () => {
    expect(formatPrice(999.99, 'GBP')).toBe('£999.99');
    expect(formatPrice(1000, 'GBP')).toBe('£1,000.00');
    expect(formatPrice(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatPrice(1234567.891, 'USD')).toBe('$1,234,567.89');
    expect(formatPrice(100000, 'EUR', { trimZeroMinor: true })).toBe('€100,000');
  });

  it('rounds half away from zero like roundPrice', () => {
    expect(formatPrice(1.005, 'GBP')).toBe('£1.01');
    expect(formatPrice(8.345, 'GBP')).toBe('£8.35');
    expect(formatPrice(0.004, 'GBP')).toBe('£0.00');
  });

  it('puts the minus sign before the symbol, and none on an amount that rounds to 0', () => {
    expect(formatPrice(-12.5, 'GBP')).toBe('-£12.50');
    expect(formatPrice(-1234.5, 'EUR')).toBe('-€1,234.50');
    expect(formatPrice(-0.004, 'GBP')).toBe('£0.00');
  });

  it('accepts a currency code in any case and writes an unknown one as a code', () => {
    expect(formatPrice(12.5, 'gbp')).toBe('£12.50');
    expect(formatPrice(12.5, 'CHF')).toBe('CHF 12.50');
    expect(formatPrice(12.5, 'toString')).toBe('TOSTRING 12.50');
  });

  it('gives an empty string for NaN and infinities', () => {
    expect(formatPrice(Number.NaN, 'GBP')).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'GBP')).toBe('');
  });

  it('reads back as the rounded amount', () => {
    fc.assert(
      fc.property(anyAmount, fc.constantFrom('GBP', 'EUR', 'USD'), (x, currency) => {
        const text = formatPrice(x, currency);
        expect(text).toMatch(/^-?[£€$]\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(text.replace(/[£€$,]/g, ''))).toBe(roundPrice(x) === 0 ? 0 : roundPrice(x));
      }),
    );
  });
});

describe('productCode', () => {
  it('is the first 6 characters of the sku', () => {
    expect(productCode('123456-BLK-10')).toBe('123456');
    expect(productCode('1234567')).toBe('123456');
    expect(productCode('123456')).toBe('123456');
  });

  it('is the whole sku when it is shorter, and empty for no sku', () => {
    expect(productCode('12345')).toBe('12345');
    expect(productCode('')).toBe('');
    expect(productCode(undefined)).toBe('');
    expect(productCode(null)).toBe('');
  });
});

describe('isSpecialProductCode', () => {
  it('flags 100000 and 100001', () => {
    expect(isSpecialProductCode('100000')).toBe(true);
    expect(isSpecialProductCode('100001')).toBe(true);
    expect(isSpecialProductCode(productCode('100001-RED-M'))).toBe(true);
  });

  it('does not flag their neighbours, longer codes or nothing', () => {
    expect(isSpecialProductCode('099999')).toBe(false);
    expect(isSpecialProductCode('100002')).toBe(false);
    expect(isSpecialProductCode('1000001')).toBe(false);
    expect(isSpecialProductCode('')).toBe(false);
    expect(isSpecialProductCode(undefined)).toBe(false);
  });
});

describe('trackingCurrency', () => {
  it.each([
    ['de', 'EUR'],
    ['fr', 'EUR'],
    ['eu', 'EUR'],
    ['EU', 'EUR'],
    ['us', 'USD'],
    ['en', 'GBP'],
    ['en-us', 'GBP'],
    ['nl', 'GBP'],
    ['', 'GBP'],
  ])('%s → %s', (code, currency) => {
    expect(trackingCurrency(code)).toBe(currency);
  });

  it('falls back to GBP for no locale', () => {
    expect(trackingCurrency(undefined)).toBe('GBP');
    expect(trackingCurrency(null)).toBe('GBP');
  });
});
