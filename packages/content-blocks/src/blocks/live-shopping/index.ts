import { defineBlock } from '../../shared/defineBlock';
import { liveShoppingFixtures } from './fixtures';
import { LiveShopping } from './LiveShopping';
import { LIVE_SHOPPING, liveShoppingSchema, liveShoppingSchemaId } from './schema';

export type { LiveShoppingFixtureName } from './fixtures';
export { LIVE_SHOPPING_FIXTURE_SHOW_ID } from './fixtures';
export type {
  LiveShoppingAddOutcome,
  LiveShoppingHostValue,
  LiveShoppingProviderProps,
  LiveShoppingShow,
  LiveShoppingShowItem,
} from './host';
export type { LiveShoppingProps } from './LiveShopping';
export type { LiveShoppingEntry, LiveShoppingInput } from './schema';
export { LIVE_SHOPPING_TEXTS } from './texts';
export {
  LiveShopping,
  LiveShopping as component,
  liveShoppingFixtures,
  liveShoppingFixtures as fixtures,
  liveShoppingSchema,
  liveShoppingSchema as schema,
  liveShoppingSchemaId,
  liveShoppingSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const liveShoppingBlock = defineBlock({
  name: LIVE_SHOPPING,
  title: 'Live shopping',
  schemaId: liveShoppingSchemaId,
  schema: liveShoppingSchema,
  component: LiveShopping,
  fixtures: liveShoppingFixtures,
});
