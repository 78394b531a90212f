import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './Carousel';

/*
 * jsdom has no layout, so these tests give the track one: 100 px slides side by side in a 200 px track (two in
 * view). Scrolling is instant unless `smoothScroll` is on, when `scrollTo` only records where it was asked to go.
 */
const SLIDE_WIDTH = 100;
const TRACK_WIDTH = 200;
let smoothScroll = false;
const scrollTargets: number[] = [];
const scrollPositions = new WeakMap<Element, number>();

const isSlide = (element: Element) => element.getAttribute('aria-roledescription') === 'slide';
const isTrack = (element: Element) =>
  element.firstElementChild !== null && isSlide(element.firstElementChild);
const maxScrollOf = (element: Element) => Math.max(0, element.children.length * SLIDE_WIDTH - TRACK_WIDTH);

const layout: Record<string, PropertyDescriptor> = {
  offsetLeft: {
    get(this: HTMLElement) {
      return isSlide(this) && this.parentElement
        ? Array.from(this.parentElement.children).indexOf(this) * SLIDE_WIDTH
        : 0;
    },
  },
  clientWidth: {
    get(this: HTMLElement) {
      return isTrack(this) ? TRACK_WIDTH : 0;
    },
  },
  scrollWidth: {
    get(this: HTMLElement) {
      return isTrack(this) ? this.children.length * SLIDE_WIDTH : 0;
    },
  },
  scrollLeft: {
    get(this: HTMLElement) {
      return scrollPositions.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      scrollPositions.set(this, Math.min(Math.max(value, 0), maxScrollOf(this)));
    },
  },
  scrollTo: {
    value(this: HTMLElement, options: ScrollToOptions) {
      scrollTargets.push(options.left ?? 0);
      if (smoothScroll) return;
      this.scrollLeft = options.left ?? 0;
      this.dispatchEvent(new Event('scroll'));
    },
  },
};
const originals = new Map<string, PropertyDescriptor | undefined>();

beforeAll(() => {
  for (const [name, descriptor] of Object.entries(layout)) {
    originals.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    Object.defineProperty(HTMLElement.prototype, name, { ...descriptor, configurable: true });
  }
});

afterAll(() => {
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

beforeEach(() => {
  smoothScroll = false;
  scrollTargets.length = 0;
});
afterEach(cleanup);

const colours = ['Dresses', 'Tops', 'Knitwear', 'Jeans', 'Coats', 'Shoes'];

function renderCarousel(props: Partial<CarouselProps> = {}, names = colours) {
  return render(
    <Carousel aria-label="New in" {...(props as object)}>
      {names.map((name) => (
        <a key={name} href={`#${name.toLowerCase()}`}>
          {name}
        </a>
      ))}
    </Carousel>,
  );
}

const track = () => screen.getByRole('group', { name: 'Slides' });
const previous = () => screen.getByRole('button', { name: 'Previous slide' });
const next = () => screen.getByRole('button', { name: 'Next slide' });
const isDisabled = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';
const waitForScroll = (left: number) => waitFor(() => expect(track().scrollLeft).toBe(left));
/** Wait for the carousel to have measured its layout (the Next arrow comes alive). */
const ready = () => waitFor(() => expect(isDisabled(next())).toBe(false));

describe('Carousel structure', () => {
  it('is a region described as a carousel, with slides named "N of M"', () => {
    renderCarousel();

    const region = screen.getByRole('region', { name: 'New in' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region)
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ]);
    expect(within(slides[2] as HTMLElement).getByRole('link', { name: 'Knitwear' })).toBeTruthy();
  });

  it('can be named by a visible heading', () => {
    render(
      <>
        <h2 id="picks">Our picks</h2>
        <Carousel aria-labelledby="picks">
          <div>One</div>
        </Carousel>
      </>,
    );

    expect(screen.getByRole('region', { name: 'Our picks' })).toBeTruthy();
  });

  it('fills every breakpoint of slidesPerView mobile-first', () => {
    renderCarousel({ slidesPerView: { xs: 1, md: 3 } });

    const values = Array.from(track().style)
      .filter((property) => property.startsWith('--'))
      .map((property) => track().style.getPropertyValue(property));
    expect(values).toEqual(['1', '1', '3', '3', '3', '3']);
  });
});

describe('Carousel arrows without loop', () => {
  it('move one slide at a time and disable at the ends', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await ready();
    expect(isDisabled(previous())).toBe(true);

    await user.click(next());
    await waitForScroll(100);
    // The arrows follow the scroll position, which reports after the scroll event: wait for it, as a shopper would.
    await waitFor(() => expect(isDisabled(previous())).toBe(false));

    await user.click(next());
    await user.click(next());
    await user.click(next());
    await waitForScroll(400);
    await waitFor(() => expect(isDisabled(next())).toBe(true));

    await user.click(next());
    expect(track().scrollLeft).toBe(400);

    await user.click(previous());
    await waitForScroll(300);
  });

  it('keeps a disabled arrow focusable, so focus is not lost at the end', async () => {
    const user = userEvent.setup();
    renderCarousel({}, ['One', 'Two', 'Three']);
    await ready();

    await user.click(next());
    await waitFor(() => expect(isDisabled(next())).toBe(true));

    expect(document.activeElement).toBe(next());
  });

  it('announces where an arrow took the shopper', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await ready();

    await user.click(next());

    expect(screen.getByText('Slide 2 of 6').getAttribute('aria-live')).toBe('polite');
  });

  it('builds on the pending move when pressed again during a smooth scroll', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await ready();
    smoothScroll = true;

    await user.click(next());
    await user.click(next());

    expect(scrollTargets).toEqual([100, 200]);
  });

  it('forgets an unfinished move once a swipe has taken over and scrolling has stopped', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await ready();
    smoothScroll = true;
    await user.click(next());

    // The shopper swipes elsewhere before the smooth scroll lands.
    act(() => {
      track().scrollLeft = 300;
      fireEvent.scroll(track());
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await user.click(next());

    expect(scrollTargets).toEqual([100, 400]);
  });

  it('are both disabled when every slide is in view, even when looping', async () => {
    renderCarousel({ loop: true }, ['One', 'Two']);
    // Let the carousel measure its (unscrollable) layout first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    await waitFor(() => {
      expect(isDisabled(previous())).toBe(true);
      expect(isDisabled(next())).toBe(true);
    });
  });
});

