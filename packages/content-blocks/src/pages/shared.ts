import { z } from 'zod';

/**
 * A block of a page, as the page's schema checks it: only `_meta.schema` must be a string. Each block is
 * validated by `ContentRenderer` when it is rendered, so one bad block is left out and the page stands
 * (contract: content.md). Every field passes through unchanged.
 */
export const pageBlockSchema = z.looseObject({
  _meta: z.looseObject({
    schema: z.string({ error: 'A block needs _meta.schema' }).min(1, { error: 'A block needs _meta.schema' }),
  }),
});

export const pageBlocksSchema = z.array(pageBlockSchema).default([]);
