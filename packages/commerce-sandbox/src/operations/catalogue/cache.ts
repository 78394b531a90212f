import type { Product } from '@wardrobe/commerce-sdk';
import { toJson, withJson } from '@wardrobe/commerce-sdk/server';
import { catalogueVersionSource } from '../../db/catalogue-version';
import type { SandboxDb } from '../context';
import { type ListingIndex, loadListingIndex } from './listing';
import {
  type Currency,
  type HydrateOptions,
  loadProductRecords,
  type ProductRecord,
  shapeProduct,
} from './products';

/** What the cache holds for one catalogue version. */
interface Generation {
  version: string;
  records: Map<string, Promise<ProductRecord | null>>;
  /** The loads of `records` that have finished: all a transaction may take from here (see `records`). */
  loaded: Map<string, ProductRecord | null>;
  shaped: Map<string, Product>;
  listing: Map<Currency, Promise<ListingIndex>>;
  /** Whole answers by key, oldest first, with their JSON text; `answerBytes` their total size. */
  answers: Map<string, { value: object; bytes: number }>;
  answerBytes: number;
}

/**
 * Memory for whole answers (listing pages) per catalogue version. A 48-product page is ~450 kB of text; the
 * budget keeps the most recently made ones (the category pages shoppers are on) and forgets the oldest.
 */
