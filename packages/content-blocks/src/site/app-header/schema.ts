import { z } from 'zod';
import { imageLinkSchema } from '../../shared/media';
import { entryMeta, siteSchemaId } from '../../shared/meta';

export const appHeaderSchemaId = siteSchemaId('app-header');

/**
 * The header's editor content (spec 001 §2 "Header", §7 key `app-header`). The spec names one field:
 * "header reads first item's transparentHomeHeader". The logo fields are our reading: the logo links to /, and
 * its picture and accessible name are content; without them the header shows the brand's own logo.
 */
export const appHeaderSchema = z.object({
  _meta: entryMeta(appHeaderSchemaId),
  /** On the home page the header sits transparent over the first block. Reading: off unless set. */
  transparentHomeHeader: z.boolean().default(false),
  /** Reading: a logo picture replacing the brand's own (a seasonal logo). */
  logo: imageLinkSchema.optional(),
  /** Reading: the logo link's accessible name; the header falls back to the shop's name. */
  logoAltText: z.string().trim().optional(),
});

export type AppHeaderInput = z.input<typeof appHeaderSchema>;
export type AppHeaderEntry = z.output<typeof appHeaderSchema>;
