import { type ContentEntry, getSandbox } from '@wardrobe/commerce-sandbox';
import type { ContentRequestOptions } from '@wardrobe/commerce-sdk';
import { previewFromCookies } from '@wardrobe/commerce-sdk/server';
import { categoryListingSchema } from '@wardrobe/content-blocks/schemas';
import { type Market, PREVIEW_DOMAIN_ERROR } from '@wardrobe/domain-rules';
import { cookies } from 'next/headers';

/**
 * A content entry by delivery key, with the market's prefix (`uk/home`), linked entries inlined. With a preview
 * cookie (spec 001 §2, §7: "an optional preview host from a cookie") unpublished content is served; a preview
 * host the content service refuses is logged and the page gets published content instead of an error.
 */
export async function contentByKey(
  market: Market,
  key: string,
  { preview: allowPreview = true }: { preview?: boolean } = {},
): Promise<ContentEntry | undefined> {
  const { content } = await getSandbox();
  const deliveryKey = `${market.contentPrefix}${key}`;
  // A cached page reads published content only (and no cookie); the proxy sends previews to the uncached page.
  const preview = allowPreview ? await contentPreview() : {};
  if (preview.previewHost === undefined) return content.getByKey(deliveryKey);
  try {
    return await content.getByKey(deliveryKey, preview);
  } catch (error) {
    // Not `instanceof CommerceError`: the sandbox loads its own copy of the SDK (a server external package).
    if (!(error instanceof Error && error.message === PREVIEW_DOMAIN_ERROR)) throw error;
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'content-preview-refused',
        previewHost: preview.previewHost,
        reason: error.message,
      }),
    );
    return content.getByKey(deliveryKey);
  }
}

/** The preview host and time from the shopper's preview cookies (set by a preview link, see proxy.ts). */
async function contentPreview(): Promise<ContentRequestOptions> {
  const store = await cookies();
  return previewFromCookies(new Map(store.getAll().map(({ name, value }) => [name, value])));
}

/** The blocks of a page entry (its linked entries arrive inlined). */
export function pageBlocks(entry: ContentEntry | undefined): unknown[] {
  return Array.isArray(entry?.blocks) ? entry.blocks : [];
}

/**
 * A category listing's header and slot content (spec 000 §7 "Content lookup for the category header by url"):
 * the entry at `category/{url}` (`uk/category/womens/clothing`). None, or an entry that fails its model, leaves
 * the listing without content; a bad entry is logged.
 */
export async function categoryListingContent(
  market: Market,
  categoryUrl: string,
  options: { preview?: boolean } = {},
) {
  const key = `category/${categoryUrl.replace(/^\/+|\/+$/g, '')}`;
  const entry = await contentByKey(market, key, options).catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: 'error', event: 'category-content-failed', key, message: String(error) }),
    );
    return undefined;
  });
  if (!entry) return undefined;
  const parsed = categoryListingSchema.safeParse(entry);
  if (!parsed.success) {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'category-content-invalid',
        key,
        message: parsed.error.message,
      }),
    );
    return undefined;
  }
  return parsed.data as { header: unknown[]; slots: { afterRow: number; items: unknown[] }[] };
}
