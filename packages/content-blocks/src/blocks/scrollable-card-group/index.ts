import { defineBlock } from '../../shared/defineBlock';
import { scrollableCardGroupFixtures } from './fixtures';
import { ScrollableCardGroup } from './ScrollableCardGroup';
import { SCROLLABLE_CARD_GROUP, scrollableCardGroupSchema, scrollableCardGroupSchemaId } from './schema';

export type { GroupCards } from './cards';
export { parseGroupCards } from './cards';
export type { ScrollableCardGroupFixtureName } from './fixtures';
export type { ScrollableCardGroupCarousel } from './rules';
export { scrollableCardGroupCarousel } from './rules';
export type { ScrollableCardGroupProps } from './ScrollableCardGroup';
export type { ScrollableCardGroupEntry, ScrollableCardGroupInput } from './schema';
export {
  ScrollableCardGroup,
  ScrollableCardGroup as component,
  scrollableCardGroupFixtures,
  scrollableCardGroupFixtures as fixtures,
  scrollableCardGroupSchema,
  scrollableCardGroupSchema as schema,
  scrollableCardGroupSchemaId,
  scrollableCardGroupSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const scrollableCardGroupBlock = defineBlock({
  name: SCROLLABLE_CARD_GROUP,
  title: 'Scrollable card group',
  schemaId: scrollableCardGroupSchemaId,
  schema: scrollableCardGroupSchema,
  component: ScrollableCardGroup,
  fixtures: scrollableCardGroupFixtures,
});
