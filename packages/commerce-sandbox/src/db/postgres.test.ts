import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed';
import { DataDirectoryInUseError } from './lock';
import { openDatabase, type SandboxDb } from './open';
import { createThrowawayDatabase } from './postgres';

// Every test here runs in both layers and asserts what the backend of that run must do: the unit layer has no
// DATABASE_URL (embedded PGlite), the `postgres` layer sets it (scripts/ensure-postgres.mjs). No skips.
const serverUrl = process.env.DATABASE_URL || undefined;

const one = async <T>(db: Kysely<unknown>, query: RawBuilder<T>) => (await query.execute(db)).rows[0] as T;

const asUnknown = (open: SandboxDb) => open.db as unknown as Kysely<unknown>;

describe('the database DATABASE_URL selects', () => {
  // One memory:// database for the first three tests: a PGlite boot costs seconds.
  let a: SandboxDb;
  beforeAll(async () => {
    a = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => a?.close());

  it('is the embedded PGlite without DATABASE_URL, the Postgres server with it', async () => {
    const { version } = await one(asUnknown(a), sql<{ version: string }>`select version()`);
    if (serverUrl) expect(version).toMatch(/^PostgreSQL (?!.*PGlite)/);
    else expect(version).toMatch(/PGlite/);
  });

  it('answers alike on both: int8 as numbers, dates and timestamps in UTC, the session in UTC', async () => {
    const row = await one(
      asUnknown(a),
      sql`select count(*) as n, array[1, 2]::int8[] as ids, date '2024-03-01' as d,
                 timestamp '2024-03-01 10:30:00' as t, current_setting('TimeZone') as zone`,
    );
    expect(row).toEqual({
      n: 1,
      ids: [1, 2],
      d: new Date('2024-03-01T00:00:00Z'),
      t: new Date('2024-03-01T10:30:00Z'),
      zone: 'UTC',
    });
  });

  it('gives each memory:// opener a database of its own (on a server: a throwaway one, dropped on close)', async () => {
    const b = await openDatabase({ dataDir: 'memory://' });
    try {
      await b.db
        .insertInto('categories')
        .values({ id: 1, parent_id: 0, name: 'Only in b', url: '/only-b/' })
        .execute();
      expect(await a.db.selectFrom('categories').selectAll().where('url', '=', '/only-b/').execute()).toEqual(
        [],
      );
      if (serverUrl) {
        const name = async (open: SandboxDb) =>
          (await one(asUnknown(open), sql<{ name: string }>`select current_database() as name`)).name;
        const nameB = await name(b);
        expect(nameB).toMatch(/^wardrobe_test_[0-9a-f]{12}$/);
        expect(await name(a)).not.toBe(nameB);
        await b.close();
        const { n } = await one(
          asUnknown(a),
          sql<{ n: number }>`select count(*) as n from pg_database where datname = ${nameB}`,
        );
        expect(n).toBe(0);
      }
    } finally {
      await b.close();
    }
  });

  it('two openers of one database at once: on a server both succeed, migrate once and seed once; PGlite refuses the second', async () => {
    if (!serverUrl) {
      const dir = mkdtempSync(join(tmpdir(), 'wardrobe-open-'));
      try {
        const results = await Promise.allSettled([
          openDatabase({ dataDir: dir }),
          openDatabase({ dataDir: dir }),
        ]);
        const opened = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
        const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
        for (const open of opened) await open.close();
        expect(opened).toHaveLength(1);
        expect(refused).toHaveLength(1);
        expect(refused[0]).toBeInstanceOf(DataDirectoryInUseError);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      return;
    }

    const scratch = await createThrowawayDatabase(serverUrl);
    const opened: SandboxDb[] = [];
    try {
      opened.push(
        ...(await Promise.all([
          openDatabase({ dataDir: 'unused', databaseUrl: scratch.url }),
          openDatabase({ dataDir: 'unused', databaseUrl: scratch.url }),
        ])),
      );
      const [a, b] = opened as [SandboxDb, SandboxDb];
      const { rows } = await sql<{ name: string; times: number }>`
        select name, count(*)::int as times from kysely_migration group by name`.execute(a.db);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.filter((r) => r.times !== 1)).toEqual([]);

      // The advisory lock: exclusive work of two openers never overlaps.
      const events: string[] = [];
      const work = (who: string) => async () => {
        events.push(`${who} in`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push(`${who} out`);
      };
      await Promise.all([a.exclusive(work('a')), b.exclusive(work('b'))]);
      expect(events[1]).toBe(events[0]?.replace(' in', ' out'));
      expect(events[3]).toBe(events[2]?.replace(' in', ' out'));

      // What createSandbox does on start: exactly one of two processes finds the catalogue empty and seeds it.
      const seeded = await Promise.all([
        a.exclusive(() => seedIfEmpty(a.db)),
        b.exclusive(() => seedIfEmpty(b.db)),
      ]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
    } finally {
      for (const open of opened) await open.close();
      await scratch.drop();
    }
  });

  it('says which server it could not reach, without the password', async () => {
    await expect(
      openDatabase({ dataDir: 'unused', databaseUrl: 'postgres://me:secret@127.0.0.1:1/nowhere' }),
    ).rejects.toThrow(
      /Could not reach the Postgres server at postgres:\/\/me:\*\*\*@127\.0\.0\.1:1\/nowhere/,
    );
  });
});
