/**
 * Migration 0011: the search index (Constructor semantics, `src/search`). Plain Postgres DDL, one statement each,
 * the same on PGlite (which loads pg_trgm in `db/open.ts`) and on a Postgres server (whose contrib ships it).
 *
 * - `search_documents`: one row per searchable product, its words weighted A (name, product code), B (colours),
 *   C (category names), D (description), in the `simple` configuration.
 * - `search_words`: the vocabulary of weights A–C (what shoppers type), with a trigram index for typo look-ups.
 * - `search_suggestions`: the "Search Suggestions" terms (category names, product types, colour + type pairs).
 * - `search_index_state`: one row; catalogue writes that change what is indexed mark it stale (statement-level
 *   triggers, as the catalogue version's), and the next search rebuilds the index under that row's lock.
 *
 * Reading: `simple` (no stemming) rather than `english`: words are matched by prefix and within one edit, so a
 * stemmer's cut forms (`dress` for `dresses`, `trouser`) would only make prefixes and typo distances disagree
 * with what the shopper typed.
 */

/** Tables whose writes may change what the index holds, with the columns that matter on update. */
const INDEXED_SOURCES: readonly [table: string, columns: readonly string[] | 'all'][] = [
  ['products', ['name', 'sku', 'description', 'is_visible', 'purchasing_disabled']],
  ['categories', 'all'],
  ['product_categories', 'all'],
  ['product_options', 'all'],
  ['product_option_values', 'all'],
  ['variants', ['purchasing_disabled', 'product_id']],
  ['variant_option_values', 'all'],
  ['product_custom_fields', 'all'],
];

export const SEARCH_TABLES: readonly string[] = [
  'create extension if not exists pg_trgm',
  `create table search_documents (
  product_id integer primary key references products(id) on delete cascade,
  document tsvector not null
)`,
  'create index search_documents_document_idx on search_documents using gin (document)',
  `create table search_words (
  word text primary key,
  product_count integer not null
)`,
  'create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)',
  `create table search_suggestions (
  term text primary key,
  kind text not null check (kind in ('category', 'type', 'colour_type')),
  product_count integer not null,
  words integer not null,
  document tsvector not null
)`,
  'create index search_suggestions_document_idx on search_suggestions using gin (document)',
  `create table search_index_state (
  id boolean primary key default true check (id),
  stale boolean not null,
  built_at timestamptz
)`,
  // Stale from the start: a database seeded before this migration gets its index on its first search.
  'insert into search_index_state (id, stale) values (true, true)',
  `create function mark_search_index_stale() returns trigger language plpgsql as $$
begin
  update search_index_state set stale = true where not stale;
  return null;
end
$$`,
  ...INDEXED_SOURCES.map(
    ([table, columns]) => `create trigger ${table}_search_index
  after insert or delete or truncate or update${columns === 'all' ? '' : ` of ${columns.join(', ')}`} on ${table}
  for each statement execute function mark_search_index_stale()`,
  ),
];

export const SEARCH_TABLES_DOWN: readonly string[] = [
  ...INDEXED_SOURCES.map(([table]) => `drop trigger if exists ${table}_search_index on ${table}`),
  'drop function if exists mark_search_index_stale()',
  'drop table if exists search_index_state',
  'drop table if exists search_suggestions',
  'drop table if exists search_words',
  'drop table if exists search_documents',
];
