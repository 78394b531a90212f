/**
 * Index maths for `Carousel`, free of the DOM so it can be unit-tested.
 *
 * A carousel that "scrolls one card at a time" (spec 002 §4) stops at every slide until the last full view:
 * with 8 slides and 3 in view the stops are 0…5. `lastIndex` below is always that final stop.
 */

/** Whole slides in one view (at least 1): 2.5 per view shows 2 whole slides and a peek of the third. */
export function wholeSlidesPerView(slidesPerView: number): number {
  return Number.isFinite(slidesPerView) ? Math.max(1, Math.floor(slidesPerView)) : 1;
}

/** The final stop: the first slide of the last full view, from the slide count and the slides per view. */
export function lastStartIndex(slideCount: number, slidesPerView: number): number {
  if (slideCount <= 0) return 0;
  return Math.max(0, slideCount - wholeSlidesPerView(slidesPerView));
}

/** Keeps an index within 0…lastIndex (rounding fractions, 0 for anything that is not a number). */
export function clampIndex(index: number, lastIndex: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.round(index), 0), Math.max(0, lastIndex));
}

/** The stop after `current`: one slide on, or back to the first after the last when looping. */
export function nextIndex(current: number, lastIndex: number, loop: boolean): number {
  const index = clampIndex(current, lastIndex);
  if (index < lastIndex) return index + 1;
  return loop ? 0 : index;
}

/** The stop before `current`: one slide back, or on to the last from the first when looping. */
export function previousIndex(current: number, lastIndex: number, loop: boolean): number {
  const index = clampIndex(current, lastIndex);
  if (index > 0) return index - 1;
  return loop ? Math.max(0, lastIndex) : 0;
}

/** Whether "Next" would move. With nothing to scroll (everything in view) it never does, loop or not. */
export function canGoNext(current: number, lastIndex: number, loop: boolean): boolean {
  if (lastIndex <= 0) return false;
  return loop || clampIndex(current, lastIndex) < lastIndex;
}

/** Whether "Previous" would move. */
export function canGoPrevious(current: number, lastIndex: number, loop: boolean): boolean {
  if (lastIndex <= 0) return false;
  return loop || clampIndex(current, lastIndex) > 0;
}

/** How many stops a one-at-a-time carousel has (0 without slides). */
export function stopCount(slideCount: number, slidesPerView: number): number {
  return slideCount <= 0 ? 0 : lastStartIndex(slideCount, slidesPerView) + 1;
}

/** How many whole views ("pages") the slides fill, e.g. for a "page 2 of 3" readout. */
export function pageCount(slideCount: number, slidesPerView: number): number {
  return slideCount <= 0 ? 0 : Math.ceil(slideCount / wholeSlidesPerView(slidesPerView));
}

/** The page (0-based) that a stop's first slide belongs to. */
export function pageOfIndex(index: number, slidesPerView: number): number {
  return Math.max(0, Math.floor(index / wholeSlidesPerView(slidesPerView)));
}

/**
 * The final stop read from the layout: the first slide whose scroll offset reaches the end of the track
 * (`maxScroll`), because the browser cannot scroll further than that. Works for any gap or fractional width.
 * `offsets` are each slide's distance from the first slide, in px.
 */
export function lastStartFromOffsets(offsets: readonly number[], maxScroll: number, tolerance = 1): number {
  if (offsets.length === 0) return 0;
  const index = offsets.findIndex((offset) => offset >= maxScroll - tolerance);
  return index === -1 ? offsets.length - 1 : index;
}

/**
 * The stop the track is at, from its scroll position: the nearest slide offset, or the final stop once the
 * track is scrolled to its end (the last stop may not line up with a slide edge when slides are fractional).
 */
export function indexFromScroll(
  scrollLeft: number,
  offsets: readonly number[],
  maxScroll: number,
  tolerance = 1,
): number {
  if (offsets.length === 0) return 0;
  const last = lastStartFromOffsets(offsets, maxScroll, tolerance);
  if (scrollLeft >= maxScroll - tolerance) return last;
  let nearest = 0;
  let nearestDistance = Number.POSITIVE_INFINITY;
  offsets.slice(0, last + 1).forEach((offset, index) => {
    const distance = Math.abs(offset - scrollLeft);
    if (distance < nearestDistance) {
      nearest = index;
      nearestDistance = distance;
    }
  });
  return nearest;
}
