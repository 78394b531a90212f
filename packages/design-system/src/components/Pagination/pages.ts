/** One slot of the pagination list: a page number or a gap ("…"). */
export type PaginationItem = number | 'ellipsis';

/**
 * The pages to show for `current` of `total`: always the first and last, the current one and `siblings` either
 * side of it, and a gap ("…") wherever pages are left out. A gap never hides a single page (that page is shown
 * instead), so the list has a steady length as the shopper moves through it.
 *
 * `paginationItems(1, 3)` → `[1, 2, 3]`; `paginationItems(10, 20)` → `[1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]`.
 * Reading: `current` is clamped into 1…total; a total below 1 gives an empty list.
 */
export function paginationItems(current: number, total: number, siblings = 1): PaginationItem[] {
  const last = Math.floor(total);
  if (!Number.isFinite(last) || last < 1) return [];
  const page = clampPage(current, last);
  const around = Math.max(0, Math.floor(siblings));
  // first + last + current + siblings + two gaps
  const slots = 2 * around + 5;
  if (last <= slots) return range(1, last);

  // Keep the window the same width at the edges: near the start show 1…(slots - 2), near the end likewise.
  const windowStart = Math.max(2, Math.min(page - around, last - 2 * around - 2));
  const windowEnd = Math.min(last - 1, Math.max(page + around, 2 * around + 3));
  const items: PaginationItem[] = [1];
  if (windowStart > 2) items.push(windowStart === 3 ? 2 : 'ellipsis');
  items.push(...range(windowStart, windowEnd));
  if (windowEnd < last - 1) items.push(windowEnd === last - 2 ? last - 1 : 'ellipsis');
  items.push(last);
  return items;
}

/** A page number made whole and kept within 1…total. */
export function clampPage(page: number, total: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(whole, 1), Math.max(1, Math.floor(total)));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
