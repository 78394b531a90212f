import { mediaQueries } from '@wardrobe/design-system';
import { expect } from 'storybook/test';

/**
 * For the groups' stories: the list has the columns spec 002 §9 gives at the story's width (the test-runner's
 * and the visual suite's widths differ). Below 768 px groups of two and three stack; a group of four is two by
 * two from 576 px and four across from 992 px.
 */
export async function expectGroupColumns(list: HTMLElement, tiles: 2 | 3 | 4): Promise<void> {
  const matches = (query: string) => list.ownerDocument.defaultView?.matchMedia(query).matches ?? false;
  const expected =
    tiles === 4
      ? matches(mediaQueries.lg)
        ? 4
        : matches(mediaQueries.sm)
          ? 2
          : 1
      : matches(mediaQueries.md)
        ? tiles
        : 1;
  const columns = getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length;
  await expect({ columns }).toEqual({ columns: expected });
  // A row's tiles share its top edge, so their pictures and titles line up.
  const tops = [...list.children]
    .slice(0, expected)
    .map((item) => Math.round(item.getBoundingClientRect().top));
  await expect(new Set(tops).size).toBe(1);
}
