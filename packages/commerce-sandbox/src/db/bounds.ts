import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  sql,
  type Transaction,
  type TransactionSettings,
} from 'kysely';

/**
 * Every wait on the database is bounded, so a request that cannot get the database in time is refused (503 with
 * `Retry-After`, see `provider.ts`) instead of hanging: taking a connection (the pool's, or PGlite's single one),
 * and on a Postgres server a statement, a lock and a transaction left idle. Settings from the environment, in
 * milliseconds; the defaults are a few seconds, far above any answer the shop gives under its load targets.
 */
export interface DatabaseBounds {
  /** Connections per process to a Postgres server (`WARDROBE_DB_POOL`, default 10, at least 2). */
  pool: number;
  /** Longest wait for a connection (`WARDROBE_DB_ACQUIRE_TIMEOUT_MS`, default 5000). PGlite: its queue. */
  acquireTimeoutMs: number;
  /** Postgres `statement_timeout` (`WARDROBE_DB_STATEMENT_TIMEOUT_MS`, default 5000). */
  statementTimeoutMs: number;
  /** Postgres `lock_timeout` (`WARDROBE_DB_LOCK_TIMEOUT_MS`, default 3000). */
  lockTimeoutMs: number;
  /** Postgres `idle_in_transaction_session_timeout` (`WARDROBE_DB_IDLE_TRANSACTION_TIMEOUT_MS`, default 5000). */
  idleInTransactionTimeoutMs: number;
  /** Tries of a transaction or statement that lost a deadlock or a serialisation race (default 4). */
  attempts: number;
}

export const DEFAULT_BOUNDS: DatabaseBounds = {
  pool: 10,
  acquireTimeoutMs: 5000,
  statementTimeoutMs: 5000,
  lockTimeoutMs: 3000,
  idleInTransactionTimeoutMs: 5000,
  attempts: 4,
};

const ENV: Record<Exclude<keyof DatabaseBounds, 'attempts'>, string> = {
  pool: 'WARDROBE_DB_POOL',
  acquireTimeoutMs: 'WARDROBE_DB_ACQUIRE_TIMEOUT_MS',
  statementTimeoutMs: 'WARDROBE_DB_STATEMENT_TIMEOUT_MS',
  lockTimeoutMs: 'WARDROBE_DB_LOCK_TIMEOUT_MS',
  idleInTransactionTimeoutMs: 'WARDROBE_DB_IDLE_TRANSACTION_TIMEOUT_MS',
};

