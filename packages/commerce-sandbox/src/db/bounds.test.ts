import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCache } from '../operations/catalogue/cache';
import { promotionRules } from '../promotions/rules';
import { DATABASE_BUSY_MESSAGE, DATABASE_BUSY_RETRY_AFTER_S } from '../provider';
import { categoryRows } from '../seed/categories';
import { insertTestProducts, TEST_PRODUCTS } from '../testing/catalogue-fixture';
import { startSandboxServer } from '../testing/harness';
import { DatabaseBusyError, databaseBounds, isDatabaseBusy, isRetryable, transact } from './bounds';
import { setCatalogueVersionSource } from './catalogue-version';
import { openDatabase, type SandboxDb } from './open';

// Every test runs in both layers: the unit layer on the embedded PGlite (one connection, a queue), the postgres
// layer on a server (a pool). Each asserts what that backend must do; none is skipped.
const onServer = Boolean(process.env.DATABASE_URL);

/** Settles within `ms`, or fails saying it hung: a hang must fail the test, not stall the run. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([promise, hung]).finally(() => clearTimeout(timer));
}

function barrier(count: number) {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    opened,
    arrive() {
      arrived += 1;
      if (arrived === count) open();
    },
  };
}

const dress = TEST_PRODUCTS.variantDress.id;
const jumper = TEST_PRODUCTS.productJumper.id;

describe('no wait inside a transaction on work outside it (issue 17)', () => {
  // As many transactions as there are connections (PGlite has one), each holding its connection while a read
  // outside any transaction waits for one: the shape that hung a storefront for good under load.
  const connections = onServer ? 3 : 1;
  let handle: SandboxDb;
  beforeAll(async () => {
    // A long acquire bound: on the old code the outside read must wait, not fail fast, for the hang to show.
    handle = await openDatabase({
      dataDir: 'memory://',
      bounds: { pool: connections, acquireTimeoutMs: 20_000 },
    });
    // The catalogue's categories: the promotions rules name them.
    await handle.db.insertInto('categories').values(categoryRows()).execute();
    await insertTestProducts(handle.db);
  });
  afterAll(() => handle?.close());

  /**
   * Holds every connection in a transaction, then starts `outside` (which queues for a connection), then runs
   * `inside` in each transaction. Resolves with what the transactions and the outside read answered.
   */
  async function everyConnectionHeld<T, U>(
    outside: () => Promise<U>,
    inside: (trx: SandboxDb['db']) => Promise<T>,
  ) {
    const holding = barrier(connections);
    let go: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      go = resolve;
    });
    const transactions = Array.from({ length: connections }, () =>
      transact(handle.db, async (trx) => {
        await sql`select 1`.execute(trx);
        holding.arrive();
        await released;
        return inside(trx);
      }),
    );
    await holding.opened;
    const read = outside();
    // Let the outside read register its pending load and queue for a connection, then let the transactions on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    go();
    return within(
      8000,
      Promise.all([Promise.all(transactions), read]),
      `${connections} transaction(s) reading what a queued load is loading`,
    );
  }

  it('a transaction reads a product whose load outside it is queued behind it, and both finish', async () => {
    const cache = catalogueCache(handle.db);
    // The version read would need a connection of its own; fixed here so the outside read goes straight to its
    // product load, which then queues behind the transactions (the interleaving the race produced).
    setCatalogueVersionSource(handle.db, () => 'fixed');
    const [inside, outside] = await everyConnectionHeld(
      () => cache.records(handle.db, [dress, jumper], 'GBP'),
      async (trx) => (await cache.records(trx, [dress], 'GBP')).get(dress)?.product.name,
    );
    expect(inside).toEqual(Array(connections).fill('Test Variant Dress'));
    expect(outside.get(jumper)?.product.name).toBe('Test Product Jumper');
    // Once finished, the outside load serves transactions from memory.
    const cached = await transact(handle.db, (trx) => cache.records(trx, [dress], 'GBP'));
    expect(cached.get(dress)).toBe(outside.get(dress));
  });

  it('a transaction compiles the promotions rules itself while their first compile is queued', async () => {
    const [inside, outside] = await everyConnectionHeld(
      () => promotionRules(handle.db),
      async (trx) => (await promotionRules(trx)).applications.GBP.store,
    );
    expect(inside).toEqual(Array(connections).fill(outside.applications.GBP.store));
  });
});

