import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { OUTBOX_TABLES, OUTBOX_TABLES_DOWN } from '../outbox/tables';
import { PROMOTIONS_TABLES, PROMOTIONS_TABLES_DOWN } from '../promotions/tables';
import { REVIEWS_TABLES, REVIEWS_TABLES_DOWN } from '../reviews/tables';
import { SEARCH_TABLES, SEARCH_TABLES_DOWN } from '../search/tables';
import { seedReviews } from '../seed/reviews';
import { SHOPS_TABLES, SHOPS_TABLES_DOWN, seedShops } from '../shops/tables';
import { SIGN_IN_TABLES, SIGN_IN_TABLES_DOWN } from '../sign-in/tables';
import { WEB_VITALS_TABLES, WEB_VITALS_TABLES_DOWN } from '../web-vitals/tables';
import { CATALOGUE_TABLES, CATALOGUE_VERSION_STATEMENTS } from './catalogue-version';
import { COMMERCE_TABLES } from './commerce-tables.sql';
import type { SandboxDatabase } from './schema';

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
  // Catalogue: each product's price per currency (its base variant's), kept beside the variant prices so a
  // listing sorts and filters by price without scanning every variant (spec 000 §9: 48 a page, fast).
  '0003_catalogue_product_prices': {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`create table product_prices (
  product_id integer not null references products(id) on delete cascade,
  currency_code text not null check (currency_code in ('GBP', 'EUR', 'USD')),
  price_minor integer not null check (price_minor >= 0),
  sale_price_minor integer check (sale_price_minor >= 0),
  primary key (currency_code, product_id)
)`)
        .execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql.raw('drop table if exists product_prices').execute(db);
    },
  },
  // Customers: the marketing flag of the full registration (spec 001 §3) and an address's extra fields (title,
  // house number, street name: spec 001 §3) kept as BigCommerce keeps them, as the address's form fields.
  '0004_customers_fields': {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(
          'alter table customers add column accepts_product_review_abandoned_cart_emails boolean not null default false',
        )
        .execute(db);
      await sql
        .raw(`alter table customer_addresses add column form_fields jsonb not null default '[]'`)
        .execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql.raw('alter table customer_addresses drop column form_fields').execute(db);
      await sql
        .raw('alter table customers drop column accepts_product_review_abandoned_cart_emails')
        .execute(db);
    },
  },
  // The catalogue's version, moved by every write to a catalogue table: what the catalogue read cache checks.
  '0006_catalogue_version': {
    async up(db: Kysely<unknown>) {
      for (const statement of CATALOGUE_VERSION_STATEMENTS) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of CATALOGUE_TABLES) {
        await sql.raw(`drop trigger if exists ${table}_catalogue_version on ${table}`).execute(db);
      }
      await sql.raw('drop function if exists bump_catalogue_version()').execute(db);
      await sql.raw('drop table if exists catalogue_version').execute(db);
    },
  },
  // Customer engagement (spec 001 §7 marketing consent, spec 000 §7 stock-level notifications): consent per email
  // and category, the last action winning; back-in-stock requests per email and sku, with the market asked from.
  '0007_engagement': {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`create table marketing_consents (
  email text not null,
  category text not null,
  action text not null check (action in ('accept', 'reject')),
  updated_at timestamptz not null default now(),
  primary key (email, category)
)`)
        .execute(db);
      await sql
        .raw(`create table stock_notifications (
  email text not null,
  sku text not null,
  channel_id integer not null,
  created_at timestamptz not null default now(),
  primary key (email, sku)
)`)
        .execute(db);
      await sql.raw('create index stock_notifications_sku_idx on stock_notifications (sku)').execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql.raw('drop table if exists stock_notifications').execute(db);
      await sql.raw('drop table if exists marketing_consents').execute(db);
    },
  },
  // A cart's version: bag writes decide on one read and write in one statement if nobody wrote in between.
  '0008_cart_version': {
    async up(db: Kysely<unknown>) {
      await sql.raw('alter table carts add column version integer not null default 0').execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql.raw('alter table carts drop column version').execute(db);
    },
  },
  // A guest's order is theirs by a secret token (its hash here, the token in an httpOnly cookie): order ids count
  // up, so the id alone must not let anyone read or pay a guest's order.
  '0009_guest_order_token': {
    async up(db: Kysely<unknown>) {
      await sql.raw('alter table orders add column guest_token_hash text').execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql.raw('alter table orders drop column guest_token_hash').execute(db);
    },
  },
  // The promotions engine (src/promotions/tables.ts): customer sessions and profiles, and what a persisted session
  // update applied to a cart.
  '0010_promotions': {
    async up(db: Kysely<unknown>) {
      for (const statement of PROMOTIONS_TABLES) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const statement of PROMOTIONS_TABLES_DOWN) await sql.raw(statement).execute(db);
    },
  },
  // The search index (src/search/tables.ts): documents, vocabulary, suggestions, and the stale flag its
  // triggers set when the catalogue changes what is indexed.
  '0011_search': {
    async up(db: Kysely<unknown>) {
      for (const statement of SEARCH_TABLES) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const statement of SEARCH_TABLES_DOWN) await sql.raw(statement).execute(db);
    },
  },
  // Product reviews (src/reviews/tables.ts). A database seeded before this migration gets the seed's reviews of
  // the products it has (a fresh one has none yet: the seed writes them after the catalogue).
  '0012_reviews': {
    async up(db: Kysely<unknown>) {
      for (const statement of REVIEWS_TABLES) await sql.raw(statement).execute(db);
      await seedReviews(db as Kysely<SandboxDatabase>);
    },
    async down(db: Kysely<unknown>) {
      for (const statement of REVIEWS_TABLES_DOWN) await sql.raw(statement).execute(db);
    },
  },
  // Web vitals the storefront reports (src/web-vitals/tables.ts), kept for people trying the shop and the tests.
  '0013_web_vitals': {
    async up(db: Kysely<unknown>) {
      for (const statement of WEB_VITALS_TABLES) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const statement of WEB_VITALS_TABLES_DOWN) await sql.raw(statement).execute(db);
    },
  },
  // The shop finder's shops (src/shops), seeded here: they are reference data, like the categories.
  '0014_shops': {
    async up(db: Kysely<unknown>) {
      for (const statement of SHOPS_TABLES) await sql.raw(statement).execute(db);
      await seedShops(db as Kysely<SandboxDatabase>);
    },
    async down(db: Kysely<unknown>) {
      for (const statement of SHOPS_TABLES_DOWN) await sql.raw(statement).execute(db);
    },
  },
  // The outbox (src/outbox): mail the sandbox sends (password reset, welcome, order), kept for people trying the
  // shop and for the tests (contracts/sandbox-seams.md "Outbox").
  '0015_outbox': {
    async up(db: Kysely<unknown>) {
      for (const statement of OUTBOX_TABLES) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const statement of OUTBOX_TABLES_DOWN) await sql.raw(statement).execute(db);
    },
  },
  // Sign-in throttling and the lockout's counts (src/sign-in/tables.ts, issue 20 item 11). The customers'
  // `failed_logins` and `locked_at` columns are no longer used: a lock lives here, keyed by email.
  '0016_sign_in_throttle': {
    async up(db: Kysely<unknown>) {
      for (const statement of SIGN_IN_TABLES) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const statement of SIGN_IN_TABLES_DOWN) await sql.raw(statement).execute(db);
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
