import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_QUANTITY, quantityBounds } from './quantity';

describe('quantityBounds', () => {
  it('starts at 1 with no upper limit by default', () => {
    expect(quantityBounds()).toEqual({ minValue: 1, maxValue: undefined, isUnavailable: false });
    expect(DEFAULT_MIN_QUANTITY).toBe(1);
  });

  it('uses the stock as the maximum', () => {
    expect(quantityBounds({ maxValue: 4 })).toEqual({ minValue: 1, maxValue: 4, isUnavailable: false });
  });

  it('allows exactly one when one is left', () => {
    expect(quantityBounds({ maxValue: 1 })).toEqual({ minValue: 1, maxValue: 1, isUnavailable: false });
  });

  it('keeps whole items only: the minimum rounds up, the maximum down', () => {
    expect(quantityBounds({ minValue: 1.2, maxValue: 2.5 })).toEqual({
      minValue: 2,
      maxValue: 2,
      isUnavailable: false,
    });
  });

  it('is unavailable when sold out or when the stock is negative', () => {
    expect(quantityBounds({ maxValue: 0 }).isUnavailable).toBe(true);
    expect(quantityBounds({ maxValue: -3 })).toEqual({ minValue: 1, maxValue: 0, isUnavailable: true });
    expect(quantityBounds({ maxValue: 0.5 }).isUnavailable).toBe(true);
  });

  it('treats a missing, NaN or infinite maximum as no limit and a bad minimum as 1', () => {
    expect(quantityBounds({ maxValue: Number.NaN }).maxValue).toBeUndefined();
    expect(quantityBounds({ maxValue: Number.POSITIVE_INFINITY }).maxValue).toBeUndefined();
    expect(quantityBounds({ minValue: Number.NaN }).minValue).toBe(1);
  });

  it('allows a different minimum, such as 0 where a line can be emptied', () => {
    expect(quantityBounds({ minValue: 0, maxValue: 0 })).toEqual({
      minValue: 0,
      maxValue: 0,
      isUnavailable: false,
    });
  });
});
