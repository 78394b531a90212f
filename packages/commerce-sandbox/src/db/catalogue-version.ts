import {
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';
import type { SandboxDb } from '../operations/context';

/**
 * The tables whose rows catalogue reads answer from (products, prices, options, stock, categories). A write to any
 * of them changes the catalogue's version, and the sandbox's catalogue cache starts again.
 */
export const CATALOGUE_TABLES = [
  'categories',
  'products',
  'product_categories',
  'product_prices',
  'product_options',
  'product_option_values',
  'product_modifiers',
  'product_custom_fields',
  'variants',
  'variant_prices',
  'variant_option_values',
  'variant_metadata',
  'inventory_locations',
  'inventory_levels',
] as const;

/**
 * Migration 0006, one statement each: a one-row version that statement-level triggers bump on every write to a
 * catalogue table. Every process sharing a Postgres server reads it, so one process's order (stock down) is
 * seen by all the others' caches at once.
 */
export const CATALOGUE_VERSION_STATEMENTS: readonly string[] = [
  `create table catalogue_version (
  id boolean primary key default true check (id),
  version bigint not null
)`,
  'insert into catalogue_version (id, version) values (true, 1)',
  `create function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  update catalogue_version set version = version + 1;
  return null;
end
$$`,
  ...CATALOGUE_TABLES.map(
    (table) => `create trigger ${table}_catalogue_version
  after insert or update or delete or truncate on ${table}
  for each statement execute function bump_catalogue_version()`,
  ),
];

/** How a catalogue cache learns the version of what it holds: it starts again whenever the answer changes. */
export type CatalogueVersionSource = (q: SandboxDb) => Promise<string> | string;

/** The version row (migration 0006): right for any number of processes on one database, one query a read. */
export const catalogueVersionRow: CatalogueVersionSource = async (q) => {
  const { rows } = await sql<{ version: string | number }>`select version from catalogue_version`.execute(q);
  return String(rows[0]?.version ?? 0);
};

/** By the handle's adapter, which its transactions share. */
const sources = new WeakMap<object, CatalogueVersionSource>();

/** Registers how the catalogue version of one database handle is read (see `countCatalogueWrites`). */
export function setCatalogueVersionSource(db: SandboxDb, source: CatalogueVersionSource): void {
  sources.set(db.getExecutor().adapter, source);
}

/** The version source of a database handle: registered, else the version row. */
export function catalogueVersionSource(db: SandboxDb): CatalogueVersionSource {
  return sources.get(db.getExecutor().adapter) ?? catalogueVersionRow;
}

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const SCHEMA_KINDS = new Set([
  'CreateTableNode',
  'AlterTableNode',
  'DropTableNode',
  'CreateIndexNode',
  'DropIndexNode',
]);
const CATALOGUE_NAME = new RegExp(`\\b(${CATALOGUE_TABLES.join('|')})\\b`, 'i');
const RAW_WRITE = /\b(insert|update|delete|truncate|alter|drop|create|copy|merge)\b/i;

/** True when a query may change catalogue rows: a write naming a catalogue table, raw SQL that writes one. */
function touchesCatalogue(node: RootOperationNode): boolean {
  if (SCHEMA_KINDS.has(node.kind)) return true;
  if (node.kind === 'RawNode') {
    const text = (node as { sqlFragments: readonly string[] }).sqlFragments.join(' ');
    return RAW_WRITE.test(text) && CATALOGUE_NAME.test(text);
  }
  if (!WRITE_KINDS.has(node.kind)) return false;
  return tableNames(node).some((name) => (CATALOGUE_TABLES as readonly string[]).includes(name));
}

/** Every table a write names (its target, and tables of its `from`/`using`/joins): reading the node tree. */
function tableNames(node: OperationNode): string[] {
  const names: string[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const candidate = value as { kind?: string; table?: { identifier?: { name?: string } } };
    if (candidate.kind === 'TableNode' && candidate.table?.identifier?.name) {
      names.push(candidate.table.identifier.name);
      return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(node);
  return names;
}

/**
 * For the embedded database, where this process is the only writer: a Kysely plugin that counts writes to
 * catalogue tables, so a catalogue read needs no query to know its cache is current. It counts before a write
 * runs and again after it, so a read that loaded in between is thrown away by the next one.
 */
export function countCatalogueWrites(): { plugin: KyselyPlugin; source: CatalogueVersionSource } {
  let writes = 0;
  const pending = new WeakSet<object>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (touchesCatalogue(node)) {
        writes += 1;
        pending.add(queryId);
      }
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (pending.has(queryId)) writes += 1;
      return result;
    },
  };
  return { plugin, source: () => `w${writes}` };
}
