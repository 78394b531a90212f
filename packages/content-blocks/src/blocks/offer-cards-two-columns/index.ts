import { defineBlock } from '../../shared/defineBlock';
import { offerCardsTwoColumnsFixtures } from './fixtures';
import { OfferCardsTwoColumns } from './OfferCards';
import { OFFER_CARDS_TWO_COLUMNS, offerCardsTwoColumnsSchema, offerCardsTwoColumnsSchemaId } from './schema';

export type { CardGridProps } from './CardGrid';
export { CardGrid, cardHeading } from './CardGrid';
export type { ContentCardFields, ContentCardProps } from './ContentCard';
export { ContentCard, cardColours } from './ContentCard';
export type { OfferCardsTwoColumnsFixtureName } from './fixtures';
export { cardGridColumns, cardGridSizes } from './grid';
export type { OfferCardsProps } from './OfferCards';
export { OfferCards } from './OfferCards';
export type { OfferCardEntry, OfferCardsEntry } from './offerCardsSchema';
export { offerCardSchema, offerCardsSchema } from './offerCardsSchema';
export type { OfferCardsTwoColumnsEntry, OfferCardsTwoColumnsInput } from './schema';
export {
  OfferCardsTwoColumns,
  OfferCardsTwoColumns as component,
  offerCardsTwoColumnsFixtures,
  offerCardsTwoColumnsFixtures as fixtures,
  offerCardsTwoColumnsSchema,
  offerCardsTwoColumnsSchema as schema,
  offerCardsTwoColumnsSchemaId,
  offerCardsTwoColumnsSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const offerCardsTwoColumnsBlock = defineBlock({
  name: OFFER_CARDS_TWO_COLUMNS,
  title: 'Offer cards (two columns)',
  schemaId: offerCardsTwoColumnsSchemaId,
  schema: offerCardsTwoColumnsSchema,
  component: OfferCardsTwoColumns,
  fixtures: offerCardsTwoColumnsFixtures,
});