export const ANSWER_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * The sandbox's catalogue read cache. Catalogue rows change rarely (an order takes stock, an editor changes a
 * product) and are read on every page, bag and listing, so reads answer from memory while the catalogue version
 * (`db/catalogue-version.ts`) is the one the cache was filled at; any write to a catalogue table moves the
 * version and the next read starts a fresh generation. Everything cached is frozen (shared by every request),
 * and answers carry their JSON text (`withJson`) so the middleware does not serialise a product twice.
 *
 * Loads run on the executor given. Inside a transaction they are used but never stored: that transaction may
 * have written catalogue rows it has not committed (an order's stock), which no other request may see. Write
 * paths therefore warm the cache (`warm`) before they open their transaction.
 */
export class CatalogueCache {
  #generation: Generation | undefined;

  constructor(private readonly db: SandboxDb) {}

  async #current(q: SandboxDb): Promise<Generation> {
    const version = await catalogueVersionSource(this.db)(q);
    if (this.#generation?.version !== version) {
      this.#generation = {
        version,
        records: new Map(),
        loaded: new Map(),
        shaped: new Map(),
        listing: new Map(),
        answers: new Map(),
        answerBytes: 0,
      };
    }
    return this.#generation;
  }

  /**
   * Full records (hidden products included, `product.is_visible` says) by id, in the currency.
   *
   * Inside a transaction only finished loads are taken from the cache; anything else is loaded on the
   * transaction's own connection. Awaiting a load that is still pending would wait on another connection while
   * this one is held: on PGlite (one connection) that load is queued behind this very transaction, and on a pool
   * enough such transactions hold every connection, so nothing could ever finish (issue 17).
   */
  async records(
    q: SandboxDb,
    ids: readonly number[],
    currency: Currency,
  ): Promise<Map<number, ProductRecord>> {
    const unique = [...new Set(ids)];
    const found = new Map<number, ProductRecord>();
    if (unique.length === 0) return found;
    const generation = await this.#current(q);
    const key = (id: number) => `${currency}:${id}`;
    const load = (missing: number[]) =>
      loadProductRecords(q, missing, currency).then((loaded) => {
        for (const record of loaded.values()) deepFreeze(record.product);
        return loaded;
      });
    if (q.isTransaction) {
      const missing: number[] = [];
      for (const id of unique) {
        const record = generation.loaded.get(key(id));
        if (record) found.set(id, record);
        else if (record === undefined) missing.push(id);
      }
      if (missing.length > 0) for (const [id, record] of await load(missing)) found.set(id, record);
      return found;
    }
    const missing = unique.filter((id) => !generation.records.has(key(id)));
    if (missing.length > 0) {
      const loading = load(missing);
      // One load for every request that asks meanwhile; a failed load is forgotten, not cached.
      for (const id of missing) {
        const one = loading.then((loaded) => loaded.get(id) ?? null);
        generation.records.set(key(id), one);
        one.then(
          (record) => generation.loaded.set(key(id), record),
          () => generation.records.delete(key(id)),
        );
      }
    }
    for (const id of unique) {
      const record = await generation.records.get(key(id));
      if (record) found.set(id, record);
    }
    return found;
  }

  /**
   * Visible products in the answer's shape, in the order of `ids`, absent and hidden ones left out. The shaped
   * objects are cached too, each with its JSON text.
   */
  async products(q: SandboxDb, ids: readonly number[], options: HydrateOptions): Promise<Product[]> {
    const records = await this.records(q, ids, options.currency);
    const generation = this.#generation;
    const shapeKey = `${options.currency}:${options.includeOptions ?? true}:${options.includeModifiers ?? true}:${options.variantsLimit ?? ''}`;
    const answer: Product[] = [];
    for (const id of new Set(ids)) {
      const record = records.get(id);
      if (!record?.product.is_visible) continue;
      const key = `${shapeKey}:${id}`;
      let product = q.isTransaction ? undefined : generation?.shaped.get(key);
      if (!product) {
        product = withJson(deepFreeze(shapeProduct(record.product, options)));
        if (!q.isTransaction && generation?.records.has(`${options.currency}:${id}`)) {
          generation.shaped.set(key, product);
        }
      }
      answer.push(product);
    }
    return answer;
  }

  /** The listing index of a currency: every visible product with its sort and facet fields. */
  async listing(q: SandboxDb, currency: Currency): Promise<ListingIndex> {
    const generation = await this.#current(q);
    if (q.isTransaction) return loadListingIndex(q, currency);
    let index = generation.listing.get(currency);
    if (!index) {
      index = loadListingIndex(q, currency).then(deepFreeze);
      generation.listing.set(currency, index);
      index.catch(() => generation.listing.delete(currency));
    }
    return index;
  }

  /**
   * A whole answer, made once per catalogue version and key and kept with its JSON text (within
   * `ANSWER_BUDGET_BYTES`), so the same listing page asked again costs a lookup. Not inside a transaction.
   */
  async answer<T extends object>(q: SandboxDb, key: string, make: () => Promise<T>): Promise<T> {
    const generation = await this.#current(q);
    const known = generation.answers.get(key);
    if (known) return known.value as T;
    const made = await make();
    if (q.isTransaction || this.#generation !== generation || generation.answers.has(key)) return made;
    const json = toJson(made);
    if (json.length > ANSWER_BUDGET_BYTES / 4) return made;
    generation.answers.set(key, { value: deepFreeze(withJson(made, json)), bytes: json.length });
    generation.answerBytes += json.length;
    for (const [oldKey, old] of generation.answers) {
      if (generation.answerBytes <= ANSWER_BUDGET_BYTES) break;
      generation.answers.delete(oldKey);
      generation.answerBytes -= old.bytes;
    }
    return made;
  }

  /** Loads what a write is about to read, outside its transaction, so the transaction finds it cached. */
  async warm(ids: readonly number[], currency: Currency): Promise<void> {
    await this.records(this.db, ids, currency);
  }
}

/**
 * Caches by database handle. Keyed by the handle's adapter, which its transactions share, so code holding a
 * transaction finds the cache of the database it came from.
 */
const caches = new WeakMap<object, CatalogueCache>();

/** The one catalogue cache of a database handle (or of the database a transaction belongs to). */
export function catalogueCache(q: SandboxDb): CatalogueCache {
  const key = q.getExecutor().adapter;
  let cache = caches.get(key);
  if (!cache) {
    // A transaction cannot fill a shared cache (see above): the provider creates it on the database first.
    if (q.isTransaction)
      throw new Error('The catalogue cache is created on the database, not in a transaction.');
    cache = new CatalogueCache(q);
    caches.set(key, cache);
  }
  return cache;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map || value instanceof Set) {
      for (const item of value.values()) deepFreeze(item);
      if (value instanceof Map) for (const key of value.keys()) deepFreeze(key);
    } else {
      for (const child of Object.values(value)) deepFreeze(child);
    }
  }
  return value;
}
