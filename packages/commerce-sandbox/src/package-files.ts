import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * A file or folder shipped with this package (`content/`, `promotions/rules.json`), found from the working
 * directory, not `import.meta.url`: frameworks bundle this module (Turbopack bundles workspace packages), which
 * moves `import.meta.url` away from the package. The environment variable, when set, names it instead.
 */
export function packageFile(
  relative: string,
  environmentVariable: string,
  what: string,
  from: string = process.cwd(),
): string {
  const override = process.env[environmentVariable];
  if (override) return resolve(/*turbopackIgnore: true*/ override);
  for (let dir = resolve(/*turbopackIgnore: true*/ from); ; dir = dirname(dir)) {
    for (const candidate of [
      join(/*turbopackIgnore: true*/ dir, 'packages/commerce-sandbox', relative),
      join(/*turbopackIgnore: true*/ dir, 'node_modules/@wardrobe/commerce-sandbox', relative),
    ]) {
      if (existsSync(candidate)) return candidate;
    }
    if (dirname(dir) === dir) throw new Error(`${what} was not found; set ${environmentVariable}.`);
  }
}
