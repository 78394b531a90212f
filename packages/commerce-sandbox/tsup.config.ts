import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset';

export default defineConfig(
  libraryConfig({ entry: { index: 'src/index.ts', cli: 'src/cli.ts' } }).map((config) => ({
    ...config,
    platform: 'node' as const,
  })),
);
