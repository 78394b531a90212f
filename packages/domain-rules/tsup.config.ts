import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset';

// One module per rule family, so an app's bundler keeps only the families a page uses (the browser's share of
// the frame was two copies of every rule before).
export default defineConfig(libraryConfig({ splitRoot: true }));
