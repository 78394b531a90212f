import type {
  CustomField,
  Product,
  ProductImage,
  ProductModifier,
  ProductOption,
  Variant,
  VariantOptionValue,
} from '@wardrobe/commerce-sdk';
import { unitPrice, VARIANTS_LIMIT } from '@wardrobe/domain-rules';
import { sql } from 'kysely';
import { productImagePath } from '../../seed/catalogue-generate';
import { type SandboxDb, toMajor } from '../context';

export type Currency = 'GBP' | 'EUR' | 'USD';

/** A variant as the aggregate query gives it: id, sku, level, disabled, [price, sale price], option value ids. */
type VariantTuple = [number, string, number, boolean, [number, number | null] | null, number[] | null];

interface VariantRow {
  id: number;
  product_id: number;
  sku: string;
  inventory_level: number;
  purchasing_disabled: boolean;
  price_minor: number | null;
  sale_price_minor: number | null;
  values: { value: VariantOptionValue; order: number }[];
}

export interface HydrateOptions {
  currency: Currency;
  includeOptions?: boolean;
  includeModifiers?: boolean;
  /** Spec 000 §9: at most 250 variants (the default). */
  variantsLimit?: number;
}

/** A product as the catalogue holds it: the full answer (every variant, options, modifiers) and raw prices. */
export interface ProductRecord {
  product: Product;
  /** Minor-unit prices of each variant in the currency; absent when the variant has no price there. */
  variantPrices: ReadonlyMap<number, { price_minor: number; sale_price_minor: number | null }>;
}

/**
 * Full product records (spec 000 §3 shape) for a list of ids, hidden ones included (`product.is_visible` says),
 * in the currency. A fixed handful of queries whatever the number of products (no query per product): products
 * (with categories, price and custom fields), options, variants (with prices and option values), modifiers.
 * The catalogue cache (`cache.ts`) is its only caller; operations read through the cache.
 */
