import { z } from 'zod';
import { entryMeta, pageSchemaId } from '../../shared/meta';
import { pageBlocksSchema } from '../shared';

export const homePageSchemaId = pageSchemaId('home');

/** A market's home page (`uk/home`, `eu/home`, `us/home`): a title and its blocks, in order. */
export const homePageSchema = z.object({
  _meta: entryMeta(homePageSchemaId),
  /** Reading: the editor's name for the page; the document title is the storefront's (spec 001 §2). */
  title: z.string().trim().optional(),
  blocks: pageBlocksSchema,
});

export type HomePageInput = z.input<typeof homePageSchema>;
export type HomePageEntry = z.output<typeof homePageSchema>;
