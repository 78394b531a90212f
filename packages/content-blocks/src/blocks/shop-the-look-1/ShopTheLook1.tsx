import { ShopTheLook, type ShopTheLookCurrency } from './ShopTheLook';
import { SHOP_THE_LOOK_1, type ShopTheLook1Entry } from './schema';

/** The parsed entry (`shopTheLook1Schema.parse(entry)`) and the store's currency (`ContentRenderer` passes it). */
export type ShopTheLook1Props = ShopTheLook1Entry & ShopTheLookCurrency;

/**
 * Shop the look, type one (spec 002 §3, §5, §9): the look's picture beside its two products, at the
 * `primaryBlockAlignment` (Left, Center, Right) from 768 px. A server component.
 */
export function ShopTheLook1({ _meta, primaryBlockAlignment, ...fields }: ShopTheLook1Props) {
  return (
    <ShopTheLook {...fields} block={SHOP_THE_LOOK_1} arrangement="beside" alignment={primaryBlockAlignment} />
  );
}