export async function loadProductRecords(
  db: SandboxDb,
  ids: readonly number[],
  currency: Currency,
): Promise<Map<number, ProductRecord>> {
  const records = new Map<number, ProductRecord>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return records;
  // The product rows carry their category ids, price in the currency and custom fields (one query).
  const products = await db
    .selectFrom('products as p')
    .leftJoin('product_prices as pp', (join) =>
      join.onRef('pp.product_id', '=', 'p.id').on('pp.currency_code', '=', currency),
    )
    .selectAll('p')
    .select([
      'pp.price_minor',
      'pp.sale_price_minor',
      sql<number[] | null>`(select array_agg(pc.category_id order by pc.category_id)
        from product_categories pc where pc.product_id = p.id)`.as('category_ids'),
      sql<
        [number, string, string][] | null
      >`(select json_agg(json_build_array(f.id, f.name, f.value) order by f.id)
        from product_custom_fields f where f.product_id = p.id)`.as('fields'),
    ])
    .where('p.id', 'in', unique)
    .execute();
  if (products.length === 0) return records;
  const found = products.map((p) => p.id);

  const [optionRows, variantGroups, modifierRows] = await Promise.all([
    db
      .selectFrom('product_options as o')
      .innerJoin('product_option_values as v', 'v.option_id', 'o.id')
      .select([
        'o.id as option_id',
        'o.product_id',
        'o.display_name',
        'o.sort_order as option_sort',
        'v.id',
        'v.label',
        'v.is_default',
        'v.sort_order',
      ])
      .where('o.product_id', 'in', found)
      .orderBy('o.product_id')
      .orderBy('o.sort_order')
      .orderBy('v.sort_order')
      .execute(),
    // One row per product, its variants (with price and option value ids) as JSON: far fewer rows to decode
    // than a row per variant and per option value.
    sql<{ product_id: number; variants: VariantTuple[] }>`
        select v.product_id, json_agg(json_build_array(
          v.id, v.sku, v.inventory_level, v.purchasing_disabled,
          (select array[p.price_minor, p.sale_price_minor] from variant_prices p
            where p.variant_id = v.id and p.currency_code = ${currency}),
          (select array_agg(x.option_value_id) from variant_option_values x where x.variant_id = v.id)
        ) order by v.id) as variants
        from variants v
        where v.product_id in (${sql.join(found)})
        group by v.product_id`
      .execute(db)
      .then((r) => r.rows),
    db
      .selectFrom('product_modifiers')
      .selectAll()
      .where('product_id', 'in', found)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);

  const optionsOf = new Map<number, ProductOption[]>();
  for (const row of optionRows) {
    const list = optionsOf.get(row.product_id) ?? [];
    let option = list.find((o) => o.id === row.option_id);
    if (!option) {
      option = {
        id: row.option_id,
        product_id: row.product_id,
        display_name: row.display_name,
        type: row.display_name === 'Color' ? 'swatch' : 'rectangles',
        sort_order: row.option_sort,
        option_values: [],
      };
      list.push(option);
      optionsOf.set(row.product_id, list);
    }
    option.option_values.push({
      id: row.id,
      label: row.label,
      option_id: row.option_id,
      option_display_name: row.display_name,
      is_default: row.is_default,
      sort_order: row.sort_order,
    });
  }
  const valueById = new Map<number, { value: VariantOptionValue; order: number }>();
  for (const row of optionRows) {
    valueById.set(row.id, {
      value: {
        id: row.id,
        label: row.label,
        option_id: row.option_id,
        option_display_name: row.display_name,
        is_default: row.is_default,
      },
      order: row.option_sort,
    });
  }
  const variantsOf = new Map<number, VariantRow[]>();
  for (const group of variantGroups) {
    variantsOf.set(
      group.product_id,
      group.variants.map(([id, sku, inventory_level, purchasing_disabled, prices, values]) => ({
        id,
        product_id: group.product_id,
        sku,
        inventory_level,
        purchasing_disabled,
        price_minor: prices?.[0] ?? null,
        sale_price_minor: prices?.[1] ?? null,
        values: (values ?? []).flatMap((valueId) => valueById.get(valueId) ?? []),
      })),
    );
  }
  const modifiersOf = groupBy(modifierRows, (r) => r.product_id);

  for (const p of products) {
    const options = optionsOf.get(p.id) ?? [];
    const colours = options.find((o) => o.display_name === 'Color')?.option_values.map((v) => v.label) ?? [];
    const images: ProductImage[] = colours.map((colour, i) => {
      const url = productImagePath(p.sku, colour);
      return {
        id: p.id * 100 + i + 1,
        product_id: p.id,
        is_thumbnail: i === 0,
        sort_order: i,
        description: `${p.name} in ${colour}`,
        url_zoom: url,
        url_standard: url,
        url_thumbnail: url,
        url_tiny: url,
      };
    });
    const variants: Variant[] = (variantsOf.get(p.id) ?? []).map((v) => {
      const optionValues = v.values.sort((a, b) => a.order - b.order).map((entry) => entry.value);
      const colour = optionValues.find((o) => o.option_display_name === 'Color')?.label;
      const price = toMajor(v.price_minor ?? 0);
      const sale = v.sale_price_minor === null ? null : toMajor(v.sale_price_minor);
      return {
        id: v.id,
        product_id: v.product_id,
        sku: v.sku,
        price,
        calculated_price: unitPrice({ list_price: price, sale_price: sale }),
        sale_price: sale,
        inventory_level: v.inventory_level,
        purchasing_disabled: v.purchasing_disabled,
        image_url: colour ? productImagePath(p.sku, colour) : (images[0]?.url_standard ?? ''),
        option_values: optionValues,
      };
    });
    // Reading: a product without a product_prices row (rows written outside the seed) takes its base variant's.
    const base = p.price_minor === null ? variantsOf.get(p.id)?.[0] : undefined;
    const priceMinor = base ? base.price_minor : p.price_minor;
    const saleMinor = base ? base.sale_price_minor : p.sale_price_minor;
    const price = toMajor(priceMinor ?? 0);
    const salePrice = saleMinor ? toMajor(saleMinor) : 0;
    const customFields: CustomField[] = (p.fields ?? []).map(([id, name, value]) => ({ id, name, value }));
    const product: Product = {
      id: p.id,
      sku: p.sku,
      name: p.name,
      type: p.type,
      description: p.description,
      url: p.url,
      categories: p.category_ids ?? [],
      price,
      calculated_price: unitPrice({ list_price: price, sale_price: salePrice }),
      sale_price: salePrice,
      currency_code: currency,
      inventory_tracking: p.inventory_tracking,
      inventory_level: p.inventory_level,
      inventory_warning_level: p.inventory_warning_level,
      purchasing_disabled: p.purchasing_disabled,
      is_visible: p.is_visible,
      total_sold: p.total_sold,
      sort_order: p.sort_order,
      date_created: new Date(p.date_created as unknown as Date).toISOString(),
      base_variant_id: variantsOf.get(p.id)?.[0]?.id ?? null,
      primary_image: images[0] ?? null,
      images,
      variants,
      custom_fields: customFields,
      options,
      modifiers: (modifiersOf.get(p.id) ?? []).map(
        (m): ProductModifier => ({
          id: m.id,
          product_id: m.product_id,
          name: m.display_name,
          display_name: m.display_name,
          type: m.type,
          required: m.required,
          sort_order: m.sort_order,
          option_values: [],
        }),
      ),
    };
    const variantPrices = new Map<number, { price_minor: number; sale_price_minor: number | null }>();
    for (const v of variantsOf.get(p.id) ?? []) {
      if (v.price_minor !== null)
        variantPrices.set(v.id, { price_minor: v.price_minor, sale_price_minor: v.sale_price_minor });
    }
    records.set(p.id, { product, variantPrices });
  }
  return records;
}

/**
 * The answer's shape of a full product: options and modifiers only when asked for, at most `variantsLimit`
 * variants (spec 000 §9: 250 by default). Answers the record's own object when nothing is left out.
 */
export function shapeProduct(
  product: Product,
  {
    includeOptions = true,
    includeModifiers = true,
    variantsLimit = VARIANTS_LIMIT,
  }: Omit<HydrateOptions, 'currency'>,
): Product {
  if (includeOptions && includeModifiers && product.variants.length <= variantsLimit) return product;
  const { options, modifiers, ...rest } = product;
  return {
    ...rest,
    variants: product.variants.slice(0, variantsLimit),
    ...(includeOptions && options ? { options } : {}),
    ...(includeModifiers && modifiers ? { modifiers } : {}),
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