describe('Carousel arrows with loop', () => {
  it('wrap from the last stop to the first and back', async () => {
    const user = userEvent.setup();
    renderCarousel({ loop: true });
    await ready();
    expect(isDisabled(previous())).toBe(false);

    await user.click(previous());
    await waitForScroll(400);
    expect(isDisabled(next())).toBe(false);

    await user.click(next());
    await waitForScroll(0);
  });
});

describe('Carousel keyboard', () => {
  it('reaches the arrows, then the track, then the links in the slides with Tab', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await ready();

    await user.tab();
    expect(document.activeElement).toBe(previous());
    await user.tab();
    expect(document.activeElement).toBe(next());
    await user.tab();
    expect(document.activeElement).toBe(track());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dresses' }));
  });

  it('moves one slide per arrow key on the track, and to the ends with Home and End', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    renderCarousel({ onIndexChange });
    await ready();
    act(() => track().focus());

    await user.keyboard('{ArrowRight}');
    await waitForScroll(100);
    await user.keyboard('{End}');
    await waitForScroll(400);
    await user.keyboard('{ArrowLeft}');
    await waitForScroll(300);
    await user.keyboard('{Home}');
    await waitForScroll(0);
    await user.keyboard('{ArrowLeft}');
    expect(track().scrollLeft).toBe(0);

    // The index is reported from the scroll event, which can trail the position on a loaded machine: steps that
    // follow each other quickly may be reported once, at the position they settle on. What is reported comes in
    // the order the shopper moved, and ends on the first slide.
    await waitFor(() => expect(onIndexChange.mock.calls.at(-1)?.[0]).toBe(0));
    const reported = onIndexChange.mock.calls.map(([index]) => index as number);
    const moves = [1, 4, 3, 0];
    let from = 0;
    for (const index of reported) {
      from = moves.indexOf(index, from) + 1;
      expect(from, `index ${index} reported out of order in ${reported.join(', ')}`).toBeGreaterThan(0);
    }
  });

  it('moves with the arrow keys on the arrow buttons too', async () => {
    const user = userEvent.setup();
    renderCarousel({ loop: true });
    await ready();
    act(() => next().focus());

    await user.keyboard('{ArrowLeft}');
    await waitForScroll(400);
    await user.keyboard('{ArrowRight}');
    await waitForScroll(0);
  });

  it('leaves arrow keys alone inside a slide', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await ready();
    act(() => screen.getByRole('link', { name: 'Dresses' }).focus());

    await user.keyboard('{ArrowRight}');

    expect(scrollTargets).toEqual([]);
  });
});

