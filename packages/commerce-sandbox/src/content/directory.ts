import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Entries shipped with the package: `content/{uk,eu,us}/{key}.json` (published) and `content/_staging/…`
 * (unpublished, served to a preview). Found from the working directory, not `import.meta.url`: frameworks bundle
 * this module (Turbopack bundles workspace packages), which moves `import.meta.url` away from the package.
 * Override: `WARDROBE_CONTENT_DIR`.
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
