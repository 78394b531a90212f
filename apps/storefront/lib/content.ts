import { type ContentEntry, getSandbox } from '@wardrobe/commerce-sandbox';
import type { Market } from '@wardrobe/domain-rules';

/** A content entry by delivery key, with the market's prefix (`uk/home`). */
export async function contentByKey(market: Market, key: string): Promise<ContentEntry | undefined> {
  const sandbox = await getSandbox();
  return sandbox.content.getByKey(`${market.contentPrefix}${key}`);
}

/** The blocks of a page entry (its linked entries arrive inlined). */
export function pageBlocks(entry: ContentEntry | undefined): unknown[] {
  return Array.isArray(entry?.blocks) ? entry.blocks : [];
}
