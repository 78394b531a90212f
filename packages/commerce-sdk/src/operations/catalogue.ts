import { z } from 'zod';
import {
  catalogueIdSchema,
  channelSchema,
  facetSchema,
  getFiltersParamsSchema,
  getProductByIdParamsSchema,
  getProductsParamsSchema,
  getProductsWithFilterParamsSchema,
  inventoryRecordSchema,
  paginationSchema,
  productInventorySchema,
  productSchema,
  storeMetaSchema,
  variantMetadataEntrySchema,
} from '../schemas/catalogue';
import { categoryTreeNodeSchema } from '../schemas/category';
import type { OperationTable } from './table';

const idList = z.array(catalogueIdSchema).max(250);
const productList = z.object({ data: z.array(productSchema) });

/**
 * Catalogue operations (spec 000 §7, spec 001 §7; shapes: shared/contracts/commerce.md, else BigCommerce REST v3).
 * Each entry: the arguments as a tuple (the JSON body's array) and the result.
 */
export const catalogueOperations = {
  /** A category and its subtree; 404 `no category` when absent or hidden. */
  getCategory: {
    args: z.tuple([catalogueIdSchema]),
    result: z.object({ data: categoryTreeNodeSchema }),
  },
  /**
   * Spec 000 §7, spec 001 §7 "Category filter lookup": the facets (Color, Size, Length with counts per value;
   * the price range) of a category or a search term, as GraphQL-style `edges` of `node`s.
   */
  getFilters: {
    args: z.tuple([getFiltersParamsSchema]),
    result: z.object({ data: z.object({ edges: z.array(z.object({ node: facetSchema })) }) }),
  },
  /** Spec 000 §7 getProducts(params: sku, include, id:in, userParameters): a BigCommerce product list. */
  getProducts: {
    args: z.tuple([getProductsParamsSchema]),
    result: productList.extend({ meta: z.object({ pagination: paginationSchema }) }),
  },
  /** Products by id, in the order asked; unknown or hidden ids are left out. */
  getProductsById: {
    args: z.tuple([idList]),
    result: productList,
  },
  /** Contract: `{ data: Product }` with variants (≤ variantsLimit, default 250); 404 `no product`. */
  getProductById: {
    args: z.tuple([getProductByIdParamsSchema]),
    result: z.object({ data: productSchema }),
  },
  /** Contract: a listing page with pagination and facets (spec 000 §2, §9: 48 a page, page 1). */
  getProductsWithFilter: {
    args: z.tuple([getProductsWithFilterParamsSchema]),
    result: productList.extend({
      meta: z.object({ pagination: paginationSchema, facets: z.array(facetSchema) }),
    }),
  },
  /** Spec 000 §7: a list of ids, read for their custom_fields (the free-gift check). */
  getProductsByIdList: {
    args: z.tuple([idList]),
    result: productList,
  },
  /** The product whose sku, or one of whose variants' sku, is the one given; 404 `no product`. */
  getBySku: {
    args: z.tuple([z.string().min(1)]),
    result: z.object({ data: productSchema }),
  },
  /**
   * Spec 000 §7: sku in, product entityId and first variant entityId out (a variant sku gives that variant).
   * 404 `no product`.
   */
  getProductByVariantId: {
    args: z.tuple([z.string().min(1)]),
    result: z.object({
      data: z.object({ entityId: z.number().int(), variantEntityId: z.number().int(), sku: z.string() }),
    }),
  },
  /** Spec 000 §3: a variant's metadata as name/value entries; 404 `no variant` when not the product's. */
  getVariantMetadata: {
    args: z.tuple([
      z.object({
        productId: catalogueIdSchema,
        variantId: catalogueIdSchema,
        language: z.string().min(2).max(10).optional(),
      }),
    ]),
    result: z.object({ data: z.array(variantMetadataEntrySchema) }),
  },
  /**
   * Spec 000 §3: the metadata of many variants in one read (BigCommerce's batch `GET /catalog/variants/metafields`),
   * for a listing's cards (`product_badge`); `names` narrows the entries. Unknown variants are left out.
   */
  getVariantsMetadata: {
    args: z.tuple([
      z.object({
        variantIds: z.array(catalogueIdSchema).min(1).max(250),
        names: z.array(z.string().min(1).max(100)).max(20).optional(),
        language: z.string().min(2).max(10).optional(),
      }),
    ]),
    result: z.object({
      data: z.array(z.object({ variant_id: z.number().int(), entries: z.array(variantMetadataEntrySchema) })),
    }),
  },
  /** Spec 000 §3, §7: stock per location for skus, variant ids or product ids (at least one list). */
  getInventoryAtLocations: {
    args: z.tuple([
      z
        .object({
          skus: z.array(z.string().min(1)).max(1000).optional(),
          variantIds: z.array(catalogueIdSchema).max(1000).optional(),
          productIds: z.array(catalogueIdSchema).max(250).optional(),
        })
        .refine((p) => p.skus ?? p.variantIds ?? p.productIds, 'Give skus, variantIds or productIds'),
    ]),
    result: z.object({ data: z.array(inventoryRecordSchema) }),
  },
  /** Spec 000 §7: stock of skus or variant ids (at least one list). */
  getProductsInventory: {
    args: z.tuple([
      z
        .object({
          skus: z.array(z.string().min(1)).max(1000).optional(),
          variantIds: z.array(catalogueIdSchema).max(1000).optional(),
        })
        .refine((p) => p.skus ?? p.variantIds, 'Give skus or variantIds'),
    ]),
    result: z.object({ data: z.array(productInventorySchema) }),
  },
  /** Spec 001 §7: the request's channel with its currencies; 404 `no channel` for an unknown channel. */
  getChannel: {
    args: z.tuple([]),
    result: z.object({ data: channelSchema }),
  },
  /** Spec 001 §7: the store's meta. */
  getStoreMeta: {
    args: z.tuple([]),
    result: z.object({ data: storeMetaSchema }),
  },
} as const satisfies OperationTable;
