import type { CategoryTreeNode, CommerceProvider, InventoryRecord } from '@wardrobe/commerce-sdk';
import { MARKETS } from '@wardrobe/domain-rules';
import { catalogueCache } from './catalogue/cache';
import { listFacets, listProducts } from './catalogue/listing';
import { variantsMetadata } from './catalogue/metadata';
import type { HydrateOptions } from './catalogue/products';
import { channelCurrency, notFound, type SandboxDb } from './context';

const NO_PRODUCT = 'no product';
const CURRENCY_SYMBOL = { GBP: '£', EUR: '€', USD: '$' } as const;

/**
 * Catalogue operations of the sandbox, on its database (spec 000 §7, spec 001 §7; contract shapes, else
 * BigCommerce REST v3). Prices are answered in the channel's currency (`currencyCode` where an operation takes
 * it), major units; only visible products are ever answered.
 */
export function catalogueOperations(db: SandboxDb): CommerceProvider {
  // Products and listings answer from the catalogue cache, current to the last catalogue write.
  const cache = catalogueCache(db);
  const hydrateProducts = (q: SandboxDb, ids: readonly number[], options: HydrateOptions) =>
    cache.products(q, ids, options);
  /** The product whose sku, or one of whose variants' sku, is `sku` (visible only). */
  const productIdBySku = async (sku: string): Promise<number | undefined> => {
    const row = await db
      .selectFrom('products as p')
      .select('p.id')
      .where('p.is_visible', '=', true)
      .where((eb) =>
        eb.or([
          eb('p.sku', '=', sku),
          eb('p.id', 'in', eb.selectFrom('variants').select('product_id').where('sku', '=', sku)),
        ]),
      )
      .executeTakeFirst();
    return row?.id;
  };

  return {
    async getCategory(_ctx, id) {
      const rows = await db
        .selectFrom('categories')
        .selectAll()
        .where('is_visible', '=', true)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const target = byId.get(id);
      if (!target) throw notFound('no category');
      const path: number[] = [];
      for (let p = byId.get(target.parent_id); p; p = byId.get(p.parent_id)) path.unshift(p.id);
      const build = (row: (typeof rows)[number], ancestors: number[]): CategoryTreeNode => ({
        id: row.id,
        parent_id: row.parent_id,
        depth: ancestors.length,
        path: ancestors,
        name: row.name,
        is_visible: row.is_visible,
        url: row.url,
        children: rows.filter((r) => r.parent_id === row.id).map((r) => build(r, [...ancestors, row.id])),
      });
      return { data: build(target, path) };
    },

    async getFilters(ctx, params) {
      const facets = listFacets(await cache.listing(db, channelCurrency(ctx.channelId)), params);
      return { data: { edges: facets.map((node) => ({ node })) } };
    },

    async getProducts(ctx, params) {
      const currency = params.currencyCode ?? channelCurrency(ctx.channelId);
      // Reading: BigCommerce list defaults, 50 a page; products in id order; `include` only decides modifiers.
      const limit = params.limit ?? 50;
      const page = params.page ?? 1;
      let query = db
        .selectFrom('products as p')
        .select('p.id')
        .where('p.is_visible', '=', true)
        .orderBy('p.id');
      const { sku } = params;
      if (sku !== undefined) {
        query = query.where((eb) =>
          eb.or([
            eb('p.sku', '=', sku),
            eb('p.id', 'in', eb.selectFrom('variants').select('product_id').where('sku', '=', sku)),
          ]),
        );
      }
      const idIn = params['id:in'];
      if (idIn !== undefined) {
        if (idIn.length === 0) query = query.where('p.id', '=', -1);
        else query = query.where('p.id', 'in', idIn);
      }
      const ids = (await query.execute()).map((r) => r.id);
      const pageIds = ids.slice((page - 1) * limit, page * limit);
      const includes = (params.include ?? '').split(',').map((s) => s.trim());
      const data = await hydrateProducts(db, pageIds, {
        currency,
        includeModifiers: includes.includes('modifiers'),
      });
      return {
        data,
        meta: {
          pagination: {
            total: ids.length,
            count: data.length,
            current_page: page,
            per_page: limit,
            total_pages: Math.ceil(ids.length / limit),
          },
        },
      };
    },

    async getProductsById(ctx, ids) {
      return { data: await hydrateProducts(db, ids, { currency: channelCurrency(ctx.channelId) }) };
    },

    async getProductById(ctx, { entityId, includeOptions, includeModifiers, currencyCode, variantsLimit }) {
      const [product] = await hydrateProducts(db, [entityId], {
        currency: currencyCode ?? channelCurrency(ctx.channelId),
        includeOptions: includeOptions ?? true,
        includeModifiers: includeModifiers ?? true,
        ...(variantsLimit !== undefined ? { variantsLimit } : {}),
      });
      // Spec 000 §4: an absent product answers 'no product', which the product page turns into its 404.
      if (!product) throw notFound(NO_PRODUCT);
      return { data: product };
    },

    async getProductsWithFilter(ctx, params) {
      const currency = params.currencyCode ?? channelCurrency(ctx.channelId);
      // A listing page is the same for every shopper until the catalogue changes: kept whole (cache.answer).
      return cache.answer(db, `getProductsWithFilter:${currency}:${JSON.stringify(params)}`, async () => {
        const { ids, pagination, facets } = listProducts(await cache.listing(db, currency), params);
        // Listing cards need colours and sizes (options) but not the gift modifiers.
        const data = await hydrateProducts(db, ids, { currency, includeModifiers: false });
        return { data, meta: { pagination, facets } };
      });
    },

    async getProductsByIdList(ctx, ids) {
      return { data: await hydrateProducts(db, ids, { currency: channelCurrency(ctx.channelId) }) };
    },

    async getBySku(ctx, sku) {
      const id = await productIdBySku(sku);
      const [product] =
        id === undefined ? [] : await hydrateProducts(db, [id], { currency: channelCurrency(ctx.channelId) });
      if (!product) throw notFound(NO_PRODUCT);
      return { data: product };
    },

    async getProductByVariantId(_ctx, sku) {
      const variant = await db
        .selectFrom('variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select(['v.id', 'v.product_id', 'v.sku'])
        .where('p.is_visible', '=', true)
        .where('v.sku', '=', sku)
        .executeTakeFirst();
      if (variant)
        return { data: { entityId: variant.product_id, variantEntityId: variant.id, sku: variant.sku } };
      // Reading: a product sku gives the product and its first variant (the lowest id).
      const first = await db
        .selectFrom('variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select(['v.id', 'v.product_id', 'v.sku'])
        .where('p.is_visible', '=', true)
        .where('p.sku', '=', sku)
        .orderBy('v.id')
        .executeTakeFirst();
      if (!first) throw notFound(NO_PRODUCT);
      return { data: { entityId: first.product_id, variantEntityId: first.id, sku: first.sku } };
    },

    async getVariantMetadata(_ctx, { productId, variantId, language = 'en' }) {
      const variant = await db
        .selectFrom('variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select('v.id')
        .where('v.id', '=', variantId)
        .where('v.product_id', '=', productId)
        .where('p.is_visible', '=', true)
        .executeTakeFirst();
      if (!variant) throw notFound('no variant');
      return { data: (await variantsMetadata(db, [variantId], language)).get(variantId) ?? [] };
    },

    async getVariantsMetadata(_ctx, { variantIds, names, language = 'en' }) {
      const ids = [...new Set(variantIds)];
      const found = await variantsMetadata(db, ids, language, names);
      // In the order asked.
      return {
        data: ids.flatMap((variant_id) => {
          const entries = found.get(variant_id);
          return entries ? [{ variant_id, entries }] : [];
        }),
      };
    },

    async getInventoryAtLocations(_ctx, { skus, variantIds, productIds }) {
      // Reading: a product sku in `skus` stands for all its variants; unknown skus and ids are left out.
      const variants = await db
        .selectFrom('variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select(['v.id', 'v.sku', 'v.product_id'])
        .where('p.is_visible', '=', true)
        .where((eb) => {
          const any = [];
          if (skus?.length) any.push(eb('v.sku', 'in', skus), eb('p.sku', 'in', skus));
          if (variantIds?.length) any.push(eb('v.id', 'in', variantIds));
          if (productIds?.length) any.push(eb('v.product_id', 'in', productIds));
          return any.length ? eb.or(any) : eb.val(false);
        })
        .orderBy('v.id')
        .execute();
      if (variants.length === 0) return { data: [] };
      const levels = await db
        .selectFrom('inventory_levels as l')
        .innerJoin('inventory_locations as loc', 'loc.id', 'l.location_id')
        .select(['l.variant_id', 'l.location_id', 'loc.code', 'loc.enabled', 'l.available_to_sell'])
        .where(
          'l.variant_id',
          'in',
          variants.map((v) => v.id),
        )
        .orderBy('l.location_id')
        .execute();
      const levelsOf = new Map<number, typeof levels>();
      for (const level of levels)
        levelsOf.set(level.variant_id, [...(levelsOf.get(level.variant_id) ?? []), level]);
      const data: InventoryRecord[] = variants.map((v) => {
        const locations = (levelsOf.get(v.id) ?? []).map((l) => ({
          location_id: l.location_id,
          location_code: l.code,
          location_enabled: l.enabled,
          available_to_sell: l.available_to_sell,
        }));
        return {
          identity: { sku: v.sku, variant_id: v.id, product_id: v.product_id },
          locations,
          // Reading: the all-locations total counts enabled locations only (a disabled one sells nothing).
          allLocationsTotalAvailableToSell: locations
            .filter((l) => l.location_enabled)
            .reduce((sum, l) => sum + l.available_to_sell, 0),
        };
      });
      return { data };
    },

    async getProductsInventory(_ctx, { skus, variantIds }) {
      const rows = await db
        .selectFrom('variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select([
          'v.id',
          'v.product_id',
          'v.sku',
          'v.inventory_level',
          'v.purchasing_disabled',
          'p.inventory_tracking',
          'p.inventory_warning_level',
          'p.inventory_level as product_level',
        ])
        .where('p.is_visible', '=', true)
        .where((eb) => {
          const any = [];
          if (skus?.length) any.push(eb('v.sku', 'in', skus));
          if (variantIds?.length) any.push(eb('v.id', 'in', variantIds));
          return any.length ? eb.or(any) : eb.val(false);
        })
        .orderBy('v.id')
        .execute();
      return {
        data: rows.map((r) => ({
          product_id: r.product_id,
          variant_id: r.id,
          sku: r.sku,
          inventory_tracking: r.inventory_tracking,
          // Spec 000 §4: product-level tracking counts the product's level, variant-level the variant's.
          inventory_level: r.inventory_tracking === 'product' ? r.product_level : r.inventory_level,
          inventory_warning_level: r.inventory_warning_level,
          purchasing_disabled: r.purchasing_disabled,
        })),
      };
    },

    async getChannel(ctx) {
      const market = MARKETS.find((m) => m.channelId === ctx.channelId);
      if (!market) throw notFound('no channel');
      return {
        data: {
          id: market.channelId,
          name: `Wardrobe ${market.market}`,
          type: 'storefront',
          platform: 'custom',
          status: 'active',
          currencies: {
            channel_id: market.channelId,
            default_currency: market.currency,
            enabled_currencies: [market.currency],
          },
        },
      };
    },

    async getStoreMeta(ctx) {
      const currency = channelCurrency(ctx.channelId);
      const locations = await db.selectFrom('inventory_locations').selectAll().orderBy('id').execute();
      return {
        data: {
          id: 'wardrobe-sandbox',
          name: 'Wardrobe',
          language: 'en',
          country_code: 'GB',
          timezone: 'Europe/London',
          currency,
          currency_symbol: CURRENCY_SYMBOL[currency],
          decimal_places: 2,
          weight_units: 'kg',
          dimension_units: 'cm',
          inventory_locations: locations.map(({ id, code, label, enabled }) => ({
            id,
            code,
            label,
            enabled,
          })),
        },
      };
    },
  };
}
