import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import type { Kysely } from 'kysely';
import { type ContentService, createContentService } from './content';
import { openDatabase } from './db/open';
import type { SandboxDatabase } from './db/schema';
import { createSandboxProvider } from './provider';
import { seedIfEmpty } from './seed';

export interface Sandbox {
  db: Kysely<SandboxDatabase>;
  commerce: CommerceProvider;
  content: ContentService;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** PGlite data directory, or `memory://`. Default: `WARDROBE_DATA_DIR`, else `.data/` at the workspace root. */
  dataDir?: string;
  contentDir?: string;
}

export async function createSandbox({
  dataDir = defaultDataDir(),
  contentDir,
}: SandboxOptions = {}): Promise<Sandbox> {
  const { db, close, exclusive } = await openDatabase({ dataDir });
  try {
    // On a shared Postgres server two processes may start together: one seeds, the other finds it seeded.
    await exclusive(() => seedIfEmpty(db));
  } catch (error) {
    await close();
    throw error;
  }
  return { db, commerce: createSandboxProvider(db), content: createContentService(contentDir), close };
}

const SINGLETON = Symbol.for('wardrobe.commerce-sandbox');
type Holder = { [SINGLETON]?: Promise<Sandbox> };

/**
 * The process-wide sandbox. Kept on `globalThis` because a framework may load this module more than once
 * (one copy per server bundle), and two openers of one PGlite directory would lose writes.
 */
export function getSandbox(): Promise<Sandbox> {
  const holder = globalThis as Holder;
  if (!holder[SINGLETON]) {
    holder[SINGLETON] = createSandbox().catch((error: unknown) => {
      delete holder[SINGLETON];
      throw error;
    });
  }
  return holder[SINGLETON];
}

export function defaultDataDir(): string {
  if (process.env.WARDROBE_DATA_DIR) return resolve(/*turbopackIgnore: true*/ process.env.WARDROBE_DATA_DIR);
  let dir = resolve(/*turbopackIgnore: true*/ process.cwd());
  while (!existsSync(join(/*turbopackIgnore: true*/ dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return resolve(/*turbopackIgnore: true*/ '.data');
    dir = parent;
  }
  return join(/*turbopackIgnore: true*/ dir, '.data');
}
