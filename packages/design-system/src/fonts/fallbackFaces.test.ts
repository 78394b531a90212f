// @vitest-environment node

import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without declarations.
import { fallbackFaces } from '../../scripts/fallback-faces.mjs';
import { brandTokens } from '../themes/brandTokens';
import { fontWeightValues } from '../tokens/scale';

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

  // The home page's bold banner heading re-wrapped when bold Fraunces replaced a face sized to its regular.
  it('declares a regular face and one per bold weight, bold ones in the stand-in’s bold file', () => {
    const faces = css
      .split('@font-face')
      .slice(1)
      .map((block) => ({
        family: block.match(/font-family: "([^"]+)"/)?.[1],
        weight: Number(block.match(/font-weight: (\d+)/)?.[1]),
        src: block.match(/src: ([^;]+);/)?.[1] ?? '',
        sizeAdjust: block.match(/size-adjust: ([\d.]+)%/)?.[1],
      }));
    // 600 is not a token but the storefront's CSS modules use it; medium (500) takes the regular face on purpose
    // (scripts/fallback-faces.mjs).
    const weights = [400, 600, ...Object.values(fontWeightValues).filter((weight) => weight !== 500)];
    for (const family of new Set(declared)) {
      const ofFamily = faces.filter((face) => face.family === family);
      expect(ofFamily.map((face) => face.weight).sort()).toEqual(weights.sort());
      for (const face of ofFamily) expect(face.src.includes(' Bold')).toBe(face.weight >= 600);
      const regular = ofFamily.find((face) => face.weight === 400);
      const bold = ofFamily.find((face) => face.weight === 700);
      expect(bold?.sizeAdjust).not.toBe(regular?.sizeAdjust);
    }
  });
});
