import { inlineVars } from '../../shared/inlineVars';
import { LazyBlockCarousel as BlockCarousel } from '../../shared/islands';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';
import * as styles from './CarouselBlock.css';
import { CarouselCard } from './CarouselCard';
import { carouselBlockLayout } from './rules';
import type { CarouselEntry } from './schema';

/** The parsed entry (`carouselSchema.parse(entry)`): defaults are applied by the schema. */
export type CarouselBlockProps = CarouselEntry;

/** Cards per view: a peek of the next card on phones invites a swipe; three from 768 px (the frozen row's three). */
const SLIDES_PER_VIEW = { xs: 1.25, md: 3 } as const;

/** The pictures' `sizes`: a third of the row from 768 px; below it the slider's 80 %, or the whole width stacked. */
const sizesFor = (mobileSlider: boolean) => `(min-width: 768px) 33vw, ${mobileSlider ? '80vw' : '100vw'}`;

/**
 * Carousel (spec 002 §3, §4, §9 "Offer/editorial carousel"). A server component; the cards are server-rendered.
 *
 * - When no screen size scrolls (`carouselBlockLayout`: 3 cards or fewer without `displayCarouselLayoutOnMobile`,
 *   or one card), the cards are a plain list, stacked on phones and in a row of up to 3 from 768 px: no client code.
 * - Otherwise they are the slides of the content blocks' carousel island (`BlockCarousel`, loaded on demand),
 *   named by the title (else 'Cards'), scrolling one card at a time. From 768 px it loops, with its buttons, above
 *   3 cards, and is frozen (all in view, no buttons) at 3 or fewer. Below 768 px it is a looping slider without
 *   buttons with the layout flag, and stacked without it.
 * - Stacked below 768 px, the cards keep the carousel's markup (the HTML cannot change with the viewport without
 *   a second copy of the cards or a hydration mismatch): to assistive technology it is still a carousel region
 *   whose slides are named 'n of m', which reads as a list of that many cards; there are no buttons, and the
 *   track's arrow keys move nothing because nothing scrolls.
 */
export function CarouselBlock(props: CarouselBlockProps) {
  const { backgroundColour, title, titleColour, displayCarouselLayoutOnMobile, cardItems } = props;
  const paper = backgroundColour ?? TEXT_COLOUR_VALUES.White;
  const titleInk = readableTextColour(titleColour, [paper]) ?? inkOn(paper);
  const layout = carouselBlockLayout(cardItems.length, displayCarouselLayoutOnMobile);
  const headingLevel = title === undefined ? 2 : 3;
  const sizes = sizesFor(layout.mobile === 'slider');
  const heading = title === undefined ? undefined : <h2 className={styles.title}>{title}</h2>;
  const cards = cardItems.map((card, index) => (
    <CarouselCard
      // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two cards may be the same.
      key={index}
      card={card}
      blockPaper={paper}
      headingLevel={headingLevel}
      sizes={sizes}
    />
  ));

  return (
    <div
      className={styles.block}
      style={inlineVars({
        [styles.paperVar]: backgroundColour ?? 'transparent',
        [styles.titleInkVar]: titleInk,
      })}
      data-block="carousel"
      data-layout={layout.plainList ? 'list' : 'carousel'}
      data-mobile={layout.mobile}
      data-desktop={layout.desktop}
    >
      {layout.plainList ? (
        <>
          {heading}
          <ul className={styles.list}>
            {cards.map((card) => (
              <li key={card.key} className={styles.item}>
                {card}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <BlockCarousel
          heading={heading}
          loop={layout.loop}
          showArrows={layout.showArrows}
          slidesPerView={SLIDES_PER_VIEW}
          stackedBelowMd={layout.mobile === 'stacked'}
        >
          {cards}
        </BlockCarousel>
      )}
    </div>
  );
}
