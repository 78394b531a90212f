import { OfferCards, type OfferCardsProps } from '../offer-cards-two-columns/OfferCards';

/**
 * Offer cards in three columns from the small breakpoint (spec 002 §9): the two-column block's component
 * (`OfferCards`) with three columns. Fewer than three offers show in two columns (`cardGridColumns`).
 */
export function OfferCardsThreeColumns(props: OfferCardsProps) {
  return <OfferCards {...props} block="offer-cards-three-columns" columns={3} />;
}
