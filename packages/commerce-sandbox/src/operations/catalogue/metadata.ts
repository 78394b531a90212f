import type { VariantMetadataEntry } from '@wardrobe/commerce-sdk';
import type { SandboxDb } from '../context';

/**
 * Variant metadata (spec 000 §3) of many variants in three queries. Metadata is kept per colour (on the colour's
 * first variant), a variant's own entries winning; the language asked for wins over English. Reading: a language
 * with no entries falls back to English. Variants that are unknown or of hidden products are left out.
 */
export async function variantsMetadata(
  db: SandboxDb,
  variantIds: readonly number[],
  language: string,
  names?: readonly string[],
): Promise<Map<number, VariantMetadataEntry[]>> {
  const result = new Map<number, VariantMetadataEntry[]>();
  if (variantIds.length === 0) return result;
  const asked = await db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .leftJoin('variant_option_values as vov', 'vov.variant_id', 'v.id')
    .leftJoin('product_option_values as pov', 'pov.id', 'vov.option_value_id')
    .leftJoin('product_options as o', 'o.id', 'pov.option_id')
    .select(['v.id', 'o.display_name', 'vov.option_value_id'])
    .where('v.id', 'in', [...variantIds])
    .where('p.is_visible', '=', true)
    .execute();
  const colourOf = new Map<number, number | undefined>();
  for (const row of asked) {
    if (!colourOf.has(row.id)) colourOf.set(row.id, undefined);
    if (row.display_name === 'Color' && row.option_value_id !== null)
      colourOf.set(row.id, row.option_value_id);
  }
  if (colourOf.size === 0) return result;
  const colourIds = [...new Set([...colourOf.values()].filter((id): id is number => id !== undefined))];
  const sameColour = colourIds.length
    ? await db
        .selectFrom('variant_option_values')
        .select(['variant_id', 'option_value_id'])
        .where('option_value_id', 'in', colourIds)
        .execute()
    : [];
  const variantsOfColour = new Map<number, number[]>();
  for (const row of sameColour) {
    const list = variantsOfColour.get(row.option_value_id) ?? [];
    list.push(row.variant_id);
    variantsOfColour.set(row.option_value_id, list);
  }
  const wanted = new Set<number>([...colourOf.keys(), ...sameColour.map((r) => r.variant_id)]);
  let query = db
    .selectFrom('variant_metadata')
    .select(['variant_id', 'language', 'name', 'value'])
    .where('variant_id', 'in', [...wanted])
    .where('language', 'in', [...new Set([language, 'en'])]);
  if (names?.length) query = query.where('name', 'in', [...names]);
  const rows = await query.orderBy('variant_id').execute();
  const rowsOf = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = rowsOf.get(row.variant_id) ?? [];
    list.push(row);
    rowsOf.set(row.variant_id, list);
  }
  for (const [variantId, colourId] of colourOf) {
    const family = new Set([
      variantId,
      ...(colourId === undefined ? [] : (variantsOfColour.get(colourId) ?? [])),
    ]);
    const own = [...family].sort((a, b) => a - b).flatMap((id) => rowsOf.get(id) ?? []);
    const rank = (r: (typeof rows)[number]) =>
      (r.variant_id === variantId ? 0 : 2) + (r.language === language ? 0 : 1);
    const chosen = new Map<string, (typeof rows)[number]>();
    for (const row of [...own].sort((a, b) => rank(a) - rank(b)))
      if (!chosen.has(row.name)) chosen.set(row.name, row);
    const order = new Map(own.map((r, i) => [r.name, i]));
    result.set(
      variantId,
      [...chosen.values()]
        .sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0))
        .map(({ name, value }) => ({ name, value })),
    );
  }
  return result;
}
