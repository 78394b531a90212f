// Self-hosts the stand-in fonts: copies the latin and latin-ext variable files of each Fontsource package into
// dist/fonts/ and writes dist/fonts.css with their @font-face rules (merge-css then joins it into styles.css).
// Other subsets (Cyrillic, Greek, Vietnamese) are left out: the shop writes English, Irish and EU Latin text.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fallbackFaces } from './fallback-faces.mjs';

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
    copyFileSync(join(root, 'files', url), join('dist/fonts', url));
    bytes += readFileSync(join('dist/fonts', url)).length;
    css += `${block.trim().replace(`url(./files/${url})`, `url(./fonts/${url})`)}\n`;
  }
}
css += fallbackFaces();
writeFileSync('dist/fonts.css', css);
console.log(
  `fonts.css: ${(css.match(/@font-face/g) ?? []).length} faces, ${Math.round(bytes / 1024)} kB of woff2`,
);
