'use client';

// The design system's `Carousel` through its own entry: through the root, this part would make the whole client
// entry (react-aria's components included) part of every page that shows a carousel.
import { Carousel, type CarouselProps } from '@wardrobe/design-system/carousel';
import { type ReactNode, useId } from 'react';
import * as styles from './BlockCarousel.css';

/**
 * The name of a carousel whose block has no title. Reading: the region needs a name (WAI-ARIA carousel pattern),
 * and a screen reader says it with the role description ("Cards, carousel"); 'Carousel' would be said twice.
 */
const UNTITLED_CAROUSEL_NAME = 'Cards';

export interface BlockCarouselProps {
  /** The block's title as the server rendered it (its heading): shown above the carousel, and its name. */
  heading?: ReactNode;
  /** Per breakpoint, mobile-first, as the design system's `Carousel` takes them. */
  loop: CarouselProps['loop'];
  showArrows: CarouselProps['showArrows'];
  slidesPerView: CarouselProps['slidesPerView'];
  /** Below 768 px the slides stack in a column and nothing scrolls (see `BlockCarousel.css.ts`). */
  stackedBelowMd?: boolean;
  /** The slides, rendered by the server (pictures, texts, calls to action): one child per slide. */
  children: ReactNode;
}

/**
 * The content blocks' one carousel (the offer/editorial carousel and the scrollable card group), a client part
 * loaded on demand (`LazyBlockCarousel` in `islands.tsx`). It is the design system's `Carousel` — a region with
 * `aria-roledescription="carousel"`, slides as groups named 'n of m', 'Previous slide' / 'Next slide' buttons, the
 * arrow keys on its track, no auto-rotation, instant scrolling under reduced motion — named by the block's title,
 * else 'Cards'. The server renders the slides and passes them as children, so the HTML is complete and nothing
 * shifts while this code loads. `data-block-carousel` tells the island loader a page has one.
 */
export function BlockCarousel({
  heading,
  loop,
  showArrows,
  slidesPerView,
  stackedBelowMd = false,
  children,
}: BlockCarouselProps) {
  const headingId = useId();
  const className = stackedBelowMd ? `${styles.carousel} ${styles.stackedBelowMd}` : styles.carousel;
  const shared = { loop, showArrows, slidesPerView, className, 'data-block-carousel': '' };
  if (heading === undefined || heading === null || heading === false) {
    return (
      <Carousel {...shared} aria-label={UNTITLED_CAROUSEL_NAME}>
        {children}
      </Carousel>
    );
  }
  return (
    <>
      <div id={headingId} className={styles.heading}>
        {heading}
      </div>
      <Carousel {...shared} aria-labelledby={headingId}>
        {children}
      </Carousel>
    </>
  );
}
