import type { LiveShoppingAddResult, LiveShow } from '@wardrobe/commerce-sdk';
import { liveShoppingFailure, type Market, normalizeError } from '@wardrobe/domain-rules';
import { ecommerceEvent, pushEvent } from './analytics/data-layer';
import { useBag } from './bag/store';
import { browserCommerce } from './commerce-browser';

/** The list name analytics read for adds from a show. */
export const LIVE_SHOPPING_LIST_NAME = 'Live shopping';

type ShopMarket = Pick<Market, 'code' | 'channelId'>;

/**
 * The show for the live shopping block (spec 001 §2), from the middleware (`getLiveShow`); undefined when the
 * service has no such show (404). Any other failure rejects: the block offers Try again.
 */
export async function loadLiveShow(market: ShopMarket, showId: string): Promise<LiveShow | undefined> {
  try {
    return (await browserCommerce(market.channelId).getLiveShow({ showId })).data;
  } catch (error) {
    if (normalizeError(error).statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * Adds a product of a show to the bag (spec 000 §8): the middleware checks the show's item against the catalogue,
 * its stock and what the bag holds (`resolveLiveShowItem`), and the line it answers goes through the bag store's
 * `addItems`, the one path every Add to bag takes (the header's count and the bag follow, promotions re-sync, the
 * server refuses a quantity above stock). A failure comes back to the block as the result it is, and is logged
 * (spec 000 §4 "Add errors are logged"); the bag's own refusal above stock (422: the stock went in between) is
 * the out-of-stock failure too. Anything else rejects, recorded and logged by the bag store.
 */
export async function addFromLiveShow(
  market: ShopMarket,
  show: Pick<LiveShow, 'id'>,
  item: { id: string; title: string; colour: string; price: number },
): Promise<LiveShoppingAddResult> {
  const cart = useBag.getState().cart;
  const result = await browserCommerce(market.channelId).resolveLiveShowItem({
    showId: show.id,
    itemId: item.id,
    ...(cart ? { cartId: cart.id } : {}),
  });
  if (!result.ok) return refused(show.id, result);
  try {
    await useBag.getState().addItems([result.line]);
  } catch (error) {
    if (normalizeError(error).statusCode !== 422) throw error;
    return refused(show.id, { ...liveShoppingFailure('out-of-stock'), itemId: item.id });
  }
  pushEvent(
    ecommerceEvent(
      'add_to_cart',
      market.code,
      [
        {
          item_id: String(result.line.product_id),
          item_name: item.title,
          item_colour: item.colour,
          item_size: result.size,
          price: item.price,
          quantity: result.line.quantity,
        },
      ],
      LIVE_SHOPPING_LIST_NAME,
    ),
  );
  return result;
}

function refused(showId: string, result: Extract<LiveShoppingAddResult, { ok: false }>) {
  console.warn(
    JSON.stringify({
      level: 'warn',
      event: 'live-shopping-add-refused',
      showId,
      itemId: result.itemId,
      failure: result.failure,
    }),
  );
  return result;
}
