import { defineBlock } from '../../shared/defineBlock';
import { snugContentCardFixtures } from './fixtures';
import { SnugContentCard } from './SnugContentCard';
import { SNUG_CONTENT_CARD, snugContentCardSchema, snugContentCardSchemaId } from './schema';

export type { SnugContentCardFixtureName } from './fixtures';
export type { SnugCardPlacement, SnugContentCardProps } from './SnugContentCard';
export type { SnugContentCardEntry, SnugContentCardInput } from './schema';
export { SNUG_CARD_BODY_MAX } from './schema';
export {
  SnugContentCard,
  SnugContentCard as component,
  snugContentCardFixtures,
  snugContentCardFixtures as fixtures,
  snugContentCardSchema,
  snugContentCardSchema as schema,
  snugContentCardSchemaId,
  snugContentCardSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const snugContentCardBlock = defineBlock({
  name: SNUG_CONTENT_CARD,
  title: 'Snug content card',
  schemaId: snugContentCardSchemaId,
  schema: snugContentCardSchema,
  component: SnugContentCard,
  fixtures: snugContentCardFixtures,
});
