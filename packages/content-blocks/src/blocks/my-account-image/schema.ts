import { imageAltText } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { hasLink, linkUrlSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const MY_ACCOUNT_IMAGE = 'my-account-image';
export const myAccountImageSchemaId = blockSchemaId(MY_ACCOUNT_IMAGE);

/**
 * Spec 002 §1 "my-account image": the picture on the My Account page. The spec names no fields; ours follow its
 * sibling, the locale selector image (`image`, `alt`), plus a link (readings also in README.md):
 *
 * - `image` is required (it is the block).
 * - `alt` falls back to the image's own alt text (spec §5), else the picture is decoration.
 * - `link` (optional) makes the picture one link. Blank means no link; script links fail the parse. A linked
 *   picture needs a name, so a link with no alt text anywhere fails on `alt`.
 */
export const myAccountImageSchema = z
  .object({
    _meta: entryMeta(myAccountImageSchemaId),
    image: z.object(imageLinkSchema.shape, { error: 'The My Account image needs an image' }),
    alt: z.string().trim().optional().describe(DISPLAY_RULES.altText),
    link: linkUrlSchema.optional(),
  })
  .refine((entry) => !hasLink(entry.link) || imageAltText(entry.alt, entry.image) !== '', {
    error: 'A linked picture needs alt text (alt, or the image’s own), which names the link',
    path: ['alt'],
  });

/** What an editor may send (defaults not applied yet). */
export type MyAccountImageInput = z.input<typeof myAccountImageSchema>;
/** A parsed entry: the component's props. */
export type MyAccountImageEntry = z.output<typeof myAccountImageSchema>;
