import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import type { Kysely } from 'kysely';
import { type ContentService, createContentService } from './content';
import type { DatabaseBounds } from './db/bounds';
import { openDatabase } from './db/open';
import type { SandboxDatabase } from './db/schema';
import { createSandboxOutbox, type SandboxOutbox } from './outbox';
import { createSandboxProvider } from './provider';
import { seedIfEmpty } from './seed';
import { createSandboxServices, type SandboxServices } from './services';

export interface Sandbox {
  db: Kysely<SandboxDatabase>;
  commerce: CommerceProvider;
  /** The outside services the commerce provider's service operations use. */
  services: SandboxServices;
  /** The content service (`services.content`), kept here for callers that read content in-process. */
  content: ContentService;
  /**
   * Mail the sandbox has sent (password reset, welcome, order), newest first: `outbox.list({ email })`. A seam
   * of the sandbox only (contracts/sandbox-seams.md "Outbox"); a production backend has no such read.
   */
  outbox: SandboxOutbox;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** PGlite data directory, or `memory://`. Default: `WARDROBE_DATA_DIR`, else `.data/` at the workspace root. */
  dataDir?: string;
  contentDir?: string;
  /** Pool size and waits of the database (default: the environment, `db/bounds.ts`). */
  bounds?: Partial<DatabaseBounds>;
  /**
   * Services to use instead of the sandbox's own (a Talon.One, Constructor or Amplience adapter): each one given
   * replaces the sandbox's by configuration alone, behind the same `@wardrobe/commerce-sdk` interface.
   */
  services?: Partial<SandboxServices>;
}

export async function createSandbox({
  dataDir = defaultDataDir(),
  contentDir,
  bounds,
  services: replacements = {},
}: SandboxOptions = {}): Promise<Sandbox> {
  const { db, close, exclusive } = await openDatabase({ dataDir, ...(bounds ? { bounds } : {}) });
  try {
    // On a shared Postgres server two processes may start together: one seeds, the other finds it seeded.
    await exclusive(() => seedIfEmpty(db));
  } catch (error) {
    await close();
    throw error;
  }
  const services: SandboxServices = { ...createSandboxServices(db, { contentDir }), ...replacements };
  return {
    db,
    commerce: createSandboxProvider(db, services),
    services,
    content: services.content ?? createContentService({ directory: contentDir }),
    outbox: createSandboxOutbox(db),
    close,
  };
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
