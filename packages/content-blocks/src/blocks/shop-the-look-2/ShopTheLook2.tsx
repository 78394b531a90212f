import { ShopTheLook, type ShopTheLookCurrency } from '../shop-the-look-1/ShopTheLook';
import { SHOP_THE_LOOK_2, type ShopTheLook2Entry } from './schema';

/** The parsed entry (`shopTheLook2Schema.parse(entry)`) and the store's currency (`ContentRenderer` passes it). */
export type ShopTheLook2Props = ShopTheLook2Entry & ShopTheLookCurrency;

/**
 * Shop the look, type two (spec 002 §3, §5, §9): the look's picture as a wide banner, its two products side by side
 * under it. A server component; the same component as type one, stacked.
 */
export function ShopTheLook2({ _meta, ...fields }: ShopTheLook2Props) {
  return <ShopTheLook {...fields} block={SHOP_THE_LOOK_2} arrangement="stacked" />;
}
