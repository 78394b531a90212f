import type { CommerceClient } from '@wardrobe/commerce-sdk';
import type { Market } from '@wardrobe/domain-rules';
import { cache } from 'react';
import { catalogueCommerce } from './commerce';

type Channel = Awaited<ReturnType<CommerceClient['getChannel']>>['data'];
type StoreMeta = Awaited<ReturnType<CommerceClient['getStoreMeta']>>['data'];

/** How long the channel and store meta are reused: they change with a back-office setting, not per shopper. */
export const CHANNEL_TTL_MS = 60_000;

const held = new Map<number, { at: number; answer: Promise<{ channel: Channel; store?: StoreMeta }> }>();

/**
 * Spec 001 §7 "Get channel (with currencies), get store meta | none | channel errors fail the load": the market's
 * channel and the store's meta, once a request and reused for a minute. A channel failure rejects (the layout
 * throws: the error page, spec 001 §8); a store-meta failure is logged and the frame goes on without it.
 */
export const marketChannel = cache(async (market: Market) => {
  const now = Date.now();
  const kept = held.get(market.channelId);
  if (kept && now - kept.at < CHANNEL_TTL_MS) return kept.answer;
  const answer = catalogueCommerce(market).then(async (commerce) => {
    const [channel, store] = await Promise.all([
      commerce.getChannel().then((a) => a.data),
      commerce.getStoreMeta().then(
        (a) => a.data,
        (error: unknown) => {
          console.error(
            JSON.stringify({ level: 'error', event: 'store-meta-failed', message: String(error) }),
          );
          return undefined;
        },
      ),
    ]);
    return store ? { channel, store } : { channel };
  });
  held.set(market.channelId, { at: now, answer });
  answer.catch((error: unknown) => {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'channel-failed',
        channelId: market.channelId,
        message: String(error),
      }),
    );
    if (held.get(market.channelId)?.answer === answer) held.delete(market.channelId);
  });
  return answer;
});
