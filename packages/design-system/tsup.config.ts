import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset';

export default defineConfig(libraryConfig({ client: 'src/client.ts', styles: true }));