describe('Carousel scrolled natively (touch, trackpad)', () => {
  it('follows the scroll position with its index and arrows', async () => {
    const onIndexChange = vi.fn();
    renderCarousel({ onIndexChange });
    await ready();

    act(() => {
      track().scrollLeft = 400;
      fireEvent.scroll(track());
    });

    await waitFor(() => expect(onIndexChange).toHaveBeenLastCalledWith(4));
    await waitFor(() => expect(isDisabled(next())).toBe(true));
    expect(isDisabled(previous())).toBe(false);
  });

  it('moves on from where the shopper scrolled to', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await ready();
    act(() => {
      track().scrollLeft = 200;
      fireEvent.scroll(track());
    });
    await waitFor(() => expect(isDisabled(previous())).toBe(false));

    await user.click(next());

    await waitForScroll(300);
  });
});

describe('Carousel loop per breakpoint', () => {
  /*
   * jsdom has no `matchMedia`: a stand-in answers the design system's `min-width` queries for a viewport width the
   * test sets, and tells the carousel's listeners when it changes (as a browser does on resize or rotation).
   */
  let viewportWidth = 375;
  const listeners = new Set<() => void>();
  beforeEach(() => {
    viewportWidth = 375;
    listeners.clear();
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        const minWidth = /min-width:\s*(\d+)px/.exec(query)?.[1];
        return minWidth !== undefined && viewportWidth >= Number(minWidth);
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
  });
  const resizeTo = (width: number) =>
    act(() => {
      viewportWidth = width;
      for (const listener of listeners) listener();
    });

  it('does not loop below the breakpoint it loops from: Previous stays disabled on the first slide', async () => {
    const user = userEvent.setup();
    renderCarousel({ loop: { xs: false, md: true } });
    await ready();

    expect(isDisabled(previous())).toBe(true);
    await user.click(previous());
    expect(scrollTargets).toEqual([]);
  });

  it('loops from that breakpoint up: Previous on the first slide goes to the last, Next on the last to the first', async () => {
    const user = userEvent.setup();
    viewportWidth = 1280;
    renderCarousel({ loop: { xs: false, md: true } });
    await ready();
    await waitFor(() => expect(isDisabled(previous())).toBe(false));

    await user.click(previous());
    await waitForScroll(400);
    await user.click(next());
    await waitForScroll(0);
  });

  it('follows the viewport as it changes: looping on from md, off again below it', async () => {
    const user = userEvent.setup();
    renderCarousel({ loop: { xs: false, md: true } });
    await ready();
    expect(isDisabled(previous())).toBe(true);

    resizeTo(800);
    await waitFor(() => expect(isDisabled(previous())).toBe(false));
    await user.click(previous());
    await waitForScroll(400);
    expect(isDisabled(next())).toBe(false);

    resizeTo(375);
    await waitFor(() => expect(isDisabled(next())).toBe(true));
    await user.click(next());
    expect(track().scrollLeft).toBe(400);
  });

  it('loops on phones only when xs says so: { xs: true, md: false } wraps at 375 px and stops at the ends from md', async () => {
    const user = userEvent.setup();
    renderCarousel({ loop: { xs: true, md: false } });
    await ready();
    await waitFor(() => expect(isDisabled(previous())).toBe(false));
    await user.click(previous());
    await waitForScroll(400);

    resizeTo(1024);
    await waitFor(() => expect(isDisabled(next())).toBe(true));
    await user.keyboard('{ArrowRight}');
    expect(track().scrollLeft).toBe(400);
  });

  it('takes a breakpoint without a value from the one below it, and xs from off: { lg: true } loops only from lg', async () => {
    viewportWidth = 900;
    renderCarousel({ loop: { lg: true } });
    await ready();
    expect(isDisabled(previous())).toBe(true);

    resizeTo(992);
    await waitFor(() => expect(isDisabled(previous())).toBe(false));
  });

  it('stops listening to the viewport once unmounted', async () => {
    const { unmount } = renderCarousel({ loop: { md: true } });
    await ready();
    expect(listeners.size).toBeGreaterThan(0);

    unmount();

    expect(listeners.size).toBe(0);
  });

  it('adds no viewport listeners for a single value', async () => {
    renderCarousel({ loop: true });
    await ready();

    expect(listeners.size).toBe(0);
  });
});
