import type { LiveShoppingService } from '@wardrobe/commerce-sdk';
import { RECORDED_SHOWS, type RecordedShow, showInCurrency } from './shows';

/**
 * The sandbox's live-shopping service (`LiveShoppingService`): recorded shows (`shows.ts`), replayed in the
 * shopper's market's currency, with no tables of their own. The video is the sandbox's studio clip.
 */
export function createSandboxLiveShopping(
  shows: readonly RecordedShow[] = RECORDED_SHOWS,
): LiveShoppingService {
  return {
    async getShow(context, { showId }) {
      const show = shows.find((candidate) => candidate.id === showId);
      return show ? showInCurrency(show, context.market.currency) : undefined;
    },
  };
}
