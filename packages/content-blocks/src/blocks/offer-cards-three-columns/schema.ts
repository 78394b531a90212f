import type { z } from 'zod';
import { blockSchemaId } from '../../shared/meta';
import { offerCardsSchema } from '../offer-cards-two-columns/offerCardsSchema';

export const OFFER_CARDS_THREE_COLUMNS = 'offer-cards-three-columns';
export const offerCardsThreeColumnsSchemaId = blockSchemaId(OFFER_CARDS_THREE_COLUMNS);

/**
 * Offer cards in three columns (spec 002 §1, §2, §3 "Offer", §9): the two-column block's model
 * (`offerCardsSchema`, in `offer-cards-two-columns/offerCards.ts`) with this content type.
 */
export const offerCardsThreeColumnsSchema = offerCardsSchema(offerCardsThreeColumnsSchemaId);

/** What an editor may send (defaults not applied yet). */
export type OfferCardsThreeColumnsInput = z.input<typeof offerCardsThreeColumnsSchema>;
/** A parsed entry: the component's props. */
export type OfferCardsThreeColumnsEntry = z.output<typeof offerCardsThreeColumnsSchema>;
