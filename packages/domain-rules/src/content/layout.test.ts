import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALT_MOBILE_MENU_MAX_CATEGORIES,
  altMobileMenuCategories,
  carouselSettings,
  isContentPreviewRoute,
  jumpOffColumns,
  offerGridColumns,
  scrollableCarouselSettings,
  toggleFooterColumn,
} from './layout';

describe('carouselSettings', () => {
  it.each([
    [0, { loop: false, navigation: false, loopedSlides: 0 }],
    [1, { loop: false, navigation: false, loopedSlides: 0 }],
    [2, { loop: false, navigation: false, loopedSlides: 0 }],
    [3, { loop: false, navigation: false, loopedSlides: 0 }],
    [4, { loop: true, navigation: true, loopedSlides: 3 }],
    [10, { loop: true, navigation: true, loopedSlides: 3 }],
  ])('desktop with %i cards', (count, expected) => {
    expect(carouselSettings(count, { desktop: true, mobileLayout: true })).toEqual(expected);
    expect(carouselSettings(count, { desktop: true, mobileLayout: false })).toEqual(expected);
  });

  it.each([
    [0, { loop: false, navigation: false, loopedSlides: 0 }],
    [1, { loop: false, navigation: false, loopedSlides: 0 }],
    [2, { loop: true, navigation: false, loopedSlides: 2 }],
    [3, { loop: true, navigation: false, loopedSlides: 2 }],
    [4, { loop: true, navigation: false, loopedSlides: 2 }],
  ])('mobile with the layout flag and %i cards', (count, expected) => {
    expect(carouselSettings(count, { desktop: false, mobileLayout: true })).toEqual(expected);
  });

  it('never loops on mobile without the layout flag', () => {
    for (const mobileLayout of [false, undefined, null]) {
      expect(carouselSettings(4, { desktop: false, mobileLayout })).toEqual({
        loop: false,
        navigation: false,
        loopedSlides: 0,
      });
    }
  });

  it('does not loop for a count that is not a number', () => {
    expect(carouselSettings(Number.NaN, { desktop: true })).toEqual({
      loop: false,
      navigation: false,
      loopedSlides: 0,
    });
    expect(carouselSettings(Number.NaN, { desktop: false, mobileLayout: true }).loop).toBe(false);
  });

  it('has looped slides exactly when it loops, and never shows buttons on mobile', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 50 }),
        fc.boolean(),
        fc.boolean(),
        (count, desktop, mobileLayout) => {
          const s = carouselSettings(count, { desktop, mobileLayout });
          expect(s.loopedSlides > 0).toBe(s.loop);
          if (!desktop) expect(s.navigation).toBe(false);
        },
      ),
    );
  });
});

describe('scrollableCarouselSettings', () => {
  it('loops without pagination, 4 looped slides, one card per scroll', () => {
    expect(scrollableCarouselSettings(8, { largeScreen: true })).toEqual({
      loop: true,
      pagination: false,
      loopedSlides: 4,
      slidesPerGroup: 1,
      navigation: true,
    });
  });

  it('hides the arrows on large screens below 5 cards', () => {
    expect(scrollableCarouselSettings(4, { largeScreen: true }).navigation).toBe(false);
    expect(scrollableCarouselSettings(5, { largeScreen: true }).navigation).toBe(true);
    expect(scrollableCarouselSettings(0, { largeScreen: true }).navigation).toBe(false);
  });

  it('keeps the arrows on smaller screens', () => {
    expect(scrollableCarouselSettings(4, { largeScreen: false }).navigation).toBe(true);
    expect(scrollableCarouselSettings(1, { largeScreen: false }).navigation).toBe(true);
  });
});

describe('jumpOffColumns', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4],
    [12, 4],
    [Number.NaN, 1],
  ])('%s items → %s columns', (count, columns) => {
    expect(jumpOffColumns(count)).toBe(columns);
  });
});

describe('offerGridColumns', () => {
  it('takes 2 columns for up to 2 offers and 3 from 3 offers, from the small breakpoint', () => {
    expect(offerGridColumns(1, { smallUp: true })).toBe(2);
    expect(offerGridColumns(2, { smallUp: true })).toBe(2);
    expect(offerGridColumns(3, { smallUp: true })).toBe(3);
    expect(offerGridColumns(6, { smallUp: true })).toBe(3);
  });

  it('stacks in one column below the small breakpoint', () => {
    expect(offerGridColumns(2, { smallUp: false })).toBe(1);
    expect(offerGridColumns(3, { smallUp: false })).toBe(1);
  });
});

describe('altMobileMenuCategories', () => {
  type MenuCategory = { title: string; children?: { title: string }[] | null };
  const withChildren = (title: string): MenuCategory => ({ title, children: [{ title: `${title} child` }] });

  it('keeps top categories with children, in order', () => {
    const categories: MenuCategory[] = [
      withChildren('Women'),
      { title: 'Sale', children: [] },
      { title: 'Gifts' },
      withChildren('Men'),
    ];
    expect(altMobileMenuCategories(categories).map((c) => c.title)).toEqual(['Women', 'Men']);
  });

  it('keeps at most 12', () => {
    expect(ALT_MOBILE_MENU_MAX_CATEGORIES).toBe(12);
    const categories = Array.from({ length: 13 }, (_, i) => withChildren(`C${i}`));
    expect(altMobileMenuCategories(categories.slice(0, 12))).toHaveLength(12);
    expect(altMobileMenuCategories(categories).map((c) => c.title)).toEqual(
      categories.slice(0, 12).map((c) => c.title),
    );
  });

  it('is empty for no categories', () => {
    expect(altMobileMenuCategories([])).toEqual([]);
    expect(altMobileMenuCategories(undefined)).toEqual([]);
    expect(altMobileMenuCategories([{ children: null }])).toEqual([]);
  });
});

describe('toggleFooterColumn', () => {
  it('in single mode, opening one closes the others', () => {
    expect(toggleFooterColumn([], 1, false)).toEqual([1]);
    expect(toggleFooterColumn([1], 2, false)).toEqual([2]);
    expect(toggleFooterColumn([2], 2, false)).toEqual([]);
  });

  it('in multiple mode, columns toggle independently', () => {
    expect(toggleFooterColumn([1], 2, true)).toEqual([1, 2]);
    expect(toggleFooterColumn([3, 1], 0, true)).toEqual([0, 1, 3]);
    expect(toggleFooterColumn([1, 2], 1, true)).toEqual([2]);
  });

  it('toggling twice gives the columns back, and the input is left alone', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(6)), fc.nat(6), (open, index) => {
        const before = [...open];
        const twice = toggleFooterColumn(toggleFooterColumn(open, index, true), index, true);
        expect(twice).toEqual([...open].sort((a, b) => a - b));
        expect(open).toEqual(before);
      }),
    );
  });
});

describe('isContentPreviewRoute', () => {
  it("is true for route names starting with 'amplience-visualization'", () => {
    expect(isContentPreviewRoute('amplience-visualization')).toBe(true);
    expect(isContentPreviewRoute('amplience-visualization-domain-contentId___en')).toBe(true);
    expect(isContentPreviewRoute('Home___en')).toBe(false);
    expect(isContentPreviewRoute('x-amplience-visualization')).toBe(false);
    expect(isContentPreviewRoute('')).toBe(false);
    expect(isContentPreviewRoute(undefined)).toBe(false);
  });
});
