export interface CarouselSettingsOptions {
  /** True on desktop screens. */
  desktop: boolean;
  /** The carousel's `displayCarouselLayoutOnMobile` flag. */
  mobileLayout?: boolean | null;
}

export interface CarouselSettings {
  loop: boolean;
  navigation: boolean;
  loopedSlides: number;
}

/**
 * Spec 002 §9 "Carousels", offer/editorial carousel: on desktop it loops only above 3 cards (frozen at 3 or
 * fewer) with 3 looped slides, and its navigation buttons show only above 3 cards; the mobile slider needs the
 * layout flag and more than one card, with 2 looped slides, and never shows buttons. Not looping means 0 looped
 * slides.
 */
export function carouselSettings(
  count: number,
  { desktop, mobileLayout }: CarouselSettingsOptions,
): CarouselSettings {
  if (desktop) {
    const loop = count > 3;
    return { loop, navigation: loop, loopedSlides: loop ? 3 : 0 };
  }
  const loop = mobileLayout === true && count > 1;
  return { loop, navigation: false, loopedSlides: loop ? 2 : 0 };
}

export interface ScrollableCarouselSettings {
  loop: true;
  pagination: false;
  loopedSlides: 4;
  /** Cards scrolled per step. */
  slidesPerGroup: 1;
  navigation: boolean;
}

/**
 * Spec 002 §9 "Carousels", scrollable card carousel: loop on, no pagination, 4 looped slides, scrolls one card
 * at a time; the arrows are hidden on large screens when there are fewer than 5 cards.
 */
export function scrollableCarouselSettings(
  count: number,
  { largeScreen }: { largeScreen: boolean },
): ScrollableCarouselSettings {
  return {
    loop: true,
    pagination: false,
    loopedSlides: 4,
    slidesPerGroup: 1,
    navigation: !(largeScreen && count < 5),
  };
}

/**
 * Spec 002 §9 "Hero and tile layout": a jump-off group of 2 items has two columns, 3 items three, 4 items four
 * on large screens. Reading: a single item takes one column and more than 4 items wrap in four columns.
 */
export function jumpOffColumns(count: number): 1 | 2 | 3 | 4 {
  if (count >= 4) return 4;
  if (count >= 3) return 3;
  if (count >= 2) return 2;
  return 1;
}

/**
 * Spec 002 §1, §9: offer cards sit in grids of 2 or 3 columns from the small breakpoint.
 *
 * Reading: the spec gives no rule to pick between them beyond the offers' count: three or more offers take 3
 * columns, fewer take 2; below the small breakpoint the cards stack in one column.
 */
export function offerGridColumns(count: number, { smallUp }: { smallUp: boolean }): 1 | 2 | 3 {
  if (!smallUp) return 1;
  return count >= 3 ? 3 : 2;
}

/** Spec 002 §3 "Mobile navigation", §9: the alt mobile menu shows at most 12 top categories. */
export const ALT_MOBILE_MENU_MAX_CATEGORIES = 12;

/**
 * Spec 002 §3 "Mobile navigation": the alt mobile menu uses at most 12 top categories that have children, in
 * their order. Reading: an empty `children` list is no children.
 */
export function altMobileMenuCategories<T extends { children?: readonly unknown[] | null }>(
  categories: readonly T[] | null | undefined,
): T[] {
  return (categories ?? [])
    .filter((c) => Array.isArray(c?.children) && c.children.length > 0)
    .slice(0, ALT_MOBILE_MENU_MAX_CATEGORIES);
}

/**
 * Spec 002 §4: footer columns on small screens expand or collapse. In single mode opening one closes the others;
 * in multiple mode they toggle independently. Takes and returns the indexes of the open columns (a new list,
 * in ascending order).
 */
export function toggleFooterColumn(open: readonly number[], index: number, multiple: boolean): number[] {
  const isOpen = open.includes(index);
  if (!multiple) return isOpen ? [] : [index];
  const next = isOpen ? open.filter((i) => i !== index) : [...open, index];
  return [...new Set(next)].sort((a, b) => a - b);
}

/**
 * Spec 002 §2: content-preview pages, whose route name starts with 'amplience-visualization', force the mobile
 * menu closed when it opens.
 */
export function isContentPreviewRoute(routeName: string | null | undefined): boolean {
  return typeof routeName === 'string' && routeName.startsWith('amplience-visualization');
}
