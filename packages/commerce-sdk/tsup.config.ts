import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset';

export default defineConfig(
  libraryConfig({
    entry: { index: 'src/index.ts', browser: 'src/browser.ts', 'server/index': 'src/server/index.ts' },
  }),
);
