// @vitest-environment node

import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without declarations.
import { fallbackFaces } from '../../scripts/fallback-faces.mjs';
import { brandTokens } from '../themes/brandTokens';

const css: string = fallbackFaces();
const declared = [...css.matchAll(/font-family: "([^"]+)"/g)].map((m) => m[1]);

describe('the fallback faces of the published fonts.css', () => {
  it.each(Object.entries(brandTokens.font))(
    '%s names only fallback faces that are declared',
    (_name, stack) => {
      const named = [...stack.matchAll(/'([^']+ Fallback[^']*)'/g)].map((m) => m[1]);
      expect(named.length).toBeGreaterThan(0);
      for (const family of named) expect(declared).toContain(family);
    },
  );

  it('sizes each to its web font and finds it on Linux too (metric-compatible twins)', () => {
    for (const block of css.split('@font-face').slice(1)) {
      expect(block).toMatch(/size-adjust: \d+(\.\d+)?%/);
      expect(block).toMatch(/ascent-override: \d+(\.\d+)?%/);
    }
    expect(css).toMatch(/"Inter Variable Fallback";\s*src: local\('Arial'\).*local\('Liberation Sans'\)/);
    expect(css).toMatch(
      /"Fraunces Variable Fallback: Times New Roman";\s*src: .*local\('Liberation Serif'\)/,
    );
  });
});
