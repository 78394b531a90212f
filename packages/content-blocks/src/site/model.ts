import type { z } from 'zod';
import type { UnknownEntry } from '../shared/meta';

/** A content model without a component (site entries, pages): its schema id, schema and named fixtures. */
export interface ContentModel {
  /** The last segment of the schema id. */
  name: string;
  schemaId: string;
  schema: z.ZodType;
  /** Named entries: `default`, variants, and `invalid*` ones the schema must refuse. */
  fixtures: Readonly<Record<string, UnknownEntry>>;
}

export function contentModel(
  schemaId: string,
  schema: z.ZodType,
  fixtures: Readonly<Record<string, UnknownEntry>>,
): ContentModel {
  return { name: schemaId.slice(schemaId.lastIndexOf('/') + 1), schemaId, schema, fixtures };
}
