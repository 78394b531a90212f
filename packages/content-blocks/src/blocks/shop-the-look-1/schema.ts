import { z } from 'zod';
import { alignmentSchema } from '../../shared/enums';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { shopTheLookFields } from './lookFields';

export const SHOP_THE_LOOK_1 = 'shop-the-look-1';
export const shopTheLook1SchemaId = blockSchemaId(SHOP_THE_LOOK_1);

/**
 * Spec 002 §3 "Shop the look", type one: title, titleFont, titleBold, primaryBlockBackground, primaryBlockUrl,
 * primaryBlockAlignment, and the left and right products (`leftProduct`, `rightProduct`: image, url, title,
 * price). The shared fields and their readings are in `lookFields.ts`. Type one's own reading:
 *
 * - Type one sets the look's picture beside its two products, in one row from 768 px; `primaryBlockAlignment`
 *   (the spec's Alignments: Left, Center, Right; default Left) says where the picture sits in that row: Left
 *   before the products, Center between the left and the right product, Right after them. Below 768 px the
 *   picture is on top at every alignment and the products sit side by side under it.
 */
export const shopTheLook1Schema = z.object({
  _meta: entryMeta(shopTheLook1SchemaId),
  ...shopTheLookFields,
  /** Alignments: Left (default), Center, Right: the look's picture's place in the row from 768 px. */
  primaryBlockAlignment: alignmentSchema.default('Left'),
});

/** What an editor may send (defaults not applied yet). */
export type ShopTheLook1Input = z.input<typeof shopTheLook1Schema>;
/** A parsed entry: the component's props (with the store's `currency`). */
export type ShopTheLook1Entry = z.output<typeof shopTheLook1Schema>;
