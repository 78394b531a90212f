import { BlockMedia } from '../../shared/BlockMedia';
import { CallToActionLink, ctaColours } from '../../shared/CallToActionLink';
import { isPresentCallToAction } from '../../shared/callToAction';
import { inlineVars } from '../../shared/inlineVars';
import { inkOn, readableTextColour } from '../../site/shared/colour';
import * as styles from './CarouselBlock.css';
import type { CarouselCardEntry } from './schema';

export interface CarouselCardProps {
  card: CarouselCardEntry;
  /** The carousel's background: the card's own when it has no `blockBackgroundColor`. */
  blockPaper: string;
  /** h3 under the carousel's title, else h2. */
  headingLevel: 2 | 3;
  /** How wide the picture shows (`sizes`). */
  sizes: string;
}

/** A card's colours: its background, and its title's and description's colours where they read at 4.5:1 on it. */
export function carouselCardColours(
  card: Pick<CarouselCardEntry, 'blockBackgroundColor' | 'titleColor' | 'descriptionColor'>,
  blockPaper: string,
) {
  const paper = card.blockBackgroundColor ?? blockPaper;
  const fallback = inkOn(paper);
  return {
    paper,
    title: readableTextColour(card.titleColor, [paper]) ?? fallback,
    description: readableTextColour(card.descriptionColor, [paper]) ?? fallback,
    /** The call to action is drawn in black or white on the card's colour. */
    button: fallback,
  };
}

/**
 * One card of the carousel block (spec 002 §3): its picture (card widths, a reserved 4:5 box), title, description
 * and call to action, aligned by `textAlignment`. A server component. The card is not a link: its call to action
 * is, shown only with text, link and style.
 */
export function CarouselCard({ card, blockPaper, headingLevel, sizes }: CarouselCardProps) {
  const colours = carouselCardColours(card, blockPaper);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const cta = isPresentCallToAction(card.CTA) ? card.CTA : undefined;
  return (
    <div
      className={styles.card}
      style={{
        ...inlineVars({
          [styles.cardPaperVar]: colours.paper,
          [styles.cardTitleInkVar]: colours.title,
          [styles.cardDescriptionInkVar]: colours.description,
        }),
        ...ctaColours(colours.button, colours.paper),
      }}
    >
      <BlockMedia
        media={card.image}
        alt={card.imgAltText}
        widths="card"
        sizes={sizes}
        aspectRatio="4x5"
        className={styles.picture}
      />
      <div className={styles.words({ alignment: card.textAlignment })}>
        {card.title !== undefined && <Heading className={styles.cardTitle}>{card.title}</Heading>}
        {card.description !== undefined && <p className={styles.description}>{card.description}</p>}
        {cta && (
          <div className={styles.action}>
            <CallToActionLink cta={cta} />
          </div>
        )}
      </div>
    </div>
  );
}
