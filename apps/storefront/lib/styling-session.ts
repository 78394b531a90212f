import type { CommerceClient, StylingOutfitsArgs } from '@wardrobe/commerce-sdk';
import {
  hashCustomerId,
  type MarketCode,
  STYLING_ID_RETRIES,
  STYLING_ID_RETRY_MS,
  STYLING_NOT_READY_WARNING,
  withRetries,
} from '@wardrobe/domain-rules';
import { isSignedIn } from './bag/store';
import { signedInCustomerId } from './shopper-id';
import { loadStylingOutfits, type StylingOutfitView } from './styling';

/**
 * The signed-in customer's outfits, asked in the browser (pages are rendered for guests): the customer id is
 * asked for while the session is not ready, 5 retries at 200 ms (spec 000 §9), then hashed (SHA-256 hex) and
 * handed to the styling service. A session that never gets ready only warns 'Styling insights not ready' (spec
 * 000 §8) and answers `undefined`: the guests' outfits stay. `undefined` too for a guest, or when aborted.
 */
export async function personalisedStylingOutfits(
  commerce: Pick<CommerceClient, 'getStylingOutfits' | 'getCustomers'>,
  market: { code: MarketCode },
  request: Omit<StylingOutfitsArgs, 'customerId'>,
  signal?: AbortSignal,
): Promise<StylingOutfitView[] | undefined> {
  if (!isSignedIn()) return undefined;
  const customerId = await withRetries(() => signedInCustomerId(commerce), {
    retries: STYLING_ID_RETRIES,
    delayMs: STYLING_ID_RETRY_MS,
    signal,
  });
  if (signal?.aborted) return undefined;
  if (customerId === undefined) {
    console.warn(STYLING_NOT_READY_WARNING);
    return undefined;
  }
  return loadStylingOutfits(commerce, market, { ...request, customerId: await hashCustomerId(customerId) });
}
