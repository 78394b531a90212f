import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_HISTORY_MONTHS, orderHistoryStart, ordersInLastMonths } from './orders';

const at = (iso: string) => Date.parse(iso);
const order = (id: number, date_created: string) => ({ id, date_created });

describe('orderHistoryStart', () => {
  it('is the same moment 12 calendar months back, in UTC', () => {
    expect(ORDER_HISTORY_MONTHS).toBe(12);
    expect(new Date(orderHistoryStart(at('2026-11-27T10:15:00Z'))).toISOString()).toBe(
      '2025-11-27T10:15:00.000Z',
    );
    expect(new Date(orderHistoryStart(at('2026-01-05T00:00:00Z'), 1)).toISOString()).toBe(
      '2025-12-05T00:00:00.000Z',
    );
  });

  it("takes the earlier month's last day when it lacks the day", () => {
    expect(new Date(orderHistoryStart(at('2028-02-29T12:00:00Z'))).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
    expect(new Date(orderHistoryStart(at('2026-03-31T08:00:00Z'), 1)).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
  });

  it('is now for no months, and not a time for an invalid now', () => {
    expect(orderHistoryStart(at('2026-03-31T08:00:00Z'), 0)).toBe(at('2026-03-31T08:00:00Z'));
    expect(orderHistoryStart(Number.NaN)).toBeNaN();
  });
});

describe('ordersInLastMonths', () => {
  const now = at('2026-11-27T12:00:00Z');

  it('keeps the last 12 months, newest first', () => {
    const orders = [
      order(1, '2025-11-27T11:59:59Z'),
      order(2, '2025-11-27T12:00:00Z'),
      order(3, '2026-06-01T09:00:00Z'),
      order(4, '2026-11-27T11:00:00Z'),
      order(5, '2024-01-01T00:00:00Z'),
    ];
    expect(ordersInLastMonths(orders, now).map((o) => o.id)).toEqual([4, 3, 2]);
  });

  it('puts the higher number first on the same instant, and keeps the fields it was given', () => {
    const orders = [
      { ...order(7, '2026-10-01T00:00:00Z'), status: 'Pending' },
      { ...order(9, '2026-10-01T00:00:00Z'), status: 'Open' },
    ];
    expect(ordersInLastMonths(orders, now)).toEqual([orders[1], orders[0]]);
  });

  it('reads BigCommerce RFC 2822 dates too, and leaves out unreadable ones', () => {
    const orders = [order(1, 'Tue, 20 Oct 2026 10:00:00 +0000'), order(2, 'not a date'), order(3, '')];
    expect(ordersInLastMonths(orders, now).map((o) => o.id)).toEqual([1]);
  });

  it('keeps an order dated after now, and gives nothing for no orders or an invalid now', () => {
    expect(ordersInLastMonths([order(1, '2026-12-01T00:00:00Z')], now).map((o) => o.id)).toEqual([1]);
    expect(ordersInLastMonths(undefined, now)).toEqual([]);
    expect(ordersInLastMonths(null, now)).toEqual([]);
    expect(ordersInLastMonths([order(1, '2026-10-01T00:00:00Z')], Number.NaN)).toEqual([]);
  });

  it('does not change its input', () => {
    const orders = [order(1, '2026-01-01T00:00:00Z'), order(2, '2026-02-01T00:00:00Z')];
    const copy = structuredClone(orders);
    ordersInLastMonths(orders, now);
    expect(orders).toEqual(copy);
  });

  it('answers only orders it was given, each at most once, sorted and inside the window', () => {
    const start = at('2020-01-01T00:00:00Z');
    const end = at('2030-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), time: fc.integer({ min: start, max: end }) })),
        fc.integer({ min: start, max: end }),
        (raw, today) => {
          const orders = raw.map((r) => order(r.id, new Date(r.time).toISOString()));
          const kept = ordersInLastMonths(orders, today);
          const since = orderHistoryStart(today);
          expect(kept.length).toBe(orders.filter((o) => Date.parse(o.date_created) >= since).length);
          for (const o of kept) expect(orders).toContain(o);
          const times = kept.map((o) => Date.parse(o.date_created));
          expect(times).toEqual([...times].sort((a, b) => b - a));
        },
      ),
    );
  });
});
