import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableToSell,
  BAG_SOLD_OUT_MESSAGE,
  CURRENTLY_UNAVAILABLE_MESSAGE,
  type InventoryRecord,
  isFreeGift,
  LOW_STOCK_TEXT,
  LOW_STOCK_THRESHOLD,
  lineStockMessage,
  QUANTITY_ADJUSTED_MESSAGE,
  SOLD_OUT_LEVEL,
  SOLD_OUT_TEXT,
} from './stock';

function record(
  total: number,
  loc1: number | undefined,
  loc2: number | undefined,
  loc2Enabled = true,
  loc1Enabled = true,
): InventoryRecord {
  const locations: InventoryRecord['locations'][number][] = [];
  if (loc1 !== undefined)
    locations.push({ location_id: 1, location_enabled: loc1Enabled, available_to_sell: loc1 });
  if (loc2 !== undefined)
    locations.push({ location_id: 2, location_enabled: loc2Enabled, available_to_sell: loc2 });
  return { locations, allLocationsTotalAvailableToSell: total };
}

describe('availableToSell', () => {
  it('for en, takes the all-locations total minus location 2 when location 2 is enabled', () => {
    expect(availableToSell(record(10, 7, 3), 'en')).toBe(7);
    expect(availableToSell(record(10, 7, 3, false), 'en')).toBe(10);
    expect(availableToSell(record(10, 7, undefined), 'en')).toBe(10);
  });

  it('for other locales, takes location 1 plus location 2 when it is enabled', () => {
    expect(availableToSell(record(100, 7, 3), 'eu')).toBe(10);
    expect(availableToSell(record(100, 7, 3), 'us')).toBe(10);
    expect(availableToSell(record(100, 7, 3, false), 'eu')).toBe(7);
    expect(availableToSell(record(100, undefined, 3), 'us')).toBe(3);
    expect(availableToSell(record(100, undefined, undefined), 'eu')).toBe(0);
  });

  it('counts location 1 even when it is flagged disabled', () => {
    expect(availableToSell(record(100, 7, 3, true, false), 'eu')).toBe(10);
  });

  it('finds the locations by id, in any order, and ignores other locations', () => {
    const r: InventoryRecord = {
      allLocationsTotalAvailableToSell: 20,
      locations: [
        { location_id: 3, location_enabled: true, available_to_sell: 50 },
        { location_id: 2, location_enabled: true, available_to_sell: 4 },
        { location_id: 1, location_enabled: true, available_to_sell: 6 },
      ],
    };
    expect(availableToSell(r, 'en')).toBe(16);
    expect(availableToSell(r, 'eu')).toBe(10);
  });

  it('clamps negative results to 0, on both sides of 0', () => {
    expect(availableToSell(record(2, 0, 3), 'en')).toBe(0);
    expect(availableToSell(record(3, 0, 3), 'en')).toBe(0);
    expect(availableToSell(record(4, 0, 3), 'en')).toBe(1);
    expect(availableToSell(record(0, -5, 2), 'eu')).toBe(0);
    expect(availableToSell(record(0, -2, 3), 'eu')).toBe(1);
    expect(availableToSell(record(-4, undefined, undefined), 'en')).toBe(0);
  });

  it('counts figures that are not numbers as 0', () => {
    expect(availableToSell(record(Number.NaN, 1, 1), 'en')).toBe(0);
    expect(availableToSell(record(5, Number.NaN, 2), 'eu')).toBe(2);
  });

  it('is never negative and always a finite number', () => {
    const level = fc.integer({ min: -50, max: 50 });
    fc.assert(
      fc.property(
        level,
        level,
        level,
        fc.boolean(),
        fc.constantFrom('en', 'eu', 'us'),
        (t, a, b, on, code) => {
          const n = availableToSell(record(t, a, b, on), code);
          expect(n).toBeGreaterThanOrEqual(0);
          expect(Number.isFinite(n)).toBe(true);
        },
      ),
    );
  });
});

describe('lineStockMessage', () => {
  it('shows Sold Out at 0 or less', () => {
    expect(lineStockMessage(0)).toBe('Sold Out');
    expect(lineStockMessage(-1)).toBe('Sold Out');
  });

  it('shows the low-stock text from 1 to 4', () => {
    expect(lineStockMessage(1)).toBe('There are less than 5 of these left');
    expect(lineStockMessage(4)).toBe('There are less than 5 of these left');
  });

  it('shows nothing from 5 up, or for a stock that is not a number', () => {
    expect(lineStockMessage(5)).toBeUndefined();
    expect(lineStockMessage(500)).toBeUndefined();
    expect(lineStockMessage(Number.NaN)).toBeUndefined();
  });

  it('exports the spec constants and texts', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(SOLD_OUT_LEVEL).toBe(0);
    expect(SOLD_OUT_TEXT).toBe('Sold Out');
    expect(LOW_STOCK_TEXT).toBe('There are less than 5 of these left');
    expect(BAG_SOLD_OUT_MESSAGE).toBe(
      'Sorry! Some products in your bag have sold out and will need to be removed before you can checkout',
    );
    expect(QUANTITY_ADJUSTED_MESSAGE).toBe('Sorry we have had to adjust the quantity');
    expect(CURRENTLY_UNAVAILABLE_MESSAGE).toBe('Currently unavailable.');
  });
});

describe('isFreeGift', () => {
  it('is true for a field named freegift, in any case, whatever its value', () => {
    expect(isFreeGift([{ name: 'freegift', value: 'true' }])).toBe(true);
    expect(isFreeGift([{ name: 'FreeGift', value: '' }])).toBe(true);
    expect(isFreeGift([{ name: 'colour', value: 'red' }, { name: 'FREEGIFT' }])).toBe(true);
  });

  it('is false without such a field', () => {
    expect(isFreeGift([{ name: 'free gift', value: 'yes' }])).toBe(false);
    expect(isFreeGift([{ name: 'freegifts', value: 'yes' }])).toBe(false);
    expect(isFreeGift([{ name: 'colour', value: 'freegift' }])).toBe(false);
    expect(isFreeGift([])).toBe(false);
    expect(isFreeGift(undefined)).toBe(false);
    expect(isFreeGift(null)).toBe(false);
  });
});
