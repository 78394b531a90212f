import type { Facet } from '@wardrobe/commerce-sdk';
import { LISTING_ITEMS_PER_PAGE, sortSizes, unitPrice } from '@wardrobe/domain-rules';
import { sql } from 'kysely';
import { notFound, type SandboxDb, toMajor } from '../context';
import type { Currency } from './products';

export interface ListingScope {
  categoryId?: number | undefined;
  categoryEntityId?: number | undefined;
  term?: string | undefined;
  filters?: Record<string, string[]> | undefined;
}

interface IndexedProduct {
  id: number;
  name: string;
  sort_order: number;
  total_sold: number;
  created: number;
  /** The price paid (lower of list and sale), major units: what price sorts and the price facet read. */
  price: number;
  /** Option name → labels (`Color` → [Black, Navy]). */
  labels: Map<string, string[]>;
  text: string;
}

/** Facet option names in display order (spec 001 §3: colour and size values with productCount; then length). */
const ATTRIBUTE_FACETS = ['Color', 'Size', 'Length'] as const;

/** Every visible product with what listing needs, and which products each visible category holds. */
export interface ListingIndex {
  products: readonly IndexedProduct[];
  /** Visible category id → its products (a product is linked to its category and every ancestor). */
  members: ReadonlyMap<number, ReadonlySet<number>>;
}

/**
 * The listing index of one currency, in three queries: visible products with price and option labels, the
 * visible categories, and the category links. The catalogue cache keeps it until the catalogue changes.
 */
export async function loadListingIndex(db: SandboxDb, currency: Currency): Promise<ListingIndex> {
  // One row per product, its option labels as JSON (`[[name, label], …]`): few rows to decode.
  const [productRows, categories, links] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('product_prices as pp', (join) =>
        join.onRef('pp.product_id', '=', 'p.id').on('pp.currency_code', '=', currency),
      )
      .select([
        'p.id',
        'p.name',
        'p.sku',
        'p.description',
        'p.sort_order',
        'p.total_sold',
        'p.date_created',
        // Reading: a product without a product_prices row (written outside the seed) sorts by its base variant.
        sql<number>`coalesce(pp.price_minor, (select vp.price_minor from variants v
          join variant_prices vp on vp.variant_id = v.id and vp.currency_code = ${currency}
          where v.product_id = p.id order by v.id limit 1), 0)`.as('price_minor'),
        sql<number | null>`case when pp.product_id is not null then pp.sale_price_minor
          else (select vp.sale_price_minor from variants v
          join variant_prices vp on vp.variant_id = v.id and vp.currency_code = ${currency}
          where v.product_id = p.id order by v.id limit 1) end`.as('sale_price_minor'),
        sql<[string, string][] | null>`(select json_agg(json_build_array(o.display_name, v.label)
          order by o.sort_order, v.sort_order)
          from product_options o join product_option_values v on v.option_id = o.id
          where o.product_id = p.id)`.as('labels'),
      ])
      .where('p.is_visible', '=', true)
      .orderBy('p.id')
      .execute(),
    db.selectFrom('categories').select('id').where('is_visible', '=', true).execute(),
    db.selectFrom('product_categories').select(['category_id', 'product_id']).execute(),
  ]);
  const members = new Map<number, Set<number>>(categories.map((c) => [c.id, new Set<number>()]));
  for (const link of links) members.get(link.category_id)?.add(link.product_id);
  const products = productRows.map((p): IndexedProduct => {
    const byName = new Map<string, string[]>();
    for (const [name, label] of p.labels ?? []) byName.set(name, [...(byName.get(name) ?? []), label]);
    return {
      id: p.id,
      name: p.name,
      sort_order: p.sort_order,
      total_sold: p.total_sold,
      created: new Date(p.date_created as unknown as Date).getTime(),
      price: unitPrice({
        list_price: toMajor(p.price_minor),
        sale_price: p.sale_price_minor === null ? null : toMajor(p.sale_price_minor),
      }),
      labels: byName,
      text: [p.name, p.sku, p.description, ...(byName.get('Color') ?? [])].join(' ').toLowerCase(),
    };
  });
  return { products, members };
}

/**
 * The products of a category (it and its descendants: products are linked to every ancestor) or of a search
 * term. 404 `no category` for an unknown or hidden id.
 */
function scopeOf(index: ListingIndex, scope: ListingScope): IndexedProduct[] {
  const categoryId = scope.categoryId ?? scope.categoryEntityId;
  let products = index.products;
  if (categoryId !== undefined) {
    const members = index.members.get(categoryId);
    if (!members) throw notFound('no category');
    products = products.filter((p) => members.has(p.id));
  }
  return products.filter((p) => matchesTerm(p, scope.term));
}

/**
 * Reading: a term matches a product when every word of it (case-insensitive) is in its name, sku, description or
 * colour names; an empty or blank term matches everything.
 */
function matchesTerm(product: IndexedProduct, term: string | undefined): boolean {
  const words = (term ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => product.text.includes(word));
}

/** One collator for every comparison: `localeCompare(…, 'en')` builds a new one per call. */
const collator = new Intl.Collator('en');

const isPriceFacet = (facet: string) => facet.toLowerCase() === 'price';

/**
 * Reading: values of one facet are alternatives (OR), facets combine (AND); an option facet matches a product
 * that offers the value in any variant; `Price` is `min-max` on the price paid, bounds included; facet names
 * that are neither a product option nor Price are ignored.
 */
