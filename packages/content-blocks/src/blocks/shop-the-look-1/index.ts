import { defineBlock } from '../../shared/defineBlock';
import { shopTheLook1Fixtures } from './fixtures';
import { ShopTheLook1 } from './ShopTheLook1';
import { SHOP_THE_LOOK_1, shopTheLook1Schema, shopTheLook1SchemaId } from './schema';

export type { ShopTheLook1FixtureName } from './fixtures';
export type { ShopTheLookProduct } from './lookFields';
export { SHOP_THE_LOOK_MAX_PRICE } from './lookFields';
export type { ShopTheLookCurrency, ShopTheLookProps } from './ShopTheLook';
export { shopTheLookPrice } from './ShopTheLook';
export type { ShopTheLook1Props } from './ShopTheLook1';
export type { ShopTheLook1Entry, ShopTheLook1Input } from './schema';
export {
  ShopTheLook1,
  ShopTheLook1 as component,
  shopTheLook1Fixtures,
  shopTheLook1Fixtures as fixtures,
  shopTheLook1Schema,
  shopTheLook1Schema as schema,
  shopTheLook1SchemaId,
  shopTheLook1SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const shopTheLook1Block = defineBlock({
  name: SHOP_THE_LOOK_1,
  title: 'Shop the look 1',
  schemaId: shopTheLook1SchemaId,
  schema: shopTheLook1Schema,
  component: ShopTheLook1,
  fixtures: shopTheLook1Fixtures,
});
