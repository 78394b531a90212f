import { SQUARE_GROUP_MAX_PER_ROW } from '@wardrobe/domain-rules';
import { expect } from 'storybook/test';

/** The number of squares in each row of a square group, as laid out in the story's window. */
export function squaresPerRow(links: readonly HTMLElement[]): number[] {
  const rows = new Map<number, number>();
  for (const link of links) {
    const top = Math.round(link.getBoundingClientRect().top);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

/**
 * For stories: the square group's rows (spec 002 §9, up to 10 per row). At 1280 px and wider the rows are full
 * rows of 10 and then the rest; narrower, every row but the last holds the same number (at most 10), and the
 * squares stay square and inside the window. Not part of the package's entries.
 */
export async function expectSquareGroupRows(links: readonly HTMLElement[]): Promise<void> {
  const view = links[0]?.ownerDocument.defaultView;
  if (!view) throw new Error('expectSquareGroupRows: no squares');
  const rows = squaresPerRow(links);
  const first = rows[0] ?? 0;
  if (view.innerWidth >= 1280) {
    const full = Math.floor(links.length / SQUARE_GROUP_MAX_PER_ROW);
    const rest = links.length % SQUARE_GROUP_MAX_PER_ROW;
    await expect(rows).toEqual([
      ...Array.from({ length: full }, () => SQUARE_GROUP_MAX_PER_ROW),
      ...(rest > 0 ? [rest] : []),
    ]);
  } else {
    await expect(first).toBeLessThanOrEqual(SQUARE_GROUP_MAX_PER_ROW);
    await expect(rows.slice(0, -1).every((count) => count === first)).toBe(true);
    await expect(rows.at(-1)).toBeLessThanOrEqual(first);
  }
  for (const link of links) {
    const box = link.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(view.innerWidth);
    await expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
  }
}