function matchesFilters(product: IndexedProduct, filters: Record<string, string[]>, skip?: string): boolean {
  for (const [facet, values] of Object.entries(filters)) {
    if (facet === skip || values.length === 0) continue;
    if (isPriceFacet(facet)) {
      const inRange = values.some((range) => {
        const [min, max] = range.split('-').map(Number) as [number, number];
        return product.price >= min && product.price <= max;
      });
      if (!inRange) return false;
    } else if ((ATTRIBUTE_FACETS as readonly string[]).includes(facet)) {
      const labels = product.labels.get(facet) ?? [];
      if (!values.some((value) => labels.includes(value))) return false;
    }
  }
  return true;
}

/**
 * Facets with counts per value: each facet counts over the products that match every other facet's choice
 * (so choosing Black still shows how many Navy products there are). Colours by name, sizes by `sortSizes`,
 * lengths by `sortSizes` too (Regular/Long/Short, Regular/Petite/Tall are its families).
 */
function facetsOf(scoped: IndexedProduct[], filters: Record<string, string[]>): Facet[] {
  const facets: Facet[] = [];
  for (const name of ATTRIBUTE_FACETS) {
    const counts = new Map<string, number>();
    for (const product of scoped) {
      if (!matchesFilters(product, filters, name)) continue;
      // An option's values are distinct, so each label counts its product once.
      for (const label of product.labels.get(name) ?? []) counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    if (counts.size === 0) continue;
    const labels = [...counts.keys()];
    const ordered = name === 'Color' ? labels.sort(collator.compare) : sortSizes(labels);
    const selected = filters[name] ?? [];
    facets.push({
      type: 'attribute',
      name,
      attributes: ordered.map((value) => ({
        value,
        productCount: counts.get(value) ?? 0,
        isSelected: selected.includes(value),
      })),
    });
  }
  const priceKey = Object.keys(filters).find(isPriceFacet);
  const priced = scoped.filter((p) => matchesFilters(p, filters, priceKey));
  if (priced.length > 0) {
    const prices = priced.map((p) => p.price);
    const range = priceKey ? filters[priceKey]?.[0] : undefined;
    const [min, max] = range ? (range.split('-').map(Number) as [number, number]) : [];
    facets.push({
      type: 'price',
      name: 'Price',
      minPrice: Math.min(...prices),
      maxPrice: Math.max(...prices),
      selected: min !== undefined && max !== undefined ? { minPrice: min, maxPrice: max } : null,
    });
  }
  return facets;
}

type SortKey = 'sort_order' | 'created' | 'total_sold' | 'price' | 'name' | 'id';

/**
 * Sorts (documented in the SDK's LISTING_SORT_PATTERN): `featured` (merchandising order), `newest`
 * (date_created desc), `best_selling` (total_sold desc), `price-asc`/`price-desc` (price paid), `name-asc`/
 * `name-desc`, and BigCommerce `field-direction` names. Ties keep id order. Default: featured.
 */
function sortProducts(products: IndexedProduct[], sort = 'featured', direction?: 'asc' | 'desc') {
  const [field = 'featured', suffix] = sort.split('-') as [string, 'asc' | 'desc' | undefined];
  const named: Record<string, [SortKey, 'asc' | 'desc']> = {
    featured: ['sort_order', 'asc'],
    sort_order: ['sort_order', 'asc'],
    newest: ['created', 'desc'],
    date_created: ['created', 'desc'],
    best_selling: ['total_sold', 'desc'],
    total_sold: ['total_sold', 'desc'],
    price: ['price', 'asc'],
    calculated_price: ['price', 'asc'],
    name: ['name', 'asc'],
    id: ['id', 'asc'],
  };
  const [key, natural] = named[field] ?? ['sort_order', 'asc'];
  const sign = (suffix ?? direction ?? natural) === 'desc' ? -1 : 1;
  return products.sort((a, b) => {
    const av = a[key];
    const bv = b[key];
    const order = typeof av === 'string' ? collator.compare(av, bv as string) : av - (bv as number);
    return order !== 0 ? sign * order : a.id - b.id;
  });
}

export interface ListingPage {
  ids: number[];
  pagination: { total: number; count: number; current_page: number; per_page: number; total_pages: number };
  facets: Facet[];
}

/**
 * A listing page: the scope (category or term), the chosen facets, the sort and the page (spec 000 §2, §9:
 * 48 a page, page 1). Reading: a page past the last answers no products with the true totals (BigCommerce does
 * the same); total_pages is 0 when nothing matches.
 */
export function listProducts(
  index: ListingIndex,
  params: ListingScope & {
    sort?: string | undefined;
    direction?: 'asc' | 'desc' | undefined;
    page?: number | undefined;
    itemsPerPage?: number | undefined;
  },
): ListingPage {
  const filters = params.filters ?? {};
  const scoped = scopeOf(index, params);
  const matching = sortProducts(
    scoped.filter((p) => matchesFilters(p, filters)),
    params.sort,
    params.direction,
  );
  const perPage = params.itemsPerPage ?? LISTING_ITEMS_PER_PAGE;
  const page = params.page ?? 1;
  const ids = matching.slice((page - 1) * perPage, page * perPage).map((p) => p.id);
  return {
    ids,
    pagination: {
      total: matching.length,
      count: ids.length,
      current_page: page,
      per_page: perPage,
      total_pages: Math.ceil(matching.length / perPage),
    },
    facets: facetsOf(scoped, filters),
  };
}

/** Spec 000 §7 getFilters: the facets of a category or term, with counts per value. */
export function listFacets(index: ListingIndex, scope: ListingScope): Facet[] {
  return facetsOf(scopeOf(index, scope), scope.filters ?? {});
}
