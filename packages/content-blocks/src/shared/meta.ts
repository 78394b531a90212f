import { z } from 'zod';

/** Content type ids name a type, not a host: nothing fetches them (contract: content.md). */
export const SCHEMA_BASE = 'https://schema.wardrobe.shop';

/** `blockSchemaId('large-text-banner')` → `https://schema.wardrobe.shop/blocks/large-text-banner`. */
export function blockSchemaId<const Name extends string>(name: Name): `${typeof SCHEMA_BASE}/blocks/${Name}` {
  return `${SCHEMA_BASE}/blocks/${name}`;
}

/** `siteSchemaId('footer')` → `https://schema.wardrobe.shop/site/footer`: header, navigation, footer and the other site entries. */
export function siteSchemaId<const Name extends string>(name: Name): `${typeof SCHEMA_BASE}/site/${Name}` {
  return `${SCHEMA_BASE}/site/${name}`;
}

/** `pageSchemaId('home')` → `https://schema.wardrobe.shop/pages/home`: pages and slots that hold blocks. */
export function pageSchemaId<const Name extends string>(name: Name): `${typeof SCHEMA_BASE}/pages/${Name}` {
  return `${SCHEMA_BASE}/pages/${name}`;
}

/**
 * The `_meta` of a delivered entry. Only `schema` is checked (it must name this block's content type); the
 * delivery fields are optional because Storybook and tests build entries by hand. Other `_meta` fields that
 * Amplience sends (hierarchy, edition, lifecycle…) are accepted and dropped.
 */
export function entryMeta<const Id extends string>(schemaId: Id) {
  return z.object({
    schema: z.literal(schemaId, { error: `Expected the content type "${schemaId}"` }),
    name: z.string().optional(),
    deliveryId: z.string().optional(),
    deliveryKey: z.string().optional(),
  });
}

/** What every entry carries, whatever its type: the shape the renderer reads before it knows the block. */
export interface EntryMeta {
  schema?: unknown;
  name?: unknown;
  deliveryId?: unknown;
  deliveryKey?: unknown;
}

/**
 * An entry as it arrives from the content service: not validated yet. Fixtures use this type so that the
 * `invalid*` ones, which the schema must refuse, still compile.
 */
export interface UnknownEntry {
  readonly _meta?: Readonly<EntryMeta> | unknown;
  readonly [field: string]: unknown;
}
