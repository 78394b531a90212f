import type { CommerceClient } from '@wardrobe/commerce-sdk';
import type { Market } from '@wardrobe/domain-rules';
import { cache } from 'react';
import { catalogueCommerce } from './commerce';

type CategoryTreeAnswer = Awaited<ReturnType<CommerceClient['getCategoryTree']>>;

/**
 * How long the category tree is reused across requests. The tree is the catalogue's shape, the same for every
 * shopper, and every page asks for it (the menu, breadcrumbs, the home page's links): reading it once a minute
 * instead of two or three times a request is a fifth of a listing's server time. A change in the back office
 * shows within the minute.
 */
export const CATEGORY_TREE_TTL_MS = 60_000;

const trees = new Map<number, { at: number; answer: Promise<CategoryTreeAnswer> }>();

/** The market's category tree: once a request (React `cache`), and reused for a minute across requests. */
export const categoryTree = cache(async (market: Market): Promise<CategoryTreeAnswer> => {
  const now = Date.now();
  const held = trees.get(market.channelId);
  if (held && now - held.at < CATEGORY_TREE_TTL_MS) return held.answer;
  const answer = catalogueCommerce(market).then((commerce) => commerce.getCategoryTree());
  trees.set(market.channelId, { at: now, answer });
  // A failure is not kept: the next request asks again.
  answer.catch(() => {
    if (trees.get(market.channelId)?.answer === answer) trees.delete(market.channelId);
  });
  return answer;
});