describe('bounded waits', () => {
  it('refuses a query that cannot get a connection in time, and gives the connection back when it comes', async () => {
    const handle = await openDatabase({ dataDir: 'memory://', bounds: { pool: 2, acquireTimeoutMs: 300 } });
    try {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holding = barrier(onServer ? 2 : 1);
      const holders = Array.from({ length: onServer ? 2 : 1 }, () =>
        transact(handle.db, async (trx) => {
          await sql`select 1`.execute(trx);
          holding.arrive();
          await held;
        }),
      );
      await holding.opened;
      try {
        const started = Date.now();
        const refused = await sql`select 1`.execute(handle.db).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(DatabaseBusyError);
        expect(isDatabaseBusy(refused)).toBe(true);
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        release();
        await Promise.all(holders);
      }
      // The connection the refused query was still queued for went back: the database answers again.
      const { rows } = await within(
        3000,
        sql<{ n: number }>`select 2 as n`.execute(handle.db),
        'a later query',
      );
      expect(rows[0]?.n).toBe(2);
    } finally {
      await handle.close();
    }
  });

  it('answers 503 with a message and Retry-After when a bag write cannot get the database in time', async () => {
    // Postgres: the cart row is locked by another transaction past lock_timeout. PGlite: its one connection is
    // held past the acquire bound. Either way the shopper gets 503, not a 500 or a hang.
    const server = await startSandboxServer({ bounds: { lockTimeoutMs: 300, acquireTimeoutMs: 300 } });
    try {
      const shopper = server.shopper();
      const { variants } = TEST_PRODUCTS.variantDress;
      await insertTestProducts(server.sandbox.db);
      const created = await shopper.call('createCart', [
        {
          currency: { code: 'GBP' },
          line_items: [{ product_id: dress, variant_id: variants.stock100, quantity: 1 }],
        },
      ]);
      expect(created.status).toBe(200);
      const cartId: string = created.body.data.id;
      const itemId: string = created.body.data.line_items.physical_items[0].id;

      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const locked = barrier(1);
      const holder = transact(server.sandbox.db, async (trx) => {
        await trx.selectFrom('carts').select('id').where('id', '=', cartId).forUpdate().execute();
        locked.arrive();
        await held;
      });
      await locked.opened;
      const answer = await within(
        5000,
        fetch(`${server.url}/bigcommerce/removeCartItem`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-bigcommerce-channel-id': '1',
            cookie: [...shopper.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
          },
          body: JSON.stringify([{ cartId, itemId }]),
        }),
        'a bag write behind a held lock',
      );
      release();
      await holder;
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe(String(DATABASE_BUSY_RETRY_AFTER_S));
      expect(await answer.json()).toEqual({ message: DATABASE_BUSY_MESSAGE, statusCode: 503 });
      // Nothing was lost: the line is still in the bag, and the same write goes through now.
      const after = await shopper.call('getCart', [{ id: cartId }]);
      expect(after.body.data.line_items.physical_items).toHaveLength(1);
      expect((await shopper.call('removeCartItem', [{ cartId, itemId }])).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('contention', () => {
  let handle: SandboxDb;
  let first = 0;
  let second = 0;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://', bounds: { pool: 4 } });
    const rows = await handle.db
      .insertInto('customers')
      .values(
        ['first', 'second'].map((name) => ({
          email: `${name}@example.com`,
          first_name: name,
          last_name: 'Writer',
          password_hash: 'not-a-hash',
        })),
      )
      .returning('id')
      .execute();
    [first, second] = rows.map((row) => row.id) as [number, number];
  });
  afterAll(() => handle?.close());

  it('runs again a transaction that lost a deadlock, so both writers finish', async () => {
    // Two transactions take the same two rows in opposite orders; on a server the database picks a loser
    // (40P01), which `transact` runs again. PGlite runs them one after the other. (Customer rows: a catalogue
    // write would also take the catalogue version row, and meet there first.)
    const both = barrier(2);
    const tries = { a: 0, b: 0 };
    const lockBoth = (name: 'a' | 'b', one: number, other: number) =>
      transact(handle.db, async (trx) => {
        tries[name] += 1;
        await trx.updateTable('customers').set({ first_name: name }).where('id', '=', one).execute();
        if (tries[name] === 1) {
          both.arrive();
          await within(2000, both.opened, 'the other writer').catch(() => {});
        }
        await trx.updateTable('customers').set({ last_name: name }).where('id', '=', other).execute();
        return name;
      });
    const done = await within(
      15_000,
      Promise.all([lockBoth('a', first, second), lockBoth('b', second, first)]),
      'two writers locking in opposite orders',
    );
    expect(done).toEqual(['a', 'b']);
    if (onServer) expect(tries.a + tries.b).toBeGreaterThan(2);
  });
});

describe('databaseBounds', () => {
  it('reads the pool and the waits from the environment', () => {
    expect(
      databaseBounds({
        WARDROBE_DB_POOL: '4',
        WARDROBE_DB_ACQUIRE_TIMEOUT_MS: '1500',
        WARDROBE_DB_STATEMENT_TIMEOUT_MS: '8000',
        WARDROBE_DB_LOCK_TIMEOUT_MS: '2000',
        WARDROBE_DB_IDLE_TRANSACTION_TIMEOUT_MS: '6000',
      }),
    ).toMatchObject({
      pool: 4,
      acquireTimeoutMs: 1500,
      statementTimeoutMs: 8000,
      lockTimeoutMs: 2000,
      idleInTransactionTimeoutMs: 6000,
    });
    expect(databaseBounds({})).toMatchObject({ pool: 10, acquireTimeoutMs: 5000, lockTimeoutMs: 3000 });
  });

  it('refuses a value that is not a positive whole number, naming the variable', () => {
    expect(() => databaseBounds({ WARDROBE_DB_POOL: 'ten' })).toThrow(
      'WARDROBE_DB_POOL must be a positive whole number, not "ten".',
    );
    expect(() => databaseBounds({ WARDROBE_DB_LOCK_TIMEOUT_MS: '0' })).toThrow(/WARDROBE_DB_LOCK_TIMEOUT_MS/);
    expect(() => databaseBounds({ WARDROBE_DB_POOL: '1' })).toThrow(
      'WARDROBE_DB_POOL must be at least 2: one connection holds the start-up lock, not "1".',
    );
  });

  it('tells a wait that hit its bound from a lost race and from other failures', () => {
    expect(isDatabaseBusy({ code: '55P03' })).toBe(true); // lock_timeout
    expect(isDatabaseBusy({ code: '57014' })).toBe(true); // statement_timeout
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseBusy({ code: '23505' })).toBe(false); // unique violation: a real error
    expect(isRetryable({ code: '40P01' })).toBe(true);
    expect(isRetryable({ code: '40001' })).toBe(true);
    expect(isRetryable({ code: '55P03' })).toBe(false);
  });
});
