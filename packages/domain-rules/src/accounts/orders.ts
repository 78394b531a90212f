/** Spec 001 §9: the order history covers the last 12 months. */
export const ORDER_HISTORY_MONTHS = 12;

/** What the rule reads of an order: its number and when it was placed (an ISO 8601 date-time, as BigCommerce). */
export interface DatedOrder {
  id: number;
  date_created: string;
}

/**
 * The first moment of an order history `months` long that ends at `now` (epoch ms): the same day and time
 * `months` calendar months back, in UTC. Reading: a day the earlier month lacks is that month's last day
 * (31 March less 1 month is 28 or 29 February, not 3 March).
 */
export function orderHistoryStart(now: number, months: number = ORDER_HISTORY_MONTHS): number {
  const date = new Date(now);
  if (Number.isNaN(date.getTime())) return Number.NaN;
  const back = Math.max(0, Math.trunc(Number.isFinite(months) ? months : 0));
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() - back;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/**
 * Spec 001 §2 "Orders and Returns" and §9 "Order history covers the last 12 months": the orders placed from
 * `orderHistoryStart(now, months)` on, newest first (the higher number first on the same instant).
 *
 * Readings: the backend may already limit and sort them (the sandbox does); this rule holds for any backend. An
 * order whose date cannot be read is left out (it cannot be shown as in the last 12 months); one dated after
 * `now` (the clocks disagree) is kept. The input is not changed.
 */
export function ordersInLastMonths<Order extends DatedOrder>(
  orders: readonly Order[] | null | undefined,
  now: number,
  months: number = ORDER_HISTORY_MONTHS,
): Order[] {
  const since = orderHistoryStart(now, months);
  if (Number.isNaN(since)) return [];
  return (orders ?? [])
    .map((order) => ({ order, time: Date.parse(order.date_created) }))
    .filter(({ time }) => !Number.isNaN(time) && time >= since)
    .sort((a, b) => b.time - a.time || b.order.id - a.order.id)
    .map(({ order }) => order);
}
