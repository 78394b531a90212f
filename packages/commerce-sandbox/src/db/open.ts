import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { acquireDataDirectory } from './lock';
import { migrateToLatest } from './migrations';
import type { SandboxDatabase } from './schema';

export interface OpenDatabaseOptions {
  /** A PGlite data directory, or `memory://` for tests. */
  dataDir: string;
}

export interface SandboxDb {
  db: Kysely<SandboxDatabase>;
  close(): Promise<void>;
}

/** Opens (and migrates) the embedded database; refuses a data directory that another process owns. */
export async function openDatabase({ dataDir }: OpenDatabaseOptions): Promise<SandboxDb> {
  if (process.env.DATABASE_URL) {
    // Reading chosen for the walking skeleton: say so plainly rather than silently ignore the variable.
    throw new Error(
      'DATABASE_URL (a shared Postgres server) is not supported yet; unset it to use the embedded PGlite database.',
    );
  }
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : acquireDataDirectory(dataDir);
  try {
    const pglite = new PGlite(inMemory ? undefined : dataDir);
    const db = new Kysely<SandboxDatabase>({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db as Kysely<unknown>);
    return {
      db,
      async close() {
        await db.destroy();
        await pglite.close().catch(() => {});
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
