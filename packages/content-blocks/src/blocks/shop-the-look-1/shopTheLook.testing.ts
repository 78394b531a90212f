import { mediaQueries } from '@wardrobe/design-system';
import { expect, within } from 'storybook/test';

/**
 * For shop the look's stories: the block's links in order, each as [accessible name, href]: the look's picture
 * (when it links) and one link per product, named by its title and price.
 */
export async function expectLinks(
  canvasElement: HTMLElement,
  expected: readonly (readonly [string, string])[],
) {
  const links = within(canvasElement).getAllByRole('link');
  await expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map(([, href]) => href));
  for (const [index, [name]] of expected.entries()) await expect(links[index]).toHaveAccessibleName(name);
}

const box = (element: Element | null) => {
  if (!element) throw new Error('Shop the look: missing part');
  return element.getBoundingClientRect();
};

/**
 * Where the look's picture sits at the story's width: below 768 px above the products (both types); from 768 px,
 * type one beside them at its alignment (Left, Center, Right), type two above them. The products share a row.
 */
export async function expectLookPlacement(
  canvasElement: HTMLElement,
  placement: 'Left' | 'Center' | 'Right' | 'Above',
): Promise<void> {
  const look = box(canvasElement.querySelector('[data-primary-block]'));
  const left = box(canvasElement.querySelector('[data-product="left"]'));
  const right = box(canvasElement.querySelector('[data-product="right"]'));
  await expect(Math.round(left.top)).toBe(Math.round(right.top));
  await expect(left.right).toBeLessThanOrEqual(right.left);
  const wide = canvasElement.ownerDocument.defaultView?.matchMedia(mediaQueries.md).matches ?? false;
  const at = wide ? placement : 'Above';
  if (at === 'Above') {
    await expect(look.bottom).toBeLessThanOrEqual(left.top);
    return;
  }
  // Beside the products, as tall as they are.
  await expect(Math.round(look.top)).toBe(Math.round(left.top));
  await expect(Math.round(look.height)).toBe(Math.round(left.height));
  if (at === 'Left') await expect(look.right).toBeLessThanOrEqual(left.left);
  if (at === 'Center') {
    await expect(left.right).toBeLessThanOrEqual(look.left);
    await expect(look.right).toBeLessThanOrEqual(right.left);
  }
  if (at === 'Right') await expect(right.right).toBeLessThanOrEqual(look.left);
}
