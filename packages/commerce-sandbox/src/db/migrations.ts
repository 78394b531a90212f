import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { COMMERCE_TABLES } from './commerce-tables.sql';

/** Migrations live in code (not files) so the published package carries them; names sort in order. */
const migrations: Record<string, Migration> = {
  '0001_categories': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_visible', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
        .execute();
      await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('categories').execute();
    },
  },
  '0002_commerce': {
    async up(db: Kysely<unknown>) {
      for (const statement of statements(COMMERCE_TABLES)) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      const tables = [...COMMERCE_TABLES.matchAll(/^create table (\w+)/gm)].map((m) => m[1]).reverse();
      for (const table of tables) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
    },
  },
};

/** One DDL script as single statements: the extended query protocol takes one statement at a time. */
function statements(script: string): string[] {
  return script
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Sandbox migration ${failed?.migrationName ?? ''} failed: ${String(error ?? 'unknown error')}`,
    );
  }
}
