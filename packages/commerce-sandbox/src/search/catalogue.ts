import type { CurrencyCode } from '@wardrobe/domain-rules';
import { isFreeGift, PRODUCT_OPTION_NAMES } from '@wardrobe/domain-rules';
import { catalogueCache } from '../operations/catalogue/cache';
import type { SandboxDb } from '../operations/context';

/** A variant that can be bought, with what search filters, sorts and shows. */
export interface SearchVariant {
  id: number;
  colour: string | undefined;
  size: string | undefined;
  length: string | undefined;
  /** The price paid (lower of list and sale), major units of the currency. */
  price: number;
  listPrice: number;
  /** Only when below the list price. */
  salePrice: number | undefined;
  imageUrl: string;
}

export interface SearchProduct {
  id: number;
  name: string;
  /** The product's sku (style code). */
  sku: string;
  /** The product route's slug: its catalogue url without slashes. */
  slug: string;
  created: number;
  totalSold: number;
  sortOrder: number;
  /** Its visible categories: its own and every ancestor. */
  categories: readonly number[];
  /** The deepest of them (its own category). */
  leaf: number | undefined;
  /** Purchasable variants only, in catalogue order (colour, then size, then length). */
  variants: readonly SearchVariant[];
  /** Colours with a purchasable variant, in option order. */
  colours: readonly string[];
  /** The lower-cased words of each colour (`light blue` → light, blue), for the colour a term names. */
  colourWords: ReadonlyMap<string, readonly string[]>;
  /** The lower-cased words of the name, for ranking (the last one names what the product is). */
  nameWords: readonly string[];
}

export interface SearchCategory {
  id: number;
  parentId: number;
  name: string;
  url: string;
  children: number[];
  /** Root first. */
  ancestors: number[];
}

/** The searchable catalogue of one currency at one catalogue version. */
export interface SearchCatalogue {
  products: ReadonlyMap<number, SearchProduct>;
  /** Merchandising order (the catalogue's sort_order, then id): browse's relevance. */
  featured: readonly SearchProduct[];
  categories: ReadonlyMap<number, SearchCategory>;
  roots: readonly number[];
  /** The newest product's creation time (the `new-in` collection counts back from it). */
  newest: number;
}

/**
 * Reading: a product is searchable (found, browsed, recommended) when it is visible, not purchase-disabled, not
 * a free gift (spec 000 §3: the promotions engine adds those, nobody buys them) and has a variant that is not
 * purchase-disabled. Only those variants count for colours, sizes, prices and filters; a sold-out variant still
 * counts (listings show sold-out products).
 */
export async function loadSearchCatalogue(db: SandboxDb, currency: CurrencyCode): Promise<SearchCatalogue> {
  const cache = catalogueCache(db);
  const [listing, categoryRows] = await Promise.all([
    cache.listing(db, currency),
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'name', 'url', 'sort_order'])
      .where('is_visible', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  const records = await cache.records(
    db,
    listing.products.map((p) => p.id),
    currency,
  );

  const categories = new Map<number, SearchCategory>();
  for (const row of categoryRows) {
    categories.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      url: row.url,
      children: [],
      ancestors: [],
    });
  }
  const roots: number[] = [];
  for (const category of categories.values()) {
    const parent = categories.get(category.parentId);
    if (parent) parent.children.push(category.id);
    else roots.push(category.id);
    const seen = new Set([category.id]);
    for (let up = parent; up && !seen.has(up.id); up = categories.get(up.parentId)) {
      seen.add(up.id);
      category.ancestors.unshift(up.id);
    }
  }

  const products = new Map<number, SearchProduct>();
  let newest = 0;
  for (const { product } of records.values()) {
    if (!product.is_visible || product.purchasing_disabled || isFreeGift(product.custom_fields)) continue;
    const variants: SearchVariant[] = product.variants
      .filter((v) => !v.purchasing_disabled)
      .map((v) => {
        const label = (name: string) => v.option_values.find((o) => o.option_display_name === name)?.label;
        const salePrice = typeof v.sale_price === 'number' && v.sale_price > 0 ? v.sale_price : undefined;
        return {
          id: v.id,
          colour: label(PRODUCT_OPTION_NAMES.colour),
          size: label(PRODUCT_OPTION_NAMES.size),
          length: label(PRODUCT_OPTION_NAMES.length),
          price: v.calculated_price,
          listPrice: v.price,
          salePrice: salePrice !== undefined && salePrice < v.price ? salePrice : undefined,
          imageUrl: v.image_url,
        };
      });
    if (variants.length === 0) continue;
    const colourOrder =
      product.options
        ?.find((o) => o.display_name === PRODUCT_OPTION_NAMES.colour)
        ?.option_values.map((o) => o.label) ?? [];
    const offered = new Set(variants.map((v) => v.colour));
    const colours = colourOrder.filter((c) => offered.has(c));
    const own = product.categories.filter((id) => categories.has(id));
    const leaf = own.reduce<number | undefined>((deepest, id) => {
      const depth = categories.get(id)?.ancestors.length ?? 0;
      return deepest === undefined || depth > (categories.get(deepest)?.ancestors.length ?? 0) ? id : deepest;
    }, undefined);
    const created = Date.parse(product.date_created) || 0;
    newest = Math.max(newest, created);
    products.set(product.id, {
      id: product.id,
      name: product.name,
      sku: product.sku,
      slug: product.url.replace(/^\/+|\/+$/g, ''),
      created,
      totalSold: product.total_sold,
      sortOrder: product.sort_order,
      categories: own,
      leaf,
      variants,
      colours,
      colourWords: new Map(colours.map((c) => [c, words(c)])),
      nameWords: words(product.name),
    });
  }
  const featured = [...products.values()].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return { products, featured, categories, roots, newest };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
