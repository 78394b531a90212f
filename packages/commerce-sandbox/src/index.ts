export { type ContentEntry, type ContentService, createContentService, defaultContentDir } from './content';
export { DataDirectoryInUseError } from './db/lock';
export { openDatabase } from './db/open';
export type { SandboxDatabase } from './db/schema';
export { NOT_A_TEST_CARD, TEST_CARDS, testCardToken } from './operations/checkout/test-cards';
export * from './pictures';
export { createSandboxProvider } from './provider';
export { createSandbox, defaultDataDir, getSandbox, type Sandbox, type SandboxOptions } from './sandbox';
export { seed, seedIfEmpty } from './seed';
