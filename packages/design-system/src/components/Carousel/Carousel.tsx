'use client';

import {
  Children,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type Breakpoint, mediaQueries } from '../../tokens/breakpoints';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Carousel.css';
import {
  canGoNext,
  canGoPrevious,
  indexFromScroll,
  lastStartFromOffsets,
  nextIndex,
  previousIndex,
} from './carouselIndex';
import { breakpointOrder, type Responsive, resolveResponsive } from './responsive';

/** Accessible names of the arrow buttons. */
export const CAROUSEL_PREVIOUS_LABEL = 'Previous slide';
export const CAROUSEL_NEXT_LABEL = 'Next slide';

/** A slide's name: "2 of 5". */
export const carouselSlideLabel = (index: number, count: number) => `${index + 1} of ${count}`;

/** Reading: a peek of the next card on phones invites a swipe; three cards on tablets, four on desktops. */
export const CAROUSEL_DEFAULT_SLIDES_PER_VIEW = { xs: 1.25, md: 3, lg: 4 } as const;

type CarouselName = { 'aria-label': string; 'aria-labelledby'?: string } | { 'aria-labelledby': string };

export type CarouselProps = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'aria-label' | 'aria-labelledby' | 'aria-roledescription'
> &
  CarouselName & {
    /** The slides: each child becomes one slide. */
    children: ReactNode;
    /**
     * After the last stop, "Next" goes back to the first, and "Previous" from the first goes to the last.
     * Everywhere or per breakpoint, mobile-first like `showArrows`: `{ xs: false, md: true }` loops from `md` up
     * (spec: the offer carousel loops on desktop above 3 cards, on phones only with its layout flag). Reading: off
     * by default; spec blocks turn it on (card carousels always, offer carousels above 3 cards). Looping rewinds
     * the track rather than cloning slides, so each slide exists once for assistive technology. Per breakpoint,
     * the server and the first render read the `xs` value; the viewport's own applies once mounted (the arrows
     * are disabled until the track is measured anyway, so nothing shows the difference).
     */
    loop?: Responsive<boolean>;
    /**
     * Show the arrows, everywhere or per breakpoint, mobile-first: `{ lg: false }` hides them from `lg` up
     * (spec: card carousels hide them on large screens with fewer than 5 cards). Hidden arrows leave swiping,
     * scrolling and the arrow keys working. Default `true`.
     */
    showArrows?: Responsive<boolean>;
    /**
     * Slides in view, everywhere or per breakpoint, mobile-first (`{ xs: 1.25, md: 3, lg: 4 }` by default).
     * A fraction shows part of the next slide. A breakpoint object without `xs` starts from 1.
     */
    slidesPerView?: Responsive<number>;
    /** Called with the new index of the first slide in view, whichever way the shopper moved. */
    onIndexChange?: (index: number) => void;
    ref?: Ref<HTMLElement>;
  };

/** The custom property name inside a `var(--…)` reference, for inline styles. */
const propertyName = (cssVar: string) => cssVar.replace(/^var\((--[^,)]+).*$/, '$1');

/** Breakpoints largest first, with their queries: the first that matches is the viewport's. */
const queriedBreakpoints = [...breakpointOrder]
  .reverse()
  .filter((breakpoint): breakpoint is Exclude<Breakpoint, 'xs'> => breakpoint !== 'xs');

/**
 * The viewport's breakpoint, followed as it changes, while `active`; `xs` on the server, in the first render and
 * where `matchMedia` is missing. Only a per-breakpoint prop needs it, so a plain carousel adds no listeners.
 */
function useViewportBreakpoint(active: boolean): Breakpoint {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('xs');
  useEffect(() => {
    if (!active || typeof window.matchMedia !== 'function') return;
    const queries = queriedBreakpoints.map((name) => [name, window.matchMedia(mediaQueries[name])] as const);
    const update = () => setBreakpoint(queries.find(([, query]) => query.matches)?.[0] ?? 'xs');
    update();
    for (const [, query] of queries) query.addEventListener('change', update);
    return () => {
      for (const [, query] of queries) query.removeEventListener('change', update);
    };
  }, [active]);
  return breakpoint;
}

/** Each slide's distance from the first, in px, and how far the track can scroll. */
function measure(track: HTMLElement) {
  const slides = Array.from(track.children) as HTMLElement[];
  const origin = slides[0]?.offsetLeft ?? 0;
  return {
    offsets: slides.map((slide) => slide.offsetLeft - origin),
    maxScroll: Math.max(0, track.scrollWidth - track.clientWidth),
  };
}

/**
 * A horizontal carousel of cards: a native scroll-snap track with previous/next arrows that move one slide at a
 * time (spec 002: "scrolls one card at a time"). No autoplay.
 *
 * Accessibility: a region with `aria-roledescription="carousel"` and the name you give it; each slide is a
 * group with `aria-roledescription="slide"` named "N of M". The arrows are "Previous slide" / "Next slide"; at
 * an end of a carousel that does not loop they become `aria-disabled` but stay focusable. The track is a tab
 * stop (a group named "Slides"): there ArrowLeft/ArrowRight move one slide and Home/End go to the ends (as they
 * do on the arrows); Tab continues into the links in the slides. Moves made with the arrows or keys are
 * announced politely ("Slide 3 of 8"). The current index follows the scroll position, however the track was
 * scrolled. Reading: the shop is left-to-right only, so the track is not mirrored for right-to-left pages.
 */
