import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset';

// `schemas` is the schemas-only entry (no React, no CSS) that the sandbox's content service loads.
export default defineConfig(
  libraryConfig({
    entry: { index: 'src/index.ts', schemas: 'src/schemas.ts' },
    client: 'src/client.ts',
    styles: true,
  }),
);