/** The bounds from the environment; a value that is not a positive whole number is refused with its name. */
export function databaseBounds(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<DatabaseBounds> = {},
): DatabaseBounds {
  const bounds = { ...DEFAULT_BOUNDS };
  for (const [key, name] of Object.entries(ENV) as [keyof typeof ENV, string][]) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${name} must be a positive whole number, not "${text}".`);
    }
    // One connection holds the start-up lock while the migrations run on another (`openPostgres`).
    if (key === 'pool' && value < 2) {
      throw new Error(`${name} must be at least 2: one connection holds the start-up lock, not "${text}".`);
    }
    bounds[key] = value;
  }
  return { ...bounds, ...overrides };
}

/** The database could not be had in time: the caller answers 503 and asks the client to come back. */
export class DatabaseBusyError extends Error {
  override readonly name = 'DatabaseBusyError';
}

/** Postgres error codes (SQLSTATE) of a wait that hit its bound. */
const BUSY_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections: the server's own limit
]);
/** Lost races that leave nothing behind: the statement or transaction can simply run again. */
const RETRY_CODES = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** True when an error says the database was not had in time (any of the bounds above). */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DatabaseBusyError) return true;
  const code = codeOf(error);
  if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
  // node-postgres: its own connection timeout, and a session the server ended for idling in a transaction.
  const message = error instanceof Error ? error.message : '';
  return /timeout exceeded when trying to connect|idle-in-transaction timeout/i.test(message);
}

/** True for a deadlock or serialisation failure: the database undid the work, which may run again. */
export function isRetryable(error: unknown): boolean {
  const code = codeOf(error);
  return typeof code === 'string' && RETRY_CODES.has(code);
}

/** 20–80 ms, then 40–160 ms…: spread so that two losers of one race do not meet again. */
export const retryDelayMs = (attempt: number) => (10 + Math.random() * 30) * 2 ** (attempt + 1);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A dialect whose driver bounds the wait for a connection (`acquireTimeoutMs`) and runs a statement outside a
 * transaction again when it lost a deadlock or serialisation race (an aborted autocommit statement wrote
 * nothing). Wraps PGlite's dialect (one connection, a queue) and Postgres' (a pool) alike.
 */
export function boundedDialect(inner: Dialect, bounds: DatabaseBounds): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver: () => new BoundedDriver(inner.createDriver(), bounds),
  };
}

class BoundedDriver implements Driver {
  /** Our connection → the inner driver's (which it checks on release). */
  readonly #inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly #inTransaction = new WeakSet<DatabaseConnection>();

  constructor(
    private readonly driver: Driver,
    private readonly bounds: DatabaseBounds,
  ) {}

  init() {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const acquiring = this.driver.acquireConnection();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new DatabaseBusyError(
              `No database connection within ${this.bounds.acquireTimeoutMs} ms (WARDROBE_DB_ACQUIRE_TIMEOUT_MS).`,
            ),
          ),
        this.bounds.acquireTimeoutMs,
      );
    });
    let connection: DatabaseConnection;
    try {
      connection = await Promise.race([acquiring, timedOut]);
    } catch (error) {
      // Given up on: when the connection comes after all, it goes straight back to the pool or queue.
      if (error instanceof DatabaseBusyError) {
        acquiring.then(
          (late) => this.driver.releaseConnection(late),
          () => {},
        );
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
    return this.#wrap(connection);
  }

  #wrap(connection: DatabaseConnection): DatabaseConnection {
    const wrapped: DatabaseConnection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await connection.executeQuery<R>(query);
          } catch (error) {
            if (this.#inTransaction.has(wrapped) || !isRetryable(error) || attempt >= this.bounds.attempts) {
              throw error;
            }
            await sleep(retryDelayMs(attempt));
          }
        }
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
    this.#inner.set(wrapped, connection);
    return wrapped;
  }

  #unwrap(connection: DatabaseConnection): DatabaseConnection {
    return this.#inner.get(connection) ?? connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    this.#inTransaction.add(connection);
    await this.driver.beginTransaction(this.#unwrap(connection), settings);
  }

  async commitTransaction(connection: DatabaseConnection) {
    try {
      await this.driver.commitTransaction(this.#unwrap(connection));
    } finally {
      this.#inTransaction.delete(connection);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await this.driver.rollbackTransaction(this.#unwrap(connection));
    } finally {
      this.#inTransaction.delete(connection);
    }
  }

  releaseConnection(connection: DatabaseConnection) {
    this.#inTransaction.delete(connection);
    return this.driver.releaseConnection(this.#unwrap(connection));
  }

  destroy() {
    return this.driver.destroy();
  }
}

/** Tries of `transact` by database handle (its adapter), set by `openDatabase` from the bounds. */
const attemptsByDatabase = new WeakMap<object, number>();

export function setTransactionAttempts<DB>(db: Kysely<DB>, attempts: number): void {
  attemptsByDatabase.set(db.getExecutor().adapter, attempts);
}

/**
 * `transact(db, work)`, run again (after a jittered pause) when the database undid it for a deadlock
 * or a serialisation failure, a bounded number of times; the last failure is thrown. `work` must do nothing
 * outside the database that a second run would repeat (cookies are set after it returns).
 */
export async function transact<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const attempts = attemptsByDatabase.get(db.getExecutor().adapter) ?? DEFAULT_BOUNDS.attempts;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryable(error) || attempt >= attempts) throw error;
      await sleep(retryDelayMs(attempt));
    }
  }
}

/**
 * For the few long jobs (seeding, the search index rebuild): lifts the per-statement, lock and idle bounds for
 * the rest of this transaction only (`set local`), so a rebuild on a big catalogue is not cut off half-way.
 * Requests queued behind it are still bounded by their own waits.
 */
export async function liftBounds<DB>(trx: Transaction<DB>): Promise<void> {
  await sql`set local statement_timeout = 0`.execute(trx);
  await sql`set local lock_timeout = 0`.execute(trx);
  await sql`set local idle_in_transaction_session_timeout = 0`.execute(trx);
}
