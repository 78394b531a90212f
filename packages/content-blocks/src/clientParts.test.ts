// @vitest-environment node

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What the blocks' client code takes into the browser. Schemas are for the server (the content service and the
 * renderer check entries there): a client module that imports one, even for a constant, ships zod (about 30 kB
 * gzipped) to every page that shows the block. The Good Stuff sign-in block once did, for its Create account path.
 */
const src = fileURLToPath(new URL('.', import.meta.url));

function clientModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return clientModules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return [];
    return /^['"]use client['"]/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

/** The files a client module bundles, the ones it loads on demand included. */
async function bundledInputs(file: string): Promise<string[]> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    outdir: 'out',
    metafile: true,
    logLevel: 'silent',
    conditions: ['@wardrobe/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime', 'next/*'],
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  return Object.keys(result.metafile.inputs);
}

describe("the blocks' client modules", () => {
  const modules = clientModules(src);

  it('are found', () => {
    expect(modules.map((file) => relative(src, file))).toEqual(
      expect.arrayContaining(['shared/islands.tsx', 'blocks/good-stuff-sign-in/GoodStuffSignIn.tsx']),
    );
  });

  it.each(modules.map((file) => [relative(src, file), file]))(
    '%s takes no schema (nor zod) into the browser',
    async (_name, file) => {
      const inputs = await bundledInputs(file);
      expect(inputs.filter((input) => /(^|\/)zod\/|\/schema\.ts$/.test(input))).toEqual([]);
    },
    60_000,
  );
});
