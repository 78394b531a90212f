import { CardGrid, cardHeading } from '../offer-cards-two-columns/CardGrid';
import { ContentCard } from '../offer-cards-two-columns/ContentCard';
import { cardGridColumns, cardGridSizes } from '../offer-cards-two-columns/grid';
import type { EditorialCardsEntry } from './schema';

/** The parsed entry (`editorialCardsSchema.parse(entry)`): defaults are applied by the schema. */
export type EditorialCardsProps = EditorialCardsEntry;

/**
 * Editorial cards (spec 002 §1, §3 "Editorial card"). A server component: no client JS.
 *
 * - The cards in a list, stacked below 576 px, in 2 columns from there, 3 with three or more cards
 *   (`offerGridColumns`); a lone card keeps a column's width, centred.
 * - Each card is the offers' card (`ContentCard`) with a 4:5 picture and no footer: its title in `titleFont`,
 *   the description, the call to action; black or white text on `blockBackgroundColor` (white by default).
 * - The optional title is an h2 and the cards' titles h3 (h2 without it).
 */
export function EditorialCards({ title, cards }: EditorialCardsProps) {
  const columns = cardGridColumns(cards.length);
  const sizes = cardGridSizes(columns);
  const Heading = cardHeading(title);
  return (
    <CardGrid
      block="editorial-cards"
      title={title}
      columns={columns}
      cards={cards}
      renderCard={(card) => <ContentCard card={card} ratio="portrait" Heading={Heading} sizes={sizes} />}
    />
  );
}
