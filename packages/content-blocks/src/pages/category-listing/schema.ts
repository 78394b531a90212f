import { z } from 'zod';
import { entryMeta, pageSchemaId } from '../../shared/meta';
import { pageBlocksSchema } from '../shared';

export const categoryListingSchemaId = pageSchemaId('category-listing');

/**
 * A category listing's content (spec 000 §2 "Content lookup for the category header by url"; spec 002 "product-
 * listing-page content slots"). Its delivery key is the category url under `category/`: `uk/category/womens` for
 * `/browse/womens`. Reading: `header` blocks sit above the grid; each slot holds blocks shown after product row
 * `afterRow` (rows of four on wide screens), and a slot past the page's last row is not shown.
 */
export const categoryListingSchema = z.object({
  _meta: entryMeta(categoryListingSchemaId),
  title: z.string().trim().optional(),
  header: pageBlocksSchema,
  slots: z
    .array(z.object({ afterRow: z.number().int().min(1).max(12), items: pageBlocksSchema }))
    .max(12)
    .default([]),
});

export type CategoryListingInput = z.input<typeof categoryListingSchema>;
export type CategoryListingEntry = z.output<typeof categoryListingSchema>;
