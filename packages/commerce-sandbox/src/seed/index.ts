import { type Kysely, sql } from 'kysely';
import { liftBounds, transact } from '../db/bounds';
import type { SandboxDatabase } from '../db/schema';
import { seedCatalogue } from './catalogue';
import { categoryRows } from './categories';
import { seedCustomers } from './customers';
import { seedReviews } from './reviews';

/** Every table the seed owns, emptied before it writes (children first is not needed: truncate cascades). */
const SEEDED_TABLES = [
  'sign_in_throttle',
  'product_reviews',
  'promotion_sessions',
  'promotion_profiles',
  'stock_notifications',
  'marketing_consents',
  'payments',
  'order_products',
  'orders',
  'wishlist_items',
  'wishlists',
  'checkouts',
  'cart_line_items',
  'carts',
  'customer_addresses',
  'password_resets',
  'sessions',
  'customer_form_fields',
  'customers',
  'inventory_levels',
  'inventory_locations',
  'variant_metadata',
  'product_custom_fields',
  'product_modifiers',
  'variant_prices',
  'variant_option_values',
  'variants',
  'product_option_values',
  'product_options',
  'product_categories',
  'products',
  'categories',
] as const;

export interface SeedSummary {
  categories: number;
  products: number;
  customers: number;
  reviews: number;
}

/** Writes the whole sandbox in one transaction: a partly seeded database is never left behind. */
export async function seed(db: Kysely<SandboxDatabase>): Promise<SeedSummary> {
  const rows = categoryRows();
  return transact(db, async (trx) => {
    await liftBounds(trx);
    await sql.raw(`truncate ${SEEDED_TABLES.join(', ')} restart identity cascade`).execute(trx);
    await trx.insertInto('categories').values(rows).execute();
    const { products } = await seedCatalogue(trx);
    const { customers } = await seedCustomers(trx);
    const reviews = await seedReviews(trx);
    return { categories: rows.length, products, customers, reviews };
  });
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
