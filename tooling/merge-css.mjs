// Joins the CSS files that tsup/vanilla-extract emitted beside each entry into the one `dist/styles.css`
// that the package exports. Run from a package folder after `tsup`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(process.cwd(), 'dist');
const parts = readdirSync(dist)
  .filter((f) => f.endsWith('.css') && f !== 'styles.css')
  // A split root's modules (tsup-preset `splitRoot`) repeat what index.css already holds, in another order.
  .filter((f) => !f.startsWith('modules.'))
  .sort((a, b) => (a === 'index.css' ? -1 : b === 'index.css' ? 1 : a.localeCompare(b)));
const seen = new Set();
let css = '';
for (const file of parts) {
  // Both builds may carry the same rule (a shared .css.ts); keep its first copy only.
  // Comments go first (source maps, vanilla-extract's file markers): a rule that two files both carry, each after
  // its own comments, is still one rule. A second copy of a base rule after its media query overrides the query.
  const text = readFileSync(join(dist, file), 'utf8').replace(/\/\*[\s\S]*?\*\/\n?/g, '');
  for (const raw of text.split(/(?<=^\})\n/m)) {
    const block = raw.trim();
    if (block === '' || seen.has(block)) continue;
    seen.add(block);
    css += `${block}\n`;
  }
}
writeFileSync(join(dist, 'styles.css'), css);
if (!existsSync(join(dist, 'styles.css'))) process.exit(1);
console.log(`styles.css: ${Buffer.byteLength(css)} bytes from ${parts.join(', ') || 'no CSS'}`);
