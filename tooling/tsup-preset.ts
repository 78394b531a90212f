import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import type { Options } from 'tsup';

/**
 * One build recipe for every package.
 *
 * Why two builds for packages with client components: esbuild drops module-level directives when it bundles,
 * so `'use client'` would vanish from what we publish. The client entry (`src/client.ts`) is built on its own
 * with the directive as a banner, and the server-safe root entry imports it as an external `./client.js`.
 * Next (and any RSC bundler) then sees one client boundary, while tokens, layout and server blocks stay
 * server components with no client JS.
 */
export interface LibraryOptions {
  /** Server-safe entries, name → source file. */
  entry?: Record<string, string>;
  /** The client entry, re-exported by the root entry through `./client`. */
  client?: string;
  /**
   * More client entries (name → source), built with the client entry and code splitting. The client entry then
   * re-exports from shared chunks, one per set of entries that reach the code, so an app's bundler keeps only the
   * chunks of the components it imports (the package is free of side effects but its CSS): a page that uses one
   * picker no longer ships every interactive component.
   */
  clientParts?: Record<string, string>;
  /** Compile `.css.ts` files with vanilla-extract (emits CSS that `merge-css.mjs` joins into `styles.css`). */
  styles?: boolean;
  /**
   * Build every module the root entry re-exports (`from './…'`) as an entry of its own, with code splitting,
   * so `dist/index.js` re-exports from one module per component instead of holding them all. Why: a client
   * component that imports one helper from the root would otherwise take the whole server-safe bundle's
   * top-level code into the browser (the sprinkles' runtime, the theme's token object: ~5 kB gzip a page),
   * because a bundler keeps a module's side-effectful statements whenever it keeps the module.
   */
  splitRoot?: boolean;
}

/**
 * The files the root entry re-exports from, as `modules.<path>` entries (the client entry and the client parts
 * excepted: those stay external client boundaries).
 */
function rootModules(
  indexSource: string,
  clientSources: ReadonlySet<string> = new Set(),
): Record<string, string> {
  const source = readFileSync(indexSource, 'utf8');
  const base = dirname(indexSource);
  const entries: Record<string, string> = {};
  for (const [, specifier] of source.matchAll(/from '\.\/([^']+)'/g)) {
    if (!specifier || specifier === 'client') continue;
    const file = ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => `${base}/${specifier}${ending}`)
      .find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`${indexSource} re-exports './${specifier}', which has no source file`);
    if (clientSources.has(resolve(file))) continue;
    // A folder whose index only re-exports its files gives each file an entry of its own: one entry for the
    // folder would be one module to a bundler, kept whole on every page that uses any of it (the listing query's
    // parser went to every page with the search bar's one helper).
    const parts = /\/index\.tsx?$/.test(file) ? folderFiles(file) : undefined;
    if (parts) {
      for (const [name, part] of Object.entries(parts))
        entries[`modules.${specifier.replaceAll('/', '.')}.${name}`] = part;
      continue;
    }
    // At the dist root, like every entry, so relative imports of `./client.js` and `./parts/…` hold everywhere.
    entries[`modules.${specifier.replace(/\.css$/, '-css').replaceAll('/', '.')}`] = file;
  }
  return entries;
}

/** A folder index's files (name → source) when the index is nothing but `export * from './file'` lines. */
function folderFiles(index: string): Record<string, string> | undefined {
  const statements = readFileSync(index, 'utf8')
    .replace(/\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  const files: Record<string, string> = {};
  for (const statement of statements) {
    const name = /^export \* from '\.\/([\w-]+)'$/.exec(statement)?.[1];
    const file = name && [`${dirname(index)}/${name}.ts`, `${dirname(index)}/${name}.tsx`].find(existsSync);
    if (!name || !file) return undefined;
    files[name] = file;
  }
  return Object.keys(files).length > 1 ? files : undefined;
}

/**
 * Any import of `src/client.ts` becomes the external `./client.js`, and any import of a client part's source
 * the external `./parts/<name>.js` (every entry bundles to the dist root). Why the parts: a server component
 * that imports one client block through `./client.js` makes that whole module a client reference, and Next
 * then ships every client block it re-exports on every page (the mobile menus with the benefit bar); through
 * its part, a page ships only the blocks it renders.
 */
function keepClientBoundaryExternal(clientSource: string, clientParts: Record<string, string>): Plugin {
  const withoutExtension = (file: string) => file.replace(/\.(js|ts|tsx)$/, '').replace(/\/index$/, '');
  const boundaries = new Map<string, string>([[withoutExtension(resolve(clientSource)), './client.js']]);
  for (const [name, source] of Object.entries(clientParts)) {
    boundaries.set(withoutExtension(resolve(source)), `./${name}.js`);
  }
  const clientFile = resolve(clientSource);
  return {
    name: 'wardrobe-client-boundary',
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        if (args.importer === clientFile) return undefined;
        const target = boundaries.get(withoutExtension(resolve(dirname(args.importer), args.path)));
        return target ? { path: target, external: true } : undefined;
      });
    },
  };
}

/**
 * `WARDROBE_SKIP_DTS=1` builds without declaration files. `npm test` sets it when its typecheck layer runs: that
 * layer checks every package's sources, every project reads the packages' sources for types (the `@wardrobe/source`
 * condition), and nothing in the test command reads `dist/*.d.ts` (rolling them up took the content blocks alone
 * ~70 s of CI's build layer). Publishing (`pnpm release`) and `npm start` build them.
 */
const declarations = process.env.WARDROBE_SKIP_DTS !== '1';

export function libraryConfig({
  entry = { index: 'src/index.ts' },
  client,
  clientParts = {},
  styles = false,
  splitRoot = false,
}: LibraryOptions): Options[] {
  const shared: Options = {
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    dts: declarations,
    sourcemap: true,
    // esbuild already tree-shakes the bundle; tsup's extra rollup pass strips 'use client', so it stays off.
    treeshake: false,
    splitting: false,
    outDir: 'dist',
    esbuildPlugins: styles ? [vanillaExtractPlugin({ identifiers: 'short' })] : [],
  };
  const builds: Options[] = [
    {
      ...shared,
      entry:
        splitRoot && entry.index
          ? {
              ...rootModules(
                entry.index,
                new Set(Object.values(clientParts).map((source) => resolve(source))),
              ),
              ...entry,
            }
          : entry,
      splitting: splitRoot,
      // Declarations for the published entries only; the split modules are an implementation detail.
      dts: declarations && { entry },
      clean: true,
      esbuildPlugins: [
        ...(shared.esbuildPlugins ?? []),
        ...(client ? [keepClientBoundaryExternal(client, clientParts)] : []),
      ],
    },
  ];
  if (client) {
    builds.push({
      ...shared,
      entry: { client, ...clientParts },
      // Chunks carry the directive too (a banner goes on every file): harmless in a module already on the client.
      splitting: Object.keys(clientParts).length > 0,
      dts: declarations && { entry: { client } },
      clean: false,
      banner: { js: "'use client';" },
      async onSuccess() {
        const { readFile } = await import('node:fs/promises');
        const head = (await readFile('dist/client.js', 'utf8')).slice(0, 40);
        if (!/^['"]use client['"]/.test(head))
          throw new Error("dist/client.js lost its 'use client' directive");
      },
    });
  }
  return builds;
}
