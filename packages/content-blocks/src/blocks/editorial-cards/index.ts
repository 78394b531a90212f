import { defineBlock } from '../../shared/defineBlock';
import { EditorialCards } from './EditorialCards';
import { editorialCardsFixtures } from './fixtures';
import { EDITORIAL_CARDS, editorialCardsSchema, editorialCardsSchemaId } from './schema';

export type { EditorialCardsProps } from './EditorialCards';
export type { EditorialCardsFixtureName } from './fixtures';
export type { EditorialCardEntry, EditorialCardsEntry, EditorialCardsInput } from './schema';
export { EDITORIAL_CARD_BACKGROUND, editorialCardSchema } from './schema';
export {
  EditorialCards,
  EditorialCards as component,
  editorialCardsFixtures,
  editorialCardsFixtures as fixtures,
  editorialCardsSchema,
  editorialCardsSchema as schema,
  editorialCardsSchemaId,
  editorialCardsSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const editorialCardsBlock = defineBlock({
  name: EDITORIAL_CARDS,
  title: 'Editorial cards',
  schemaId: editorialCardsSchemaId,
  schema: editorialCardsSchema,
  component: EditorialCards,
  fixtures: editorialCardsFixtures,
});
