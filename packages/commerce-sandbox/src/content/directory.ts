import { packageFile } from '../package-files';

/**
 * Entries shipped with the package: `content/{uk,eu,us}/{key}.json` (published) and `content/_staging/…`
 * (unpublished, served to a preview). Override: `WARDROBE_CONTENT_DIR`.
 */
export function defaultContentDir(from: string = process.cwd()): string {
  return packageFile('content', 'WARDROBE_CONTENT_DIR', 'The sandbox content folder', from);
}
