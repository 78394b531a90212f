import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import inter from '@capsizecss/metrics/inter';
import playfairDisplay from '@capsizecss/metrics/playfairDisplay';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

/**
 * Fallback faces sized to each stand-in's metrics (size-adjust and ascent/descent overrides, from Capsize's
 * metrics), named in the theme's font stacks right after the face itself (themes/brandTokens.ts): until the web
 * font arrives the text is set in a local face of the same width and height, so the swap moves nothing (it was
 * the shop's only layout shift, a hero heading re-wrapping). Times New Roman's and Arial's metrics hold for
 * their metric-compatible Linux twins (Liberation, Tinos, Arimo), which are added as sources.
 */
export function fallbackFaces() {
  const twins = {
    'Times New Roman': ["local('Liberation Serif')", "local('LiberationSerif')", "local('Tinos')"],
    Arial: ["local('Liberation Sans')", "local('LiberationSans')", "local('Arimo')"],
  };
  const stacks = [
    [{ ...fraunces, familyName: 'Fraunces Variable' }, georgia, timesNewRoman],
    [{ ...playfairDisplay, familyName: 'Playfair Display Variable' }, georgia, timesNewRoman],
    [{ ...inter, familyName: 'Inter Variable' }, arial],
  ];
  let faces = '';
  for (const metrics of stacks) {
    const { fontFaces } = createFontStack(metrics, { fontFaceFormat: 'styleString' });
    faces += `${fontFaces.replace(/src: (local\('([^']+)'\)[^;]*);/g, (line, sources, name) =>
      twins[name] ? `src: ${sources}, ${twins[name].join(', ')};` : line,
    )}\n`;
  }
  return faces;
}
