import { mediaQueries } from '@wardrobe/design-system';
import { expect, waitFor, within } from 'storybook/test';

/*
 * For the carousels' stories (the carousel block and the scrollable card group), in a real browser at whatever width
 * the story runs: the test-runner's and the visual suite's widths differ. Not part of the package's entries.
 */

/** Whether the story's window is at least as wide as the design system's breakpoint (`md` is 768 px, `lg` 992 px). */
export function atLeast(canvasElement: HTMLElement, breakpoint: 'md' | 'lg'): boolean {
  return canvasElement.ownerDocument.defaultView?.matchMedia(mediaQueries[breakpoint]).matches ?? false;
}

/** The carousel named `name` in the story, its parts, and waits on where its track is scrolled. */
export function carouselParts(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name });
  const inRegion = within(region);
  const track = inRegion.getByRole('group', { name: 'Slides' });
  const slides = Array.from(track.children) as HTMLElement[];
  const offsetOf = (index: number) => (slides[index]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
  const maxScroll = () => track.scrollWidth - track.clientWidth;
  return {
    region,
    track,
    slides,
    // `hidden`: also finds buttons hidden at this width.
    previous: inRegion.getByRole('button', { name: 'Previous slide', hidden: true }),
    next: inRegion.getByRole('button', { name: 'Next slide', hidden: true }),
    /** Waits until slide `index` (0-based) is the first in view. */
    atSlide: (index: number) =>
      waitFor(() => expect(Math.abs(track.scrollLeft - offsetOf(index))).toBeLessThan(2), { timeout: 4000 }),
    /** Waits until the track is scrolled to its very end. */
    atEnd: () =>
      waitFor(() => expect(track.scrollLeft).toBeGreaterThanOrEqual(maxScroll() - 1), { timeout: 4000 }),
    /** Waits until the carousel has measured its track and there is somewhere to scroll to. */
    scrollable: () => waitFor(() => expect(maxScroll()).toBeGreaterThan(1), { timeout: 4000 }),
  };
}

/** Every slide lies wholly inside the track's box: all the cards are in view, nothing to scroll to. */
export async function expectAllInView(track: HTMLElement, slides: readonly HTMLElement[]): Promise<void> {
  const box = track.getBoundingClientRect();
  for (const slide of slides) {
    const rect = slide.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(rect.right).toBeLessThanOrEqual(box.right + 1);
  }
}

/** The elements share one height (cards in a row stretch to the tallest, so their buttons line up). */
export async function expectSameHeight(elements: readonly HTMLElement[]): Promise<void> {
  const heights = new Set(elements.map((element) => Math.round(element.getBoundingClientRect().height)));
  await expect(heights.size).toBe(1);
}
