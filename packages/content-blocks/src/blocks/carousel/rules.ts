import { carouselSettings } from '@wardrobe/domain-rules';

/** How the carousel block shows its cards below 768 px and from 768 px (spec 002 §9 "Offer/editorial carousel"). */
export interface CarouselBlockLayout {
  /**
   * No screen size scrolls (3 cards or fewer without the mobile layout flag, or a single card): a plain list of
   * cards, with no client code at all.
   */
  plainList: boolean;
  /** Below 768 px: a slider (`displayCarouselLayoutOnMobile` and more than one card), or the cards stacked. */
  mobile: 'slider' | 'stacked';
  /** From 768 px: a looping carousel (more than 3 cards), or frozen (3 or fewer, all in view, no buttons). */
  desktop: 'carousel' | 'frozen';
  /** The design system `Carousel`'s `loop` and `showArrows`, per breakpoint (`md` is the spec's 768 px). */
  loop: { xs: boolean; md: boolean };
  showArrows: { xs: boolean; md: boolean };
}

/**
 * The carousel block's layout from domain-rules `carouselSettings` at each screen size: desktop loops and shows its
 * buttons only above 3 cards; the mobile slider needs the layout flag and more than one card and never shows
 * buttons. Stays beside the block: it maps the rule onto the design system's breakpoints.
 */
export function carouselBlockLayout(count: number, mobileLayout: boolean): CarouselBlockLayout {
  const desktop = carouselSettings(count, { desktop: true });
  const mobile = carouselSettings(count, { desktop: false, mobileLayout });
  return {
    plainList: !desktop.loop && !mobile.loop,
    mobile: mobile.loop ? 'slider' : 'stacked',
    desktop: desktop.loop ? 'carousel' : 'frozen',
    loop: { xs: mobile.loop, md: desktop.loop },
    showArrows: { xs: mobile.navigation, md: desktop.navigation },
  };
}
