import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Entries shipped with the package: `content/{uk,eu,us}/{key}.json`, keyed by delivery key. */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

export interface ContentEntry {
  _meta: { schema: string; name?: string; deliveryId?: string; deliveryKey?: string };
  [field: string]: unknown;
}

export interface ContentService {
  /** Amplience delivery-by-key: the key carries the market's prefix (`uk/home`). Missing → undefined. */
  getByKey(key: string): Promise<ContentEntry | undefined>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

export function createContentService(directory: string = DEFAULT_CONTENT_DIR): ContentService {
  return {
    async getByKey(key) {
      // Keys become file paths: only plain lower-case segments, so no key can leave the content folder.
      if (!KEY_PATTERN.test(key)) return undefined;
      try {
        const entry = JSON.parse(await readFile(join(directory, `${key}.json`), 'utf8')) as ContentEntry;
        return entry;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        console.error(JSON.stringify({ level: 'error', event: 'content-entry-unreadable', key, message: String(error) }));
        return undefined;
      }
    },
  };
}
