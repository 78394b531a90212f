import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import fraunces from '@capsizecss/metrics/fraunces';
import fraunces600 from '@capsizecss/metrics/fraunces/600';
import fraunces700 from '@capsizecss/metrics/fraunces/700';
import fraunces800 from '@capsizecss/metrics/fraunces/800';
import georgia from '@capsizecss/metrics/georgia';
import georgiaBold from '@capsizecss/metrics/georgia/700';
import inter from '@capsizecss/metrics/inter';
import inter600 from '@capsizecss/metrics/inter/600';
import inter700 from '@capsizecss/metrics/inter/700';
import inter800 from '@capsizecss/metrics/inter/800';
import playfairDisplay from '@capsizecss/metrics/playfairDisplay';
import playfairDisplay600 from '@capsizecss/metrics/playfairDisplay/600';
import playfairDisplay700 from '@capsizecss/metrics/playfairDisplay/700';
import playfairDisplay800 from '@capsizecss/metrics/playfairDisplay/800';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';

/**
 * Fallback faces sized to each stand-in's metrics (size-adjust and ascent/descent overrides, from Capsize's
 * metrics), named in the theme's font stacks right after the face itself (themes/brandTokens.ts): until the web
 * font arrives the text is set in a local face of the same width and height, so the swap moves nothing (it was
 * the shop's only layout shift, a hero heading re-wrapping). Times New Roman's and Arial's metrics hold for
 * their metric-compatible Linux twins (Liberation, Tinos, Arimo), which are added as sources.
 *
 * One face for the regular weights and one per bold weight the themes use (600, 700, 800): bold Fraunces is much
 * wider than its regular, so a single face sized to the regular let the home page's bold banner heading re-wrap
 * from three lines to four when the web font arrived (CLS 0.014), and the search page's bold text shifted too
 * (0.039). The bold faces are set in the stand-in's bold file, each sized to the web font at that weight. Medium
 * (500) keeps the regular face on purpose: sized to Inter's 500 the uppercase, letter-spaced banner on the womens
 * listing wrapped to three lines in the fallback and two in the web font (CLS 0.038, against 0.002 without it).
 */
const WEIGHTS = [
  { weight: '400', fraunces, playfairDisplay, inter, serif: [georgia, timesNewRoman], sans: arial },
  ...[
    ['600', fraunces600, playfairDisplay600, inter600],
    ['700', fraunces700, playfairDisplay700, inter700],
    ['800', fraunces800, playfairDisplay800, inter800],
  ].map(([weight, frauncesW, playfairW, interW]) => ({
    weight,
    fraunces: frauncesW,
    playfairDisplay: playfairW,
    inter: interW,
    serif: [georgiaBold, timesNewRomanBold],
    sans: arialBold,
  })),
];

/** Each stand-in's metric-compatible Linux twins, by the local name Capsize writes first. */
const TWINS = {
  'Times New Roman': ["local('Liberation Serif')", "local('LiberationSerif')", "local('Tinos')"],
  'Times New Roman Bold': [
    "local('Liberation Serif Bold')",
    "local('LiberationSerif-Bold')",
    "local('Tinos Bold')",
    "local('Tinos-Bold')",
  ],
  Arial: ["local('Liberation Sans')", "local('LiberationSans')", "local('Arimo')"],
  'Arial Bold': [
    "local('Liberation Sans Bold')",
    "local('LiberationSans-Bold')",
    "local('Arimo Bold')",
    "local('Arimo-Bold')",
  ],
};

export function fallbackFaces() {
  let faces = '';
  for (const { weight, fraunces, playfairDisplay, inter, serif, sans } of WEIGHTS) {
    const stacks = [
      [{ ...fraunces, familyName: 'Fraunces Variable' }, ...serif],
      [{ ...playfairDisplay, familyName: 'Playfair Display Variable' }, ...serif],
      [{ ...inter, familyName: 'Inter Variable' }, sans],
    ];
    for (const metrics of stacks) {
      const { fontFaces } = createFontStack(metrics, {
        fontFaceFormat: 'styleString',
        fontFaceProperties: { fontWeight: weight },
      });
      faces += `${fontFaces.replace(/src: (local\('([^']+)'\)[^;]*);/g, (line, sources, name) =>
        TWINS[name] ? `src: ${sources}, ${TWINS[name].join(', ')};` : line,
      )}\n`;
    }
  }
  return faces;
}
