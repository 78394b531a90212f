import type { Kysely } from 'kysely';
import type { SandboxDatabase } from '../db/schema';
import { categoryRows } from './categories';

/** Writes the catalogue in one transaction; a partly seeded database is never left behind. */
export async function seed(db: Kysely<SandboxDatabase>): Promise<{ categories: number }> {
  const rows = categoryRows();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('categories').execute();
    await trx.insertInto('categories').values(rows).execute();
  });
  return { categories: rows.length };
}

/** Seeds on first start: an empty catalogue is the only trigger, so editors' or tests' changes are kept. */
export async function seedIfEmpty(db: Kysely<SandboxDatabase>): Promise<boolean> {
  const { count } = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  await seed(db);
  return true;
}
