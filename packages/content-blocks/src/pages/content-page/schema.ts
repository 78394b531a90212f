import { z } from 'zod';
import { entryMeta, pageSchemaId } from '../../shared/meta';
import { requiredText } from '../../site/fields';
import { pageBlocksSchema } from '../shared';

export const contentPageSchemaId = pageSchemaId('content-page');

/**
 * A static content page of the catch-all route (spec 001 §2 `/:slug*`; its delivery key is the path, e.g.
 * `uk/cookies`). Reading: a required title (the document title) and an optional description (the meta
 * description), then the blocks.
 */
export const contentPageSchema = z.object({
  _meta: entryMeta(contentPageSchemaId),
  title: requiredText('A content page needs a title'),
  description: z.string().trim().optional(),
  blocks: pageBlocksSchema,
});

export type ContentPageInput = z.input<typeof contentPageSchema>;
export type ContentPageEntry = z.output<typeof contentPageSchema>;
