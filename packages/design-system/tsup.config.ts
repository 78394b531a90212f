import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset';

// One client part per component folder the client entry re-exports, so that chunks follow components.
const clientParts = Object.fromEntries(
  [...readFileSync('src/client.ts', 'utf8').matchAll(/from '\.\/components\/([A-Za-z]+)'/g)].map(
    ([, name]) => [`parts/${name}`, `src/components/${name}/index.ts`],
  ),
);

export default defineConfig(
  libraryConfig({ client: 'src/client.ts', clientParts, styles: true, splitRoot: true }),
);
