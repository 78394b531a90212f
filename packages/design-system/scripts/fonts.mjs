// Self-hosts the stand-in fonts: copies the latin and latin-ext variable files of each Fontsource package into
// dist/fonts/ and writes dist/fonts.css with their @font-face rules (merge-css then joins it into styles.css).
// Other subsets (Cyrillic, Greek, Vietnamese) are left out: the shop writes English, Irish and EU Latin text.
// Each file is cut to the weights the tokens use (400–800: regular, medium, semibold, bold, extra bold) with
// harfbuzz (subset-font), keeping every character of its unicode-range and every OpenType feature: Inter's latin
// file goes from 47 to 31 kB, Fraunces' from 36 to 33 kB, and both are on every page before its largest paint.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fallbackFaces } from './fallback-faces.mjs';
import { subsetFace, weights } from './font-subset.mjs';

const require = createRequire(import.meta.url);
const packages = [
  '@fontsource-variable/fraunces',
  '@fontsource-variable/playfair-display',
  '@fontsource-variable/inter',
];
const subsets = /-(latin|latin-ext)-wght-normal\.woff2$/;

mkdirSync('dist/fonts', { recursive: true });
let css = '/* Fraunces, Playfair Display and Inter: SIL Open Font License 1.1 (see fonts/*-LICENSE). */\n';
let bytes = 0;
for (const name of packages) {
  const root = dirname(require.resolve(`${name}/package.json`));
  copyFileSync(join(root, 'LICENSE'), join('dist/fonts', `${basename(name)}-LICENSE`));
  for (const block of readFileSync(join(root, 'wght.css'), 'utf8').split(/\n(?=\/\*)/)) {
    const url = /url\(\.\/files\/([^)]+)\)/.exec(block)?.[1];
    if (!url || !subsets.test(url)) continue;
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!range) throw new Error(`${name}: no unicode-range for ${url}`);
    const cut = await subsetFace(readFileSync(join(root, 'files', url)), range);
    writeFileSync(join('dist/fonts', url), cut);
    bytes += cut.length;
    css += `${block
      .trim()
      .replace(`url(./files/${url})`, `url(./fonts/${url})`)
      .replace(/font-weight:\s*\d+ \d+;/, `font-weight: ${weights.min} ${weights.max};`)}\n`;
  }
}
css += fallbackFaces();
writeFileSync('dist/fonts.css', css);
// The two latin files every page of the shop paints with, for a `<link rel="preload">` in the document's head: found
// only once the CSS is parsed and the first layout runs, they started ~150 ms after the CSS (the bench's traces),
// and a font fetched from CSS takes the highest priority, ahead of the hero image. `new URL(…, import.meta.url)`
// is the asset reference every bundler (Turbopack, webpack, Vite) resolves to the same hashed file as the CSS's url().
const preloaded = ['fraunces-latin-wght-normal.woff2', 'inter-latin-wght-normal.woff2'];
writeFileSync(
  'dist/font-preloads.js',
  `// Written by scripts/fonts.mjs.\nexport const fontPreloads = [\n${preloaded
    .map((file) => `  new URL('./fonts/${file}', import.meta.url).href,\n`)
    .join('')}];\n`,
);
writeFileSync(
  'dist/font-preloads.d.ts',
  '/** The latin variable files of the display and body faces, to preload (font/woff2, crossorigin). */\nexport declare const fontPreloads: string[];\n',
);
console.log(
  `fonts.css: ${(css.match(/@font-face/g) ?? []).length} faces, ${Math.round(bytes / 1024)} kB of woff2`,
);
