import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, markStartupChunks, startupChunks } from './compile-hints.mjs';

// A dist dir as `next build` leaves it: a root main file, a route whose layout and page each load a chunk at
// startup, and a chunk only a dynamic import loads.
function distDir() {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
  mkdirSync(join(dir, 'server', 'app', '[market]', 'bag'), { recursive: true });
  writeFileSync(
    join(dir, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfill.js'],
      rootMainFiles: ['static/chunks/main.js'],
    }),
  );
  const route = {
    entryJSFiles: {
      '[project]/app/[market]/layout': ['static/chunks/layout.js', 'static/chunks/main.js'],
      '[project]/app/[market]/bag/page': ['static/chunks/bag.js'],
    },
  };
  writeFileSync(
    join(dir, 'server', 'app', '[market]', 'bag', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[market]/bag/page"] = ${JSON.stringify(route)};\n`,
  );
  for (const name of ['main', 'layout', 'bag', 'lazy', 'polyfill']) {
    writeFileSync(
      join(dir, 'static', 'chunks', `${name}.js`),
      `(globalThis.TURBOPACK||[]).push(["${name}"]);`,
    );
  }
  writeFileSync(
    join(dir, 'static', 'chunks', 'bag.js.map'),
    JSON.stringify({ version: 3, sources: ['bag.tsx'], names: [], mappings: 'AAAA,CAAC' }),
  );
  dirs.push(dir);
  return dir;
}
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const chunk = (dir: string, name: string) => readFileSync(join(dir, 'static', 'chunks', name), 'utf8');

describe('compile hints on the startup chunks (scripts/compile-hints.mjs)', () => {
  it('finds the chunks routes load at startup, and not those loaded on demand or by old browsers only', () => {
    expect(startupChunks(distDir())).toEqual([
      'static/chunks/bag.js',
      'static/chunks/layout.js',
      'static/chunks/main.js',
    ]);
  });

  it('puts the hint on the first line of each, once, and leaves the others as they were', () => {
    const dir = distDir();
    expect(markStartupChunks(dir)).toHaveLength(3);
    for (const name of ['main.js', 'layout.js', 'bag.js']) {
      expect(chunk(dir, name).startsWith('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK')).toBe(true);
    }
    expect(chunk(dir, 'lazy.js')).not.toContain('allFunctionsCalledOnLoad');
    expect(chunk(dir, 'polyfill.js')).not.toContain('allFunctionsCalledOnLoad');
    // A second run (a build step run twice) changes nothing.
    expect(markStartupChunks(dir)).toEqual([]);
    expect(chunk(dir, 'bag.js').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('moves a source map down the line it adds, so the analysis build still maps to the sources', () => {
    const dir = distDir();
    markStartupChunks(dir);
    expect(JSON.parse(chunk(dir, 'bag.js.map')).mappings).toBe(';AAAA,CAAC');
  });

  it('stops the build when a manifest names a chunk that is not there', () => {
    const dir = distDir();
    rmSync(join(dir, 'static', 'chunks', 'layout.js'));
    expect(() => markStartupChunks(dir)).toThrow(/static\/chunks\/layout\.js is in the manifests/);
  });
});
