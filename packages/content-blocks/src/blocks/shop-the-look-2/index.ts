import { defineBlock } from '../../shared/defineBlock';
import { shopTheLook2Fixtures } from './fixtures';
import { ShopTheLook2 } from './ShopTheLook2';
import { SHOP_THE_LOOK_2, shopTheLook2Schema, shopTheLook2SchemaId } from './schema';

export type { ShopTheLook2FixtureName } from './fixtures';
export type { ShopTheLook2Props } from './ShopTheLook2';
export type { ShopTheLook2Entry, ShopTheLook2Input } from './schema';
export {
  ShopTheLook2,
  ShopTheLook2 as component,
  shopTheLook2Fixtures,
  shopTheLook2Fixtures as fixtures,
  shopTheLook2Schema,
  shopTheLook2Schema as schema,
  shopTheLook2SchemaId,
  shopTheLook2SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const shopTheLook2Block = defineBlock({
  name: SHOP_THE_LOOK_2,
  title: 'Shop the look 2',
  schemaId: shopTheLook2SchemaId,
  schema: shopTheLook2Schema,
  component: ShopTheLook2,
  fixtures: shopTheLook2Fixtures,
});
