import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { SandboxDatabase } from '../db/schema';
import { type CatalogueRows, generateCatalogue } from './catalogue-generate';

/**
 * Writes the deterministic catalogue (products, options, variants, prices, stock at two locations, metadata,
 * modifiers, custom fields) into emptied tables. Rows go in as a few `insert … select from unnest(arrays)`
 * statements (one parameter per column, chunked), so the whole seed stays well under a second on PGlite.
 */
export async function seedCatalogue(trx: Transaction<SandboxDatabase>): Promise<{ products: number }> {
  const rows = generateCatalogue();
  await insertCatalogue(trx, rows);
  return { products: rows.products.filter((p) => p.is_visible).length };
}

export async function insertCatalogue(trx: Transaction<SandboxDatabase>, rows: CatalogueRows): Promise<void> {
  await bulk(trx, 'inventory_locations', rows.locations, {
    id: 'int',
    code: 'text',
    label: 'text',
    enabled: 'bool',
  });
  await bulk(trx, 'products', rows.products, {
    id: 'int',
    sku: 'text',
    name: 'text',
    description: 'text',
    type: 'text',
    url: 'text',
    inventory_tracking: 'text',
    inventory_level: 'int',
    inventory_warning_level: 'int',
    purchasing_disabled: 'bool',
    is_visible: 'bool',
    total_sold: 'int',
    sort_order: 'int',
    date_created: 'timestamptz',
  });
  await bulk(trx, 'product_categories', rows.productCategories, { product_id: 'int', category_id: 'int' });
  await bulk(trx, 'product_options', rows.options, {
    id: 'int',
    product_id: 'int',
    display_name: 'text',
    sort_order: 'int',
  });
  await bulk(trx, 'product_option_values', rows.optionValues, {
    id: 'int',
    option_id: 'int',
    label: 'text',
    is_default: 'bool',
    sort_order: 'int',
  });
  await bulk(trx, 'variants', rows.variants, {
    id: 'int',
    product_id: 'int',
    sku: 'text',
    inventory_level: 'int',
    purchasing_disabled: 'bool',
  });
  await bulk(trx, 'variant_option_values', rows.variantOptionValues, {
    variant_id: 'int',
    option_value_id: 'int',
  });
  const prices = { currency_code: 'text', price_minor: 'int', sale_price_minor: 'int' } as const;
  await bulk(trx, 'variant_prices', rows.variantPrices, { variant_id: 'int', ...prices });
  await bulk(trx, 'product_prices', rows.productPrices, { product_id: 'int', ...prices });
  await bulk(trx, 'product_modifiers', rows.modifiers, {
    id: 'int',
    product_id: 'int',
    display_name: 'text',
    type: 'text',
    required: 'bool',
    sort_order: 'int',
  });
  await bulk(trx, 'product_custom_fields', rows.customFields, {
    product_id: 'int',
    name: 'text',
    value: 'text',
  });
  await bulk(trx, 'variant_metadata', rows.metadata, {
    variant_id: 'int',
    language: 'text',
    name: 'text',
    value: 'text',
  });
  await bulk(trx, 'inventory_levels', rows.levels, {
    location_id: 'int',
    variant_id: 'int',
    available_to_sell: 'int',
  });
  // Fresh statistics, so the planner picks index lookups for the per-page product queries.
  await sql`analyze`.execute(trx);
}

type ColumnType = 'int' | 'text' | 'bool' | 'timestamptz';
const CHUNK = 20_000;

/** `insert into table (cols) select * from unnest($1::t1[], $2::t2[], …)`, CHUNK rows at a time, in order. */
async function bulk<R extends object>(
  trx: Transaction<SandboxDatabase>,
  table: string,
  rows: readonly R[],
  columns: { [K in keyof R]?: ColumnType },
): Promise<void> {
  const names = Object.keys(columns) as (keyof R & string)[];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays: RawBuilder<unknown>[] = names.map(
      (name) => sql`${chunk.map((row) => row[name] ?? null)}::${sql.raw(`${columns[name]}[]`)}`,
    );
    await sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))}) select * from unnest(${sql.join(arrays)})`.execute(
      trx,
    );
  }
}
