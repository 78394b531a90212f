import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as rules from './index';

/**
 * What a client ships when it imports one rule. The package is published as one ESM file (tsup bundles
 * `src/index.ts`), so within it only statements without side effects can be dropped: a top-level call, a
 * property read or even `30 * 60_000` is kept by bundlers. This test bundles the sources the way the build does,
 * then bundles one import of that file, minified, as an app's bundler would.
 */
let dir: string;
let published: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'domain-rules-'));
  published = join(dir, 'index.js');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  writeFileSync(published, result.outputFiles[0]?.text ?? '');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function bundleOf(name: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { ${name} } from ${JSON.stringify(published)}; globalThis.rule = ${name};`,
      loader: 'js',
      resolveDir: dir,
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

const bytes = (code: string) => new TextEncoder().encode(code).length;

describe('one import, one rule', () => {
  it('bundles isValidEmail alone in under 1 kB minified, with nothing of the other modules', async () => {
    const code = await bundleOf('isValidEmail');
    expect(bytes(code)).toBeLessThan(1024);
    // The whole bundle is the rule and the assignment: any other top-level statement would show here.
    expect(code.replace(/\s/g, '')).toMatch(/^function(\w+)\(\w+\)\{return[^}]*\}globalThis\.rule=\1;$/);
  });

  it.each(Object.keys(rules))('keeps %s under 4 kB minified', async (name) => {
    expect(bytes(await bundleOf(name))).toBeLessThan(4096);
  });
});