export function Carousel({
  children,
  loop: loopProp = false,
  showArrows = true,
  slidesPerView = CAROUSEL_DEFAULT_SLIDES_PER_VIEW,
  onIndexChange,
  className,
  ref,
  ...props
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const viewport = useViewportBreakpoint(typeof loopProp === 'object' && loopProp !== null);
  // Whether the arrows and keys wrap round at the viewport's breakpoint.
  const loop = resolveResponsive(loopProp, false)[viewport];
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [lastIndex, setLastIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  // Where an arrow or key press is taking the track: presses during a smooth scroll build on it, not on
  // wherever the scroll happens to be.
  const targetRef = useRef<number | null>(null);
  const onIndexChangeRef = useRef(onIndexChange);
  onIndexChangeRef.current = onIndexChange;
  const reportedIndexRef = useRef(0);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || count === 0) return;
    let frame = 0;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      frame = 0;
      const { offsets, maxScroll } = measure(track);
      const current = indexFromScroll(track.scrollLeft, offsets, maxScroll);
      setLastIndex(lastStartFromOffsets(offsets, maxScroll));
      setIndex(current);
      if (targetRef.current === current) targetRef.current = null;
      if (current !== reportedIndexRef.current) {
        reportedIndexRef.current = current;
        onIndexChangeRef.current?.(current);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // Once scrolling has been still for a moment, any arrow's journey is over (even if a swipe interrupted it).
    // A timer rather than `scrollend`, which Safari lacks.
    const onScroll = () => {
      schedule();
      clearTimeout(idle);
      idle = setTimeout(() => {
        targetRef.current = null;
      }, 200);
    };
    update();
    track.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', schedule);
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resizeObserver?.observe(track);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(idle);
      track.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', schedule);
      resizeObserver?.disconnect();
    };
  }, [count]);

  /**
   * Moves the track one slide on or back, or to either end. Reads the layout afresh, so it is right straight
   * after mounting or resizing, and builds on a move still under way.
   */
  const move = (direction: 'next' | 'previous' | 'first' | 'last') => {
    const track = trackRef.current;
    if (!track) return;
    const { offsets, maxScroll } = measure(track);
    const last = lastStartFromOffsets(offsets, maxScroll);
    const current = targetRef.current ?? indexFromScroll(track.scrollLeft, offsets, maxScroll);
    if (direction === 'next' && !canGoNext(current, last, loop)) return;
    if (direction === 'previous' && !canGoPrevious(current, last, loop)) return;
    const destination = {
      next: () => nextIndex(current, last, loop),
      previous: () => previousIndex(current, last, loop),
      first: () => 0,
      last: () => last,
    }[direction]();
    const left = Math.min(offsets[destination] ?? 0, maxScroll);
    // Nothing to wait for when the track is already there.
    targetRef.current = Math.abs(left - track.scrollLeft) < 1 ? null : destination;
    setAnnouncement(`Slide ${destination + 1} of ${count}`);
    // The CSS scroll-behaviour makes this smooth, or instant under reduced motion.
    if (typeof track.scrollTo === 'function') track.scrollTo({ left });
    else track.scrollLeft = left;
  };
  const goNext = () => move('next');
  const goPrevious = () => move('previous');

  /** ArrowLeft/ArrowRight move one slide, Home/End go to the ends. True when the key was used. */
  const handleKey = (key: string): boolean => {
    switch (key) {
      case 'ArrowRight':
        goNext();
        return true;
      case 'ArrowLeft':
        goPrevious();
        return true;
      case 'Home':
        move('first');
        return true;
      case 'End':
        move('last');
        return true;
      default:
        return false;
    }
  };
  const onTrackKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    // Keys pressed on links inside a slide stay with the link; only the track itself moves the slides.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    if (handleKey(event.key)) event.preventDefault();
  };
  const onArrowKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (handleKey(event.key)) event.preventDefault();
  };

  const perView = resolveResponsive(slidesPerView, typeof slidesPerView === 'number' ? slidesPerView : 1);
  const perViewStyle = Object.fromEntries(
    breakpointOrder.map((breakpoint) => [
      propertyName(styles.perViewAt[breakpoint]),
      String(perView[breakpoint]),
    ]),
  ) as CSSProperties;
  const arrows = resolveResponsive(showArrows, true);
  const controlsStyle = Object.fromEntries(
    breakpointOrder.map((breakpoint) => [
      propertyName(styles.controlsDisplayAt[breakpoint]),
      arrows[breakpoint] ? 'flex' : 'none',
    ]),
  ) as CSSProperties;
  const previousDisabled = !canGoPrevious(index, lastIndex, loop);
  const nextDisabled = !canGoNext(index, lastIndex, loop);

  return (
    <section
      {...props}
      ref={ref}
      role="region"
      aria-roledescription="carousel"
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
    >
      <div className={styles.controls} style={controlsStyle}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={CAROUSEL_PREVIOUS_LABEL}
          aria-disabled={previousDisabled || undefined}
          onClick={goPrevious}
          onKeyDown={onArrowKeyDown}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className={styles.arrow}
          aria-label={CAROUSEL_NEXT_LABEL}
          aria-disabled={nextDisabled || undefined}
          onClick={goNext}
          onKeyDown={onArrowKeyDown}
        >
          <ChevronRightIcon />
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: the focusable track's arrow keys move one slide (APG carousel). */}
      {/* biome-ignore lint/a11y/useSemanticElements: the track is a named group of slides, not a set of form fields. */}
      <div
        ref={trackRef}
        className={styles.track}
        style={perViewStyle}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller must be a tab stop even when its slides hold no links.
        tabIndex={0}
        role="group"
        aria-label="Slides"
        onKeyDown={onTrackKeyDown}
      >
        {slides.map((slide, slideIndex) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group (APG carousel); a fieldset is for form fields.
          <div
            key={(slide as { key?: string | null }).key ?? slideIndex}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={carouselSlideLabel(slideIndex, count)}
          >
            {slide}
          </div>
        ))}
      </div>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </section>
  );
}
