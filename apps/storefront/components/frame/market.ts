import type { Market } from '@wardrobe/domain-rules';
import type { ClientMarket } from './types';

/** Only what the client islands need crosses the server/client boundary. */
export function toClientMarket(market: Market): ClientMarket {
  return { code: market.code, prefix: market.prefix, currency: market.currency, channelId: market.channelId };
}
