import { blockIdentity, logBlockFailure } from '../../logging';
import { inlineVars } from '../../shared/inlineVars';
import { LazyBlockCarousel as BlockCarousel } from '../../shared/islands';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';
import { ScrollableCard } from '../scrollable-card/ScrollableCard';
import { parseGroupCards } from './cards';
import { scrollableCardGroupCarousel } from './rules';
import * as styles from './ScrollableCardGroup.css';
import type { ScrollableCardGroupEntry } from './schema';

/** The parsed entry (`scrollableCardGroupSchema.parse(entry)`); its cards are parsed here, each with its schema. */
export type ScrollableCardGroupProps = ScrollableCardGroupEntry;

/**
 * Cards per view: a peek of the next card on phones invites a swipe, three from 768 px, four on large screens (so
 * with fewer than 5 cards there, all are in view and the arrows are hidden, spec §9).
 */
const SLIDES_PER_VIEW = { xs: 1.25, md: 3, lg: 4 } as const;
const SIZES = '(min-width: 992px) 25vw, (min-width: 768px) 33vw, 80vw';

/**
 * Scrollable card group (spec 002 §3, §5, §9 "Scrollable card carousel"). A server component; its cards are
 * server-rendered slides of the content blocks' carousel island (`BlockCarousel`, loaded on demand).
 *
 * - Each of `cardItems` is parsed with the scrollable card's schema; one that fails is left out and logged
 *   (`content-block-failed`, the card's identity, the reason naming the group), and the group stands. With no
 *   card left it renders nothing.
 * - The carousel is named by the title (an h2; the cards' headings h3), else 'Cards'. It loops, scrolls one card
 *   at a time, has no pagination and no auto-rotation; its arrows are hidden on large screens (992 px up) when
 *   there are fewer than 5 cards (`scrollableCarouselSettings`).
 */
export function ScrollableCardGroup(props: ScrollableCardGroupProps) {
  const { title, titleColour, backgroundColour, cardItems } = props;
  const parsed = parseGroupCards(cardItems, blockIdentity(props));
  for (const failure of parsed.failures) logBlockFailure(failure);
  if (parsed.cards.length === 0) return null;
  const paper = backgroundColour ?? TEXT_COLOUR_VALUES.White;
  const titleInk = readableTextColour(titleColour, [paper]) ?? inkOn(paper);
  const carousel = scrollableCardGroupCarousel(parsed.cards.length);
  const headingLevel = title === undefined ? 2 : 3;

  return (
    <div
      className={styles.group}
      style={inlineVars({
        [styles.paperVar]: backgroundColour ?? 'transparent',
        [styles.titleInkVar]: titleInk,
      })}
      data-block="scrollable-card-group"
    >
      <BlockCarousel
        heading={title === undefined ? undefined : <h2 className={styles.title}>{title}</h2>}
        loop={carousel.loop}
        showArrows={carousel.showArrows}
        slidesPerView={SLIDES_PER_VIEW}
      >
        {parsed.cards.map((card, index) => (
          <ScrollableCard
            // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; one card may appear twice.
            key={index}
            {...card}
            headingLevel={headingLevel}
            sizes={SIZES}
            grouped
          />
        ))}
      </BlockCarousel>
    </div>
  );
}
