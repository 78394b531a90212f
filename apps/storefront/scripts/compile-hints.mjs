// After `next build`: marks every chunk a route loads at startup with V8's explicit compile hint, the
// `//# allFunctionsCalledOnLoad` magic comment (Chrome 136+). Without it, V8 compiles each of Turbopack's module
// factories lazily, on the main thread, the first time it runs — and at startup nearly all of them run. With it,
// V8 compiles those files whole on a background thread while they stream in. Measured on the product page (4×
// CPU throttle): main-thread script time 790 → 330 ms, Lighthouse TBT about 170 → 105 ms.
//
// Only startup chunks are marked: the root main files and every layout's, page's and boundary's entry chunks, as
// the client reference manifests list them. Chunks loaded on demand (dynamic imports) are left lazy, since most
// of their functions may never run. Browsers without the hint read an ordinary comment.
//
// Neither Turbopack nor Next has a banner option for client chunks, so this is a step of the storefront's
// `build` script. It is idempotent, and a chunk's source map (an analysis build's) gets an empty first line.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function* filesUnder(dir, suffix) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, suffix);
    else if (entry.name.endsWith(suffix)) yield path;
  }
}

/** The chunks (paths relative to the dist dir, `static/chunks/….js`) some route loads at startup. */
export function startupChunks(distDir) {
  const chunks = new Set();
  const build = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  for (const file of build.rootMainFiles ?? []) chunks.add(file);
  const appDir = join(distDir, 'server', 'app');
  if (existsSync(appDir)) {
    for (const file of filesUnder(appDir, '_client-reference-manifest.js')) {
      // A manifest is `globalThis.__RSC_MANIFEST[route] = {…}`; run it in a context of its own to read it.
      const context = {};
      runInNewContext(readFileSync(file, 'utf8'), context, { filename: file });
      for (const route of Object.values(context.__RSC_MANIFEST ?? {})) {
        for (const files of Object.values(route.entryJSFiles ?? {}))
          for (const chunk of files) chunks.add(chunk);
      }
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort();
}

/** Marks each startup chunk once; answers the chunks marked now. */
export function markStartupChunks(distDir) {
  const marked = [];
  for (const chunk of startupChunks(distDir)) {
    const path = join(distDir, chunk);
    if (!existsSync(path))
      throw new Error(`compile hints: ${chunk} is in the manifests but not in ${distDir}`);
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    const map = `${path}.map`;
    if (existsSync(map)) {
      const sourceMap = JSON.parse(readFileSync(map, 'utf8'));
      // One generated line more at the top: a `;` in the mappings is a line with nothing mapped.
      if (typeof sourceMap.mappings === 'string') sourceMap.mappings = `;${sourceMap.mappings}`;
      if (Array.isArray(sourceMap.sections)) {
        for (const section of sourceMap.sections) section.offset.line += 1;
      }
      writeFileSync(map, JSON.stringify(sourceMap));
    }
    marked.push(chunk);
  }
  return marked;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distDir = join(process.cwd(), process.env.WARDROBE_NEXT_DIST_DIR ?? '.next');
  const marked = markStartupChunks(distDir);
  console.log(`Compile hints: ${marked.length} startup chunks marked in ${relative(process.cwd(), distDir)}`);
}
