// Zod schemas and inferred types of the catalogue area (spec 000 §3, spec 001 §3; BigCommerce REST v3 shapes).
import { z } from 'zod';

/** The sandbox and BigCommerce currencies (domain-rules MARKETS: GBP, EUR, USD). */
export const currencyCodeSchema = z.enum(['GBP', 'EUR', 'USD']);
export type CatalogueCurrencyCode = z.infer<typeof currencyCodeSchema>;

/**
 * An entity id: a positive integer, or its digits as a string (route parameters arrive as strings).
 * Reading: `"12"` is accepted and read as 12; `"12a"`, 0 and negatives are refused (400).
 */
export const catalogueIdSchema = z
  .union([z.number(), z.string().regex(/^\d+$/, 'Expected an id of digits').transform(Number)])
  .pipe(z.number().int().positive());

const money = z.number().nonnegative();

/** Spec 000 §3 (Product options): one value with its option's id and name. */
export const productOptionValueSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  option_id: z.number().int(),
  option_display_name: z.string(),
  is_default: z.boolean(),
  sort_order: z.number().int(),
});
export type ProductOptionValue = z.infer<typeof productOptionValueSchema>;

/** Spec 000 §3: a product option (`Color`, `Size`, `Length`) with its values in display order. */
export const productOptionSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  display_name: z.string(),
  type: z.string(),
  sort_order: z.number().int(),
  option_values: z.array(productOptionValueSchema),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** Spec 000 §3 (Variant option_values): option_display_name, label, is_default, with BigCommerce's ids. */
export const variantOptionValueSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  option_id: z.number().int(),
  option_display_name: z.string(),
  is_default: z.boolean(),
});
export type VariantOptionValue = z.infer<typeof variantOptionValueSchema>;

/**
 * Spec 000 §3 Variant: id, product_id, sku, sale_price, inventory_level, purchasing_disabled, option_values.
 * Prices in major units of the answer's currency; `sale_price` null when the variant is not on sale (BigCommerce).
 */
export const variantSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  price: money,
  calculated_price: money,
  sale_price: money.nullable(),
  inventory_level: z.number().int(),
  purchasing_disabled: z.boolean(),
  image_url: z.string(),
  option_values: z.array(variantOptionValueSchema),
});
export type Variant = z.infer<typeof variantSchema>;

/** Spec 000 §3 (modifiers: sort_order, required, display_name, id): the gift card fields and the like. */
export const productModifierSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  /** `text`, `multi_line_text`, `date`, `hidden`. */
  type: z.string(),
  required: z.boolean(),
  sort_order: z.number().int(),
  option_values: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type ProductModifier = z.infer<typeof productModifierSchema>;

/** Spec 000 §3: custom fields (name/value); a field named `freegift` (any case) marks a free gift. */
export const customFieldSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** BigCommerce product image; paths are relative (`/images/products/{sku}-{Colour}-{n}.jpg`), served locally. */
export const productImageSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  is_thumbnail: z.boolean(),
  sort_order: z.number().int(),
  description: z.string(),
  url_zoom: z.string().startsWith('/'),
  url_standard: z.string().startsWith('/'),
  url_thumbnail: z.string().startsWith('/'),
  url_tiny: z.string().startsWith('/'),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * Spec 000 §3 Product, in BigCommerce REST v3 shape. `options` and `modifiers` are left out when not asked for
 * (`includeOptions: false`, `includeModifiers: false`, or `include` without `modifiers`); variants, custom fields
 * and images are always there. Prices in major units of the answer's currency; `sale_price` 0 when not on sale
 * (BigCommerce's product convention) and `calculated_price` the price paid (the lower of the two).
 */
export const productSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  type: z.enum(['physical', 'digital']),
  description: z.string(),
  url: z.string().startsWith('/'),
  categories: z.array(z.number().int()),
  price: money,
  calculated_price: money,
  sale_price: money,
  currency_code: currencyCodeSchema,
  inventory_tracking: z.enum(['none', 'product', 'variant']),
  inventory_level: z.number().int(),
  inventory_warning_level: z.number().int(),
  purchasing_disabled: z.boolean(),
  is_visible: z.boolean(),
  total_sold: z.number().int(),
  sort_order: z.number().int(),
  date_created: z.string(),
  base_variant_id: z.number().int().nullable(),
  primary_image: productImageSchema.nullable(),
  images: z.array(productImageSchema),
  variants: z.array(variantSchema),
  options: z.array(productOptionSchema).optional(),
  modifiers: z.array(productModifierSchema).optional(),
  custom_fields: z.array(customFieldSchema),
});
export type Product = z.infer<typeof productSchema>;

/** BigCommerce list pagination (`meta.pagination`). */
export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** One value of an attribute facet with the number of products that carry it (spec 001 §3 "productCount"). */
export const facetAttributeSchema = z.object({
  value: z.string(),
  productCount: z.number().int().nonnegative(),
  isSelected: z.boolean(),
});

/**
 * A listing facet: an option (`Color`, `Size`, `Length`) with counts per value, or the price range (major units).
 * Reading: BigCommerce GraphQL search-filter names (`attributes`, `productCount`, `isSelected`), attributes as a
 * plain list rather than a connection.
 */
export const facetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('attribute'),
    name: z.string(),
    attributes: z.array(facetAttributeSchema),
  }),
  z.object({
    type: z.literal('price'),
    name: z.literal('Price'),
    minPrice: money,
    maxPrice: money,
    selected: z.object({ minPrice: money, maxPrice: money }).nullable(),
  }),
]);
export type Facet = z.infer<typeof facetSchema>;

