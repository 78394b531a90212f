import { mediaQueries } from '@wardrobe/design-system';
import { expect } from 'storybook/test';

/**
 * For the card blocks' stories: the list has the columns spec 002 §9 gives at the story's width (the test-runner's
 * and the visual suite's widths differ): one below 576 px, `columns` from there; tile cards reach their third column
 * only from 992 px (`threeFrom: 'lg'`). The cards of a row start level and end level (cells stretch to the row).
 */
export async function expectCardColumns(
  list: HTMLElement,
  columns: 2 | 3,
  { threeFrom = 'sm' }: { threeFrom?: 'sm' | 'lg' } = {},
): Promise<void> {
  const matches = (query: string) => list.ownerDocument.defaultView?.matchMedia(query).matches ?? false;
  const expected = !matches(mediaQueries.sm)
    ? 1
    : columns === 3 && (threeFrom === 'sm' || matches(mediaQueries.lg))
      ? 3
      : 2;
  const shown = getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length;
  await expect({ columns: shown }).toEqual({ columns: expected });
  const row = [...list.children].slice(0, Math.min(expected, list.children.length));
  const edges = (edge: 'top' | 'bottom') =>
    new Set(row.map((item) => Math.round(item.getBoundingClientRect()[edge]))).size;
  await expect({ tops: edges('top'), bottoms: edges('bottom') }).toEqual({ tops: 1, bottoms: 1 });
}

/** The list item holding the card whose heading is `title`. */
export function cardItem(canvasElement: HTMLElement, title: string): HTMLElement {
  const heading = [...canvasElement.querySelectorAll('h2, h3')].find((node) => node.textContent === title);
  const item = heading?.closest('li');
  if (!item) throw new Error(`No card titled ${title}`);
  return item;
}
