import { act } from '@testing-library/react';
import { vi } from 'vitest';

/*
 * For the carousels' component tests (the carousel block and the scrollable card group). jsdom has no layout and
 * no `matchMedia`, and the design system's `Carousel` reads both: these give it the browser's answers. Not mocks
 * of our code: stand-ins for what jsdom lacks.
 */

const isSlide = (element: Element) => element.getAttribute('aria-roledescription') === 'slide';
const isTrack = (element: Element) =>
  element.firstElementChild !== null && isSlide(element.firstElementChild);

export interface CarouselLayout {
  /** Where each `scrollTo` asked the track to go, in order. */
  scrollTargets: number[];
  /** Puts back jsdom's own properties (the components project shares one window between files). */
  restore: () => void;
}

/**
 * Lays slides out side by side, `slideWidth` px each, in a track `trackWidth` px wide, and scrolls instantly. Call in
 * `beforeAll` and `restore` in `afterAll`.
 */
export function installCarouselLayout({ slideWidth = 100, trackWidth = 200 } = {}): CarouselLayout {
  const scrollTargets: number[] = [];
  const positions = new WeakMap<Element, number>();
  const maxScrollOf = (element: Element) => Math.max(0, element.children.length * slideWidth - trackWidth);
  const layout: Record<string, PropertyDescriptor> = {
    offsetLeft: {
      get(this: HTMLElement) {
        return isSlide(this) && this.parentElement
          ? Array.from(this.parentElement.children).indexOf(this) * slideWidth
          : 0;
      },
    },
    clientWidth: {
      get(this: HTMLElement) {
        return isTrack(this) ? trackWidth : 0;
      },
    },
    scrollWidth: {
      get(this: HTMLElement) {
        return isTrack(this) ? this.children.length * slideWidth : 0;
      },
    },
    scrollLeft: {
      get(this: HTMLElement) {
        return positions.get(this) ?? 0;
      },
      set(this: HTMLElement, value: number) {
        positions.set(this, Math.min(Math.max(value, 0), maxScrollOf(this)));
      },
    },
    scrollTo: {
      value(this: HTMLElement, options: ScrollToOptions) {
        scrollTargets.push(options.left ?? 0);
        this.scrollLeft = options.left ?? 0;
        this.dispatchEvent(new Event('scroll'));
      },
    },
  };
  const originals = new Map<string, PropertyDescriptor | undefined>();
  for (const [name, descriptor] of Object.entries(layout)) {
    originals.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    Object.defineProperty(HTMLElement.prototype, name, { ...descriptor, configurable: true });
  }
  return {
    scrollTargets,
    restore: () => {
      for (const [name, descriptor] of originals) {
        if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
        else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
      }
    },
  };
}

/**
 * A viewport `width` px wide for the design system's `min-width` queries (`vi.stubGlobal`, undone after each test by
 * the project's `unstubGlobals`). Returns `resizeTo`, which tells the listeners as a browser does on a resize.
 */
export function stubViewport(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      const minWidth = /min-width:\s*(\d+)px/.exec(query)?.[1];
      const maxWidth = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
      if (minWidth !== undefined) return current >= Number(minWidth);
      if (maxWidth !== undefined) return current <= Number(maxWidth);
      return false;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resizeTo: (next: number) =>
      act(() => {
        current = next;
        for (const listener of listeners) listener();
      }),
  };
}

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;

/**
 * Where the carousel's Previous/Next buttons show, per breakpoint: the design system sets their `display` per
 * breakpoint inline (`flex` or `none`), and its CSS applies the viewport's. jsdom applies no media queries, so the
 * tests read what each breakpoint gets.
 */
export function arrowsShownAt(region: HTMLElement): Record<(typeof BREAKPOINTS)[number], boolean> {
  const controls = region.querySelector('button')?.parentElement;
  if (!controls) throw new Error('The carousel has no buttons');
  const values = Array.from(controls.style)
    .filter((property) => property.startsWith('--'))
    .map((property) => controls.style.getPropertyValue(property));
  return Object.fromEntries(BREAKPOINTS.map((name, index) => [name, values[index] === 'flex'])) as Record<
    (typeof BREAKPOINTS)[number],
    boolean
  >;
}
