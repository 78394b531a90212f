import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  clampIndex,
  indexFromScroll,
  lastStartFromOffsets,
  lastStartIndex,
  nextIndex,
  pageCount,
  pageOfIndex,
  previousIndex,
  stopCount,
  wholeSlidesPerView,
} from './carouselIndex';

describe('lastStartIndex and stopCount', () => {
  it('stops at every slide up to the last full view', () => {
    expect(lastStartIndex(8, 3)).toBe(5);
    expect(stopCount(8, 3)).toBe(6);
  });

  it('has a single stop when everything fits', () => {
    expect(lastStartIndex(4, 4)).toBe(0);
    expect(lastStartIndex(3, 4)).toBe(0);
    expect(stopCount(3, 4)).toBe(1);
  });

  it('counts whole slides only when part of the next one peeks in', () => {
    expect(wholeSlidesPerView(1.25)).toBe(1);
    expect(lastStartIndex(5, 1.25)).toBe(4);
    expect(lastStartIndex(5, 2.5)).toBe(3);
  });

  it('copes with no slides and nonsense per-view values', () => {
    expect(lastStartIndex(0, 3)).toBe(0);
    expect(stopCount(0, 3)).toBe(0);
    expect(wholeSlidesPerView(0)).toBe(1);
    expect(wholeSlidesPerView(Number.NaN)).toBe(1);
  });
});

describe('clampIndex', () => {
  it('keeps an index between the first and the last stop', () => {
    expect(clampIndex(-2, 5)).toBe(0);
    expect(clampIndex(9, 5)).toBe(5);
    expect(clampIndex(3, 5)).toBe(3);
    expect(clampIndex(2.6, 5)).toBe(3);
    expect(clampIndex(Number.NaN, 5)).toBe(0);
    expect(clampIndex(2, -1)).toBe(0);
  });
});

describe('nextIndex / previousIndex without loop', () => {
  it('moves one slide at a time', () => {
    expect(nextIndex(0, 5, false)).toBe(1);
    expect(nextIndex(4, 5, false)).toBe(5);
    expect(previousIndex(5, 5, false)).toBe(4);
    expect(previousIndex(1, 5, false)).toBe(0);
  });

  it('stays put at the ends', () => {
    expect(nextIndex(5, 5, false)).toBe(5);
    expect(previousIndex(0, 5, false)).toBe(0);
  });

  it('disables the arrow at each end', () => {
    expect(canGoPrevious(0, 5, false)).toBe(false);
    expect(canGoNext(0, 5, false)).toBe(true);
    expect(canGoPrevious(5, 5, false)).toBe(true);
    expect(canGoNext(5, 5, false)).toBe(false);
  });
});

describe('nextIndex / previousIndex with loop', () => {
  it('wraps from the last stop to the first and back', () => {
    expect(nextIndex(5, 5, true)).toBe(0);
    expect(previousIndex(0, 5, true)).toBe(5);
    expect(nextIndex(2, 5, true)).toBe(3);
  });

  it('keeps both arrows enabled', () => {
    expect(canGoNext(5, 5, true)).toBe(true);
    expect(canGoPrevious(0, 5, true)).toBe(true);
  });

  it('has nowhere to go when every slide is in view', () => {
    expect(nextIndex(0, 0, true)).toBe(0);
    expect(previousIndex(0, 0, true)).toBe(0);
    expect(canGoNext(0, 0, true)).toBe(false);
    expect(canGoPrevious(0, 0, true)).toBe(false);
  });

  it('treats an out-of-range current index as the nearest stop', () => {
    expect(nextIndex(9, 5, true)).toBe(0);
    expect(previousIndex(-3, 5, true)).toBe(5);
  });
});

describe('pages', () => {
  it('counts whole views, rounding a partial last view up', () => {
    expect(pageCount(8, 3)).toBe(3);
    expect(pageCount(9, 3)).toBe(3);
    expect(pageCount(4, 4)).toBe(1);
    expect(pageCount(0, 4)).toBe(0);
    expect(pageCount(5, 1.25)).toBe(5);
  });

  it('maps a stop to the page of its first slide', () => {
    expect(pageOfIndex(0, 3)).toBe(0);
    expect(pageOfIndex(2, 3)).toBe(0);
    expect(pageOfIndex(3, 3)).toBe(1);
    expect(pageOfIndex(5, 3)).toBe(1);
  });
});

describe('reading the stop from the layout', () => {
  // Five 300 px slides with 20 px gaps in a 640 px track: two in view, the track scrolls 960 px.
  const offsets = [0, 320, 640, 960, 1280];
  const maxScroll = 960;

  it('finds the last stop where the track can scroll no further', () => {
    expect(lastStartFromOffsets(offsets, maxScroll)).toBe(3);
    expect(lastStartFromOffsets(offsets, 0)).toBe(0);
    expect(lastStartFromOffsets([], 100)).toBe(0);
    expect(lastStartFromOffsets([0, 100], 500)).toBe(1);
  });

  it('follows the scroll position to the nearest slide', () => {
    expect(indexFromScroll(0, offsets, maxScroll)).toBe(0);
    expect(indexFromScroll(150, offsets, maxScroll)).toBe(0);
    expect(indexFromScroll(170, offsets, maxScroll)).toBe(1);
    expect(indexFromScroll(650, offsets, maxScroll)).toBe(2);
  });

  it('reports the last stop at the end of the track even off a slide edge (fractional views)', () => {
    // 1.5 slides in view: the end of the track is half-way into slide 3.
    expect(indexFromScroll(800, [0, 320, 640, 960], 800)).toBe(3);
    expect(indexFromScroll(959.5, offsets, maxScroll)).toBe(3);
  });

  it('is 0 when there are no slides', () => {
    expect(indexFromScroll(40, [], 0)).toBe(0);
  });
});
