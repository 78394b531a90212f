import type { z } from 'zod';
import { blockSchemaId } from '../../shared/meta';
import { offerCardsSchema } from './offerCardsSchema';

export const OFFER_CARDS_TWO_COLUMNS = 'offer-cards-two-columns';
export const offerCardsTwoColumnsSchemaId = blockSchemaId(OFFER_CARDS_TWO_COLUMNS);

/** Offer cards in two columns (spec 002 §1, §2, §3 "Offer", §9): the shared model (`offerCardsSchema`). */
export const offerCardsTwoColumnsSchema = offerCardsSchema(offerCardsTwoColumnsSchemaId);

/** What an editor may send (defaults not applied yet). */
export type OfferCardsTwoColumnsInput = z.input<typeof offerCardsTwoColumnsSchema>;
/** A parsed entry: the component's props. */
export type OfferCardsTwoColumnsEntry = z.output<typeof offerCardsTwoColumnsSchema>;
