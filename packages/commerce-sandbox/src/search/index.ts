export { refreshSearchIndex } from './build';
export { COMPLETE_THE_LOOK } from './complete-the-look';
export { COLLECTIONS, createSandboxSearch } from './service';
