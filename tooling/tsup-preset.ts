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
}

/** Any import of `src/client.ts` becomes the external `./client.js` (every entry bundles to the dist root). */
function keepClientBoundaryExternal(clientSource: string): Plugin {
  const clientFile = resolve(clientSource);
  return {
    name: 'wardrobe-client-boundary',
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\/(.*\/)?client(\.js|\.ts)?$/ }, (args) => {
        const target = resolve(dirname(args.importer), args.path).replace(/\.(js|ts)$/, '');
        return target === clientFile.replace(/\.ts$/, '') && args.importer !== clientFile
          ? { path: './client.js', external: true }
          : undefined;
      });
    },
  };
}

export function libraryConfig({
  entry = { index: 'src/index.ts' },
  client,
  clientParts = {},
  styles = false,
}: LibraryOptions): Options[] {
  const shared: Options = {
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    dts: true,
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
      entry,
      clean: true,
      esbuildPlugins: [
        ...(shared.esbuildPlugins ?? []),
        ...(client ? [keepClientBoundaryExternal(client)] : []),
      ],
    },
  ];
  if (client) {
    builds.push({
      ...shared,
      entry: { client, ...clientParts },
      // Chunks carry the directive too (a banner goes on every file): harmless in a module already on the client.
      splitting: Object.keys(clientParts).length > 0,
      dts: { entry: { client } },
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
