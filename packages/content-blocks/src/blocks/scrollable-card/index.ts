import { defineBlock } from '../../shared/defineBlock';
import { scrollableCardFixtures } from './fixtures';
import { ScrollableCard } from './ScrollableCard';
import { SCROLLABLE_CARD, scrollableCardSchema, scrollableCardSchemaId } from './schema';

export type { ScrollableCardFixtureName } from './fixtures';
export type { ScrollableCardProps } from './ScrollableCard';
export type { ScrollableCardEntry, ScrollableCardInput } from './schema';
export {
  ScrollableCard,
  ScrollableCard as component,
  scrollableCardFixtures,
  scrollableCardFixtures as fixtures,
  scrollableCardSchema,
  scrollableCardSchema as schema,
  scrollableCardSchemaId,
  scrollableCardSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const scrollableCardBlock = defineBlock({
  name: SCROLLABLE_CARD,
  title: 'Scrollable card',
  schemaId: scrollableCardSchemaId,
  schema: scrollableCardSchema,
  component: ScrollableCard,
  fixtures: scrollableCardFixtures,
});
