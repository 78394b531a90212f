import { z } from 'zod';
import { imageLinkSchema } from '../../shared/media';
import { entryMeta, siteSchemaId } from '../../shared/meta';

export const localeSelectorImageSchemaId = siteSchemaId('locale-selector-image');

/**
 * The locale overlay's picture (spec 001 §7 key `locale-selector-image`, spec 002 §1 "locale selector image").
 * A failure to load it gives empty content (spec 001 §8). Reading: `alt` falls back to the image's own alt.
 */
export const localeSelectorImageSchema = z.object({
  _meta: entryMeta(localeSelectorImageSchemaId),
  image: imageLinkSchema,
  alt: z.string().trim().optional(),
});

export type LocaleSelectorImageInput = z.input<typeof localeSelectorImageSchema>;
export type LocaleSelectorImageEntry = z.output<typeof localeSelectorImageSchema>;
