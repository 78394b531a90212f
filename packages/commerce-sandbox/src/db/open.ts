import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { boundedDialect, type DatabaseBounds, databaseBounds, setTransactionAttempts } from './bounds';
import { countCatalogueWrites, setCatalogueVersionSource } from './catalogue-version';
import { acquireDataDirectory } from './lock';
import { migrateToLatest } from './migrations';
import { openPostgres } from './postgres';
import type { SandboxDatabase } from './schema';

export interface OpenDatabaseOptions {
  /** A PGlite data directory, or `memory://` for tests (on a Postgres server: a throwaway database). */
  dataDir: string;
  /** A Postgres server instead of PGlite (`postgres://…`). Default: the `DATABASE_URL` environment variable. */
  databaseUrl?: string;
  /** Waits and pool size; default: the environment (`db/bounds.ts`, `WARDROBE_DB_POOL`…). */
  bounds?: Partial<DatabaseBounds>;
}

export interface SandboxDb {
  db: Kysely<SandboxDatabase>;
  close(): Promise<void>;
  /**
   * Runs `work` while no other opener of this database runs its own (seed-if-empty, reset). PGlite: the
   * data-directory lock already makes this process the only one. Postgres: a session-level advisory lock.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Opens (and migrates) the sandbox database. `DATABASE_URL` (or `databaseUrl`) selects a Postgres server,
 * shared by many processes; otherwise the embedded PGlite in `dataDir`, refused if another process owns it.
 */
export async function openDatabase({
  dataDir,
  databaseUrl = process.env.DATABASE_URL || undefined,
  bounds: overrides,
}: OpenDatabaseOptions): Promise<SandboxDb> {
  const inMemory = dataDir.startsWith('memory://');
  const bounds = databaseBounds(process.env, overrides);
  // Reading: `memory://` means "a database nobody else sees, gone on close"; on a server that is a fresh
  // database per opener, so parallel test files never share rows.
  if (databaseUrl) return openPostgres({ url: databaseUrl, throwaway: inMemory, bounds });
  const release = inMemory ? () => {} : acquireDataDirectory(dataDir);
  try {
    // pg_trgm: the search index's typo look-ups (migration 0011 creates the extension). One options object:
    // PGlite drops the second argument when the first is not a data directory.
    const pglite = new PGlite({ ...(inMemory ? {} : { dataDir }), extensions: { pg_trgm } });
    // This process is the only writer of an embedded database: counting its catalogue writes tells the
    // catalogue cache when to start again, with no query per read.
    const writes = countCatalogueWrites();
    // One connection, queued: a request waits for it at most `acquireTimeoutMs` (then 503), never for ever.
    const db = new Kysely<SandboxDatabase>({
      dialect: boundedDialect(new PGliteDialect(pglite), bounds),
      plugins: [writes.plugin],
    });
    setCatalogueVersionSource(db, writes.source);
    setTransactionAttempts(db, bounds.attempts);
    await migrateToLatest(db as Kysely<unknown>);
    return {
      db,
      async close() {
        await db.destroy();
        await pglite.close().catch(() => {});
        release();
      },
      exclusive: (work) => work(),
    };
  } catch (error) {
    release();
    throw error;
  }
}
