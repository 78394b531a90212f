import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { boundedDialect, type DatabaseBounds, databaseBounds, setTransactionAttempts } from './bounds';
import { migrateToLatest } from './migrations';
import type { SandboxDb } from './open';
import type { SandboxDatabase } from './schema';

/**
 * One key for the sandbox's session-level advisory lock. Advisory locks are scoped to a database, so two
 * sandboxes on two databases of one server never wait for each other; two processes on one database do.
 */
const SANDBOX_LOCK_KEY = 7_243_118_905;

/** Prefix of the throwaway databases (`memory://` on a server): `ensure-postgres` drops leftovers by it. */
export const THROWAWAY_PREFIX = 'wardrobe_test_';

/**
 * node-postgres answers int8 as a string and dates in local time; PGlite answers numbers and UTC. The same
 * operations run on both, so the pool parses as PGlite does (counts are numbers, a `date` is UTC midnight).
 */
const PGLITE_LIKE: Record<number, (value: string) => unknown> = {
  20: Number, // int8: count(*), sums of int4
  1016: (value) => (builtin(1016)(value) as string[] | null)?.map(Number), // int8[]
  1082: (value) => utc(`${value}T00:00:00`), // date
  1114: (value) => utc(value.replace(' ', 'T')), // timestamp without time zone
};

/** pg-types' own parser for an oid (its `TypeId` type lists scalar types only, the runtime has arrays too). */
const builtin = (oid: number, format: 'text' | 'binary' = 'text') =>
  pg.types.getTypeParser(oid as Parameters<typeof pg.types.getTypeParser>[0], format) as (
    value: string,
  ) => unknown;

function utc(iso: string): Date | string {
  const date = new Date(`${iso}Z`);
  return Number.isNaN(date.getTime()) ? iso : date;
}

const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    (format !== 'binary' && PGLITE_LIKE[oid]) || builtin(oid, format),
} as pg.CustomTypesConfig;

export interface OpenPostgresOptions {
  /** `postgres://user:password@host:port/database`. */
  url: string;
  /** A fresh database on that server for this opener only, dropped on close (what `memory://` means there). */
  throwaway?: boolean;
  /** Pool size and waits (default: the environment, `db/bounds.ts`). */
  bounds?: DatabaseBounds;
}

/**
 * The sandbox on a Postgres server: the same migrations as PGlite, but many processes may share it, so the
 * schema work (migrations, seed-if-empty) runs under an advisory lock instead of a data-directory lock.
 */
export async function openPostgres({
  url,
  throwaway = false,
  bounds = databaseBounds(),
}: OpenPostgresOptions): Promise<SandboxDb> {
  const scratch = throwaway ? await createThrowawayDatabase(url) : undefined;
  const pool = new pg.Pool({
    connectionString: scratch?.url ?? url,
    types,
    max: bounds.pool,
    // Every wait ends: connecting, a statement, a lock, a transaction left open (then the server ends the session
    // and the pool replaces it). The driver bounds the wait for a free connection itself (`boundedDialect`).
    // node-postgres' own bound is a backstop behind the driver's, whose error says which setting to change.
    connectionTimeoutMillis: bounds.acquireTimeoutMs + 1000,
    statement_timeout: bounds.statementTimeoutMs,
    lock_timeout: bounds.lockTimeoutMs,
    idle_in_transaction_session_timeout: bounds.idleInTransactionTimeoutMs,
  });
  // An idle connection the server ends (restart, `drop database … with (force)`) must not crash the process:
  // the pool drops it and opens another on the next query.
  pool.on('error', () => {});
  // PGlite runs in UTC; date arithmetic in SQL must answer the same on a server whose zone differs.
  pool.on('connect', (client) => {
    client.query(`set time zone 'UTC'`).catch(() => {});
  });
  const db = new Kysely<SandboxDatabase>({ dialect: boundedDialect(new PostgresDialect({ pool }), bounds) });
  setTransactionAttempts(db, bounds.attempts);

  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    // The lock lives on one dedicated connection; the work runs on the pool's others.
    const holder = await pool.connect();
    try {
      // Another process may be seeding for a minute: this wait is not a request's, so it has no bound.
      await holder.query('set statement_timeout = 0; set lock_timeout = 0');
      await holder.query('select pg_advisory_lock($1)', [SANDBOX_LOCK_KEY]);
      try {
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [SANDBOX_LOCK_KEY]);
        await holder.query('reset statement_timeout; reset lock_timeout');
      }
    } finally {
      holder.release();
    }
  };

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await db.destroy();
      await scratch?.drop();
    })();
    return closing;
  };

  try {
    await exclusive(() => migrateToLatest(db as Kysely<unknown>));
  } catch (error) {
    await close().catch(() => {});
    throw describeConnectionError(error, url);
  }
  return { db, close, exclusive };
}

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates `wardrobe_test_<random>` on the server of `serverUrl` (through its `postgres` maintenance database),
 * so each test file gets a clean, isolated database; `drop()` removes it, ending any connection still open.
 */
export async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const name = `${THROWAWAY_PREFIX}${randomBytes(6).toString('hex')}`;
  await maintenance(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    name,
    url: url.toString(),
    drop() {
      dropped ??= maintenance(serverUrl, `drop database if exists ${name} with (force)`);
      return dropped;
    },
  };
}

async function maintenance(serverUrl: string, statement: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query(statement);
  } catch (error) {
    throw describeConnectionError(error, serverUrl);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A refused connection says where it tried (password hidden), not an empty `AggregateError`. */
function describeConnectionError(error: unknown, url: string): unknown {
  const code = (error as { code?: string }).code;
  if (code !== 'ECONNREFUSED' && code !== 'ENOTFOUND' && code !== 'ETIMEDOUT') return error;
  return new Error(
    `Could not reach the Postgres server at ${redact(url)} (${code}). Start it, or unset DATABASE_URL to use the embedded PGlite database.`,
    { cause: error },
  );
}

export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
