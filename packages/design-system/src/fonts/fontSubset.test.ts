// @vitest-environment node

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without declarations.
import { charactersOf, subsetFace, weights } from '../../scripts/font-subset.mjs';
import { fontWeightValues } from '../tokens/scale';

describe('the published faces, cut to the weights in use (scripts/font-subset.mjs)', () => {
  it('keeps every weight the tokens and the storefront’s CSS ask for', () => {
    for (const weight of [400, 600, ...Object.values(fontWeightValues)]) {
      expect(weight).toBeGreaterThanOrEqual(weights.min);
      expect(weight).toBeLessThanOrEqual(weights.max);
    }
  });

  it('reads every character of a unicode-range, ranges and single points', () => {
    expect(charactersOf('U+0041-0043, U+00E9,U+20AC')).toBe('ABCé€');
  });

  it('makes Inter’s latin file smaller, still a woff2', async () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
    const original = readFileSync(file);
    const cut: Buffer = await subsetFace(original, 'U+0000-00FF, U+20AC');
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.length).toBeLessThan(original.length * 0.8);
  });
});
