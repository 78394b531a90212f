import { defineBlock } from '../../shared/defineBlock';
import { offerCardsThreeColumnsFixtures } from './fixtures';
import { OfferCardsThreeColumns } from './OfferCardsThreeColumns';
import {
  OFFER_CARDS_THREE_COLUMNS,
  offerCardsThreeColumnsSchema,
  offerCardsThreeColumnsSchemaId,
} from './schema';

export type { OfferCardsThreeColumnsFixtureName } from './fixtures';
export type { OfferCardsThreeColumnsEntry, OfferCardsThreeColumnsInput } from './schema';
export {
  OfferCardsThreeColumns,
  OfferCardsThreeColumns as component,
  offerCardsThreeColumnsFixtures,
  offerCardsThreeColumnsFixtures as fixtures,
  offerCardsThreeColumnsSchema,
  offerCardsThreeColumnsSchema as schema,
  offerCardsThreeColumnsSchemaId,
  offerCardsThreeColumnsSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const offerCardsThreeColumnsBlock = defineBlock({
  name: OFFER_CARDS_THREE_COLUMNS,
  title: 'Offer cards (three columns)',
  schemaId: offerCardsThreeColumnsSchemaId,
  schema: offerCardsThreeColumnsSchema,
  component: OfferCardsThreeColumns,
  fixtures: offerCardsThreeColumnsFixtures,
});
