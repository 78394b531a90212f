import {
  type ContentPageEntry,
  contentPageSchema,
  contentPageSchemaId,
} from '@wardrobe/content-blocks/schemas';
import type { Market } from '@wardrobe/domain-rules';
import { cache } from 'react';
import { contentByKey } from './content';

/**
 * The content page at a path of the catch-all route (spec 001 §2 `/:slug*`): the entry whose key is the path in
 * the market's content (`/eu/cookies` → `eu/cookies`). Undefined when there is none, when the key holds something
 * that is not a page (a block, a frame entry), or when the page fails its model (logged): the route answers 404.
 * A content service failure is logged and answers undefined too: a content page is not worth a 500.
 */
export const contentPage = cache(
  async (market: Market, path: string): Promise<ContentPageEntry | undefined> => {
    const key = path.replace(/^\/+|\/+$/g, '');
    if (key === '') return undefined;
    const entry = await contentByKey(market, key).catch((error: unknown) => {
      console.error(
        JSON.stringify({ level: 'error', event: 'content-page-failed', key, message: String(error) }),
      );
      return undefined;
    });
    if (!entry) return undefined;
    const parsed = contentPageSchema.safeParse(entry);
    if (!parsed.success) {
      // Another kind of entry at this key is simply not a page; a page that fails its model is an editor's error.
      if (entry._meta.schema === contentPageSchemaId)
        console.error(
          JSON.stringify({
            level: 'error',
            event: 'content-page-invalid',
            key,
            message: parsed.error.message,
          }),
        );
      return undefined;
    }
    return parsed.data;
  },
);