/**
 * The accepted `sort` values: the listing's names and BigCommerce's `field-direction` form
 * (`featured`, `newest`, `best_selling`, `price-asc`, `price-desc`, `name-asc`, `name-desc`, `sort_order-asc`,
 * `date_created-desc`, `total_sold-desc`, `calculated_price-asc`, `id-desc`, …); a field without a direction takes
 * `direction`, else its natural one (newest and best selling first, otherwise ascending).
 */
export const LISTING_SORT_PATTERN =
  /^(featured|newest|best_selling|(sort_order|date_created|total_sold|calculated_price|price|name|id)(-(asc|desc))?)$/;

/** Spec 000 §2 `filters[{facet}]`: facet → values (a single value is read as a list of one). */
export const listingFiltersSchema = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .transform((filters) =>
    Object.fromEntries(
      Object.entries(filters).map(([facet, values]) => [
        facet,
        typeof values === 'string' ? [values] : values,
      ]),
    ),
  )
  .superRefine((filters, ctx) => {
    for (const [facet, values] of Object.entries(filters)) {
      if (facet.toLowerCase() !== 'price') continue;
      for (const value of values) {
        if (!/^\d+(\.\d+)?-\d+(\.\d+)?$/.test(value)) {
          ctx.addIssue({ code: 'custom', message: `A price filter is one min-max range, not "${value}"` });
        }
      }
    }
  });

const listingScopeShape = {
  categoryId: catalogueIdSchema.optional(),
  /** Spec 001 §7 "Category filter lookup | categoryEntityId": the same as `categoryId`. */
  categoryEntityId: catalogueIdSchema.optional(),
  term: z.string().max(200).optional(),
  filters: listingFiltersSchema.optional(),
};

export const getProductsWithFilterParamsSchema = z.object({
  ...listingScopeShape,
  sort: z
    .string()
    .regex(LISTING_SORT_PATTERN, 'Unknown sort; use featured, newest, best_selling, price-asc, price-desc…')
    .optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().positive().optional(),
  itemsPerPage: z.number().int().min(1).max(250).optional(),
  currencyCode: currencyCodeSchema.optional(),
});
export type GetProductsWithFilterParams = z.input<typeof getProductsWithFilterParamsSchema>;

export const getFiltersParamsSchema = z.object(listingScopeShape);
export type GetFiltersParams = z.input<typeof getFiltersParamsSchema>;

/** Spec 000 §7 getProducts(params: sku, include, id:in, userParameters), BigCommerce query style. */
export const getProductsParamsSchema = z.object({
  sku: z.string().min(1).optional(),
  /** Comma list (`variants,options,modifiers,custom_fields,images`); only `modifiers` changes the answer. */
  include: z.string().optional(),
  'id:in': z
    .union([
      z.array(catalogueIdSchema),
      z
        .string()
        .regex(/^\d+(,\d+)*$/, 'Expected ids separated by commas')
        .transform((s) => s.split(',').map(Number)),
    ])
    .optional(),
  /** Accepted and not read by the sandbox (no customer-group pricing). */
  userParameters: z.record(z.string(), z.unknown()).optional(),
  page: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(250).optional(),
  currencyCode: currencyCodeSchema.optional(),
});
export type GetProductsParams = z.input<typeof getProductsParamsSchema>;

export const getProductByIdParamsSchema = z.object({
  entityId: catalogueIdSchema,
  includeOptions: z.boolean().optional(),
  includeModifiers: z.boolean().optional(),
  currencyCode: currencyCodeSchema.optional(),
  /** Spec 000 §9: at most 250 variants (the default). */
  variantsLimit: z.number().int().min(1).max(250).optional(),
});
export type GetProductByIdParams = z.input<typeof getProductByIdParamsSchema>;

/** Spec 000 §3 Variant metadata: name/value entries. */
export const variantMetadataEntrySchema = z.object({ name: z.string(), value: z.string() });
export type VariantMetadataEntry = z.infer<typeof variantMetadataEntrySchema>;

/** Spec 000 §3 Inventory record. */
export const inventoryRecordSchema = z.object({
  identity: z.object({ sku: z.string(), variant_id: z.number().int(), product_id: z.number().int() }),
  locations: z.array(
    z.object({
      location_id: z.number().int(),
      location_code: z.string(),
      location_enabled: z.boolean(),
      available_to_sell: z.number().int(),
    }),
  ),
  allLocationsTotalAvailableToSell: z.number().int(),
});
export type InventoryRecord = z.infer<typeof inventoryRecordSchema>;

/** One variant's stock as the products-inventory lookup answers it (BigCommerce variant fields). */
export const productInventorySchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  inventory_tracking: z.enum(['none', 'product', 'variant']),
  inventory_level: z.number().int(),
  inventory_warning_level: z.number().int(),
  purchasing_disabled: z.boolean(),
});
export type ProductInventory = z.infer<typeof productInventorySchema>;

/** BigCommerce channel with its currency assignments (spec 001 §7 "Get channel (with currencies)"). */
export const channelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.literal('storefront'),
  platform: z.string(),
  status: z.enum(['active', 'inactive']),
  currencies: z.object({
    channel_id: z.number().int(),
    default_currency: currencyCodeSchema,
    enabled_currencies: z.array(currencyCodeSchema),
  }),
});
export type Channel = z.infer<typeof channelSchema>;

/** BigCommerce store information, the fields the storefront reads. */
export const storeMetaSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  country_code: z.string(),
  timezone: z.string(),
  currency: currencyCodeSchema,
  currency_symbol: z.string(),
  decimal_places: z.number().int(),
  weight_units: z.string(),
  dimension_units: z.string(),
  inventory_locations: z.array(
    z.object({ id: z.number().int(), code: z.string(), label: z.string(), enabled: z.boolean() }),
  ),
});
export type StoreMeta = z.infer<typeof storeMetaSchema>;
