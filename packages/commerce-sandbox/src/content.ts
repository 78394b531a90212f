import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Entries shipped with the package: `content/{uk,eu,us}/{key}.json`, keyed by delivery key.
 * Found from the working directory, not `import.meta.url`: frameworks bundle this module (Turbopack bundles
 * workspace packages), which moves `import.meta.url` away from the package. Override: `WARDROBE_CONTENT_DIR`.
 */
export function defaultContentDir(from: string = process.cwd()): string {
  if (process.env.WARDROBE_CONTENT_DIR)
    return resolve(/*turbopackIgnore: true*/ process.env.WARDROBE_CONTENT_DIR);
  for (let dir = resolve(/*turbopackIgnore: true*/ from); ; dir = dirname(dir)) {
    for (const candidate of [
      join(/*turbopackIgnore: true*/ dir, 'packages/commerce-sandbox/content'),
      join(/*turbopackIgnore: true*/ dir, 'node_modules/@wardrobe/commerce-sandbox/content'),
    ]) {
      if (existsSync(candidate)) return candidate;
    }
    if (dirname(dir) === dir)
      throw new Error('The sandbox content folder was not found; set WARDROBE_CONTENT_DIR.');
  }
}

export interface ContentEntry {
  _meta: { schema: string; name?: string; deliveryId?: string; deliveryKey?: string };
  [field: string]: unknown;
}

export interface ContentService {
  /** Amplience delivery-by-key: the key carries the market's prefix (`uk/home`). Missing → undefined. */
  getByKey(key: string): Promise<ContentEntry | undefined>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

export function createContentService(directory: string = defaultContentDir()): ContentService {
  return {
    async getByKey(key) {
      // Keys become file paths: only plain lower-case segments, so no key can leave the content folder.
      if (!KEY_PATTERN.test(key)) return undefined;
      try {
        const entry = JSON.parse(await readFile(join(directory, `${key}.json`), 'utf8')) as ContentEntry;
        return entry;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        console.error(
          JSON.stringify({ level: 'error', event: 'content-entry-unreadable', key, message: String(error) }),
        );
        return undefined;
      }
    },
  };
}
