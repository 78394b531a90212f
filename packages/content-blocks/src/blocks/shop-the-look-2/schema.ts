import { z } from 'zod';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { shopTheLookFields } from '../shop-the-look-1/lookFields';

export const SHOP_THE_LOOK_2 = 'shop-the-look-2';
export const shopTheLook2SchemaId = blockSchemaId(SHOP_THE_LOOK_2);

/**
 * Spec 002 §3 "Shop the look", type two: the same fields as type one (title, titleFont, titleBold,
 * primaryBlockBackground, primaryBlockUrl, `leftProduct`, `rightProduct`) without `primaryBlockAlignment`
 * ("primaryBlockAlignment (type one)"). The shared fields and their readings are in
 * `shop-the-look-1/lookFields.ts`. Type two's own reading (the spec names the types, not their looks):
 *
 * - Type two stacks: the look's picture as a wide 16:9 banner across the block, and the two products side by side
 *   under it (centred, each a quarter of the block's width from 768 px, half below). Nothing sits beside the
 *   picture, so there is nothing to align: a `primaryBlockAlignment` sent with a type two entry is ignored.
 */
export const shopTheLook2Schema = z.object({
  _meta: entryMeta(shopTheLook2SchemaId),
  ...shopTheLookFields,
});

/** What an editor may send (defaults not applied yet). */
export type ShopTheLook2Input = z.input<typeof shopTheLook2Schema>;
/** A parsed entry: the component's props (with the store's `currency`). */
export type ShopTheLook2Entry = z.output<typeof shopTheLook2Schema>;
