// @vitest-environment node

import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What an app ships for a few primitives: the package's entry bundled the way an app's bundler would (ESM, tree
 * shaken, minified, CSS extracted by vanilla-extract), with react-aria-components included and React left out
 * (every React app has it already). Issue budget: Button, Text and Stack together under 15 kB gzipped.
 */
async function gzippedBytes(names: string[]): Promise<{ js: number; gzip: number }> {
  const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
  const result = await build({
    stdin: {
      contents: `import { ${names.join(', ')} } from ${JSON.stringify(entry)}; globalThis.used = [${names.join(', ')}];`,
      loader: 'ts',
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outdir: 'out',
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const js = result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => file.contents);
  const bytes = Buffer.concat(js.map((b) => Buffer.from(b)));
  return { js: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

describe('bundle size', () => {
  it('ships Button, Text and Stack in under 15 kB of gzipped JS', async () => {
    const { js, gzip } = await gzippedBytes(['Button', 'Text', 'Stack']);
    console.info(`Button + Text + Stack: ${js} B minified, ${gzip} B gzipped`);
    // 15,000 bytes: under 15 kB whether a kB is read as 1,000 or 1,024 bytes.
    expect(gzip).toBeLessThan(15_000);
  }, 60_000);

  it('keeps the server-safe text and layout primitives small: no react-aria in them', async () => {
    const { gzip } = await gzippedBytes(['Text', 'Stack', 'Heading', 'Inline', 'Columns']);
    console.info(`Text + Stack + Heading + Inline + Columns: ${gzip} B gzipped`);
    expect(gzip).toBeLessThan(2 * 1024);
  }, 60_000);
  it('ships the size picker without react-aria (the product page has no other react-aria)', async () => {
    const { gzip } = await gzippedBytes(['SizePicker']);
    console.info(`SizePicker: ${gzip} B gzipped`);
    // On react-aria's RadioGroup it was 19 kB here.
    expect(gzip).toBeLessThan(5 * 1024);
  }, 60_000);
});
