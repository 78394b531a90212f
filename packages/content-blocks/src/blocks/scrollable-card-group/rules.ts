import { scrollableCarouselSettings } from '@wardrobe/domain-rules';

export interface ScrollableCardGroupCarousel {
  /** Loop on at every width (§9). */
  loop: true;
  /** The design system `Carousel`'s `showArrows`: hidden from `lg` (992 px, "large screens") below 5 cards. */
  showArrows: { xs: boolean; lg: boolean };
}

/**
 * Spec 002 §9 "Scrollable card carousel" (domain-rules `scrollableCarouselSettings`) on the design system's
 * breakpoints: loop on, one card per step, no pagination; the arrows hidden on large screens — `lg`, 992 px, where
 * four cards are in view — when there are fewer than 5 cards. Stays beside the block: it maps the rule onto the
 * design system's breakpoints.
 */
export function scrollableCardGroupCarousel(count: number): ScrollableCardGroupCarousel {
  const small = scrollableCarouselSettings(count, { largeScreen: false });
  const large = scrollableCarouselSettings(count, { largeScreen: true });
  return { loop: large.loop, showArrows: { xs: small.navigation, lg: large.navigation } };
}
