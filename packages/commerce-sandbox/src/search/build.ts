import { sql, type Transaction } from 'kysely';
import { liftBounds, transact } from '../db/bounds';
import type { SandboxDatabase } from '../db/schema';
import type { SandboxDb } from '../operations/context';
import { CATALOGUE_PLAN } from '../seed/catalogue-plan';

/**
 * Product types shoppers type ("Search Suggestions"): the nouns the catalogue names its products with (the seed
 * plan's, and the gift cards). A product whose name ends with none of them takes its name's last word.
 */
const PRODUCT_TYPES: readonly string[] = [
  ...new Set([...CATALOGUE_PLAN.flatMap((leaf) => leaf.nouns), 'Gift Card', 'E-Gift Card']),
]
  .map((type) => type.toLowerCase())
  .sort((a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length);

/** The type of a product name: the longest known type it ends with, word for word; else its last word. */
export function productType(name: string): string {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  for (const type of PRODUCT_TYPES) {
    const typeWords = type.split(' ');
    const start = words.length - typeWords.length;
    if (start >= 0 && typeWords.every((word, i) => words[start + i] === word)) return type;
  }
  return words.at(-1) ?? '';
}

interface SourceRow {
  id: number;
  name: string;
  sku: string;
  description: string;
  colours: string[];
  category_names: string[];
}

type SuggestionKind = 'category' | 'type' | 'colour_type';

/**
 * The suggestion terms of the searchable products, lower-cased, each with the products it finds: category names,
 * product types (`midi dress`, and `dress` when two or more types end with it), and colour + type pairs that
 * exist (`black midi dress`, `black dress`).
 */
export function suggestionTerms(
  rows: readonly SourceRow[],
): Map<string, { kind: SuggestionKind; ids: Set<number> }> {
  const terms = new Map<string, { kind: SuggestionKind; ids: Set<number> }>();
  const add = (term: string, kind: SuggestionKind, id: number) => {
    const key = term.toLowerCase().replace(/\s+/g, ' ').trim();
    if (!key) return;
    const entry = terms.get(key) ?? { kind, ids: new Set<number>() };
    entry.ids.add(id);
    terms.set(key, entry);
  };
  const types = new Map(rows.map((row) => [row.id, productType(row.name)]));
  const typesByLastWord = new Map<string, Set<string>>();
  for (const type of types.values()) {
    const last = type.split(' ').at(-1) ?? type;
    typesByLastWord.set(last, (typesByLastWord.get(last) ?? new Set()).add(type));
  }
  const generic = (type: string) => {
    const last = type.split(' ').at(-1) ?? type;
    return last !== type && (typesByLastWord.get(last)?.size ?? 0) >= 2 ? last : undefined;
  };
  // Categories first: a term that is both a category and a type (`jeans`) is kept as the category.
  for (const row of rows) for (const name of row.category_names) add(name, 'category', row.id);
  for (const row of rows) {
    const type = types.get(row.id) ?? '';
    const broader = generic(type);
    for (const kindOfType of [type, broader]) {
      if (!kindOfType) continue;
      add(kindOfType, 'type', row.id);
      for (const colour of row.colours) add(`${colour} ${kindOfType}`, 'colour_type', row.id);
    }
  }
  return terms;
}

/**
 * Rebuilds the index from the catalogue, in the caller's transaction. Column and alias names stay clear of the
 * catalogue's table names: the embedded database's write counter (`db/catalogue-version.ts`) reads raw SQL for
 * them, and these writes must not look like catalogue writes.
 */
async function rebuild(trx: Transaction<SandboxDatabase>): Promise<void> {
  const { rows } = await sql<SourceRow>`
    select p.id, p.name, p.sku, p.description,
      coalesce((select array_agg(v.label order by o.sort_order, v.sort_order)
        from product_options o join product_option_values v on v.option_id = o.id
        where o.product_id = p.id and o.display_name = 'Color'
          and exists (select 1 from variant_option_values x join variants w on w.id = x.variant_id
            where x.option_value_id = v.id and not w.purchasing_disabled)), '{}') as colours,
      coalesce((select array_agg(c.name order by c.id)
        from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id and c.is_visible), '{}') as category_names
    from products p
    where p.is_visible and not p.purchasing_disabled
      and exists (select 1 from variants w where w.product_id = p.id and not w.purchasing_disabled)
      and not exists (select 1 from product_custom_fields f
        where f.product_id = p.id and lower(f.name) = 'freegift')
    order by p.id`.execute(trx);

  await trx.deleteFrom('search_suggestions').execute();
  await trx.deleteFrom('search_words').execute();
  await trx.deleteFrom('search_documents').execute();
  if (rows.length > 0) {
    await sql`insert into search_documents (product_id, document)
      select t.id,
        setweight(to_tsvector('simple', t.title), 'A') ||
        setweight(to_tsvector('simple', t.colour_names), 'B') ||
        setweight(to_tsvector('simple', t.group_names), 'C') ||
        setweight(to_tsvector('simple', t.body), 'D')
      from unnest(
        ${rows.map((r) => r.id)}::int[],
        ${rows.map((r) => `${r.name} ${r.sku}`)}::text[],
        ${rows.map((r) => r.colours.join(' '))}::text[],
        ${rows.map((r) => r.category_names.join(' '))}::text[],
        ${rows.map((r) => r.description)}::text[]
      ) as t(id, title, colour_names, group_names, body)`.execute(trx);
    // The vocabulary: every word of weights A–C (names, product codes, colours, categories).
    await sql`insert into search_words (word, product_count)
      select word, ndoc from ts_stat('select document from search_documents', 'ABC')`.execute(trx);
  }
  const terms = [...suggestionTerms(rows)];
  if (terms.length > 0) {
    await sql`insert into search_suggestions (term, kind, product_count, words, document)
      select t.term, t.kind, t.product_count, t.words, setweight(to_tsvector('simple', t.term), 'A')
      from unnest(
        ${terms.map(([term]) => term)}::text[],
        ${terms.map(([, entry]) => entry.kind)}::text[],
        ${terms.map(([, entry]) => entry.ids.size)}::int[],
        ${terms.map(([term]) => term.split(' ').length)}::int[]
      ) as t(term, kind, product_count, words)`.execute(trx);
  }
}

/** Rebuilds the index when the catalogue marked it stale; under the state row's lock, so one opener rebuilds. */
export async function refreshSearchIndex(db: SandboxDb, { force = false } = {}): Promise<boolean> {
  const state = await db.selectFrom('search_index_state').select('stale').executeTakeFirst();
  if (!force && state && !state.stale) return false;
  return transact(db, async (trx) => {
    // Waiting for another process's rebuild, and the rebuild itself, may take longer than a request's bounds.
    await liftBounds(trx);
    const locked = await trx.selectFrom('search_index_state').select('stale').forUpdate().executeTakeFirst();
    if (!force && locked && !locked.stale) return false;
    await rebuild(trx);
    await trx
      .insertInto('search_index_state')
      .values({ id: true, stale: false, built_at: new Date() })
      .onConflict((c) => c.column('id').doUpdateSet({ stale: false, built_at: new Date() }))
      .execute();
    return true;
  });
}

/**
 * Keeps the index fresh for a catalogue version: the stale flag is read once per version (no query while the
 * catalogue stands still), and one check runs at a time.
 */
export class SearchIndexFreshness {
  #checked: string | undefined;
  #checking: Promise<void> | undefined;

  constructor(private readonly db: SandboxDb) {}

  async ensure(version: string): Promise<void> {
    if (this.#checked === version) return;
    // A check already running may have started before this version's writes: wait, then check again.
    if (this.#checking) await this.#checking.catch(() => {});
    if (this.#checked === version) return;
    this.#checking ??= refreshSearchIndex(this.db)
      .then(() => {
        this.#checked = version;
      })
      .finally(() => {
        this.#checking = undefined;
      });
    await this.#checking;
  }
}
