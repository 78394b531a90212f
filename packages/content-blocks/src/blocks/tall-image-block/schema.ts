import { imageAltText } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { aspectRatioSchema, textColourSchema } from '../../shared/enums';
import { hasLink, linkUrlSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const TALL_IMAGE_BLOCK = 'tall-image-block';
export const tallImageBlockSchemaId = blockSchemaId(TALL_IMAGE_BLOCK);

/** Optional text as editors type it: trimmed, and blank means absent. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * Spec 002 §1 "tall image block", §2 "Tall image block: the whole image can link out. Optional subtitle, title,
 * call to action and a decorative text block." The spec names no fields, so the names are ours, in the spirit of
 * its other blocks (readings also in README.md):
 *
 * - `image` (required: it is the block) and `imageAltText`, which falls back to the image's own alt (spec §5).
 * - `imageLink` makes the whole image one link. Blank means no link; script links fail the parse. The link is named
 *   by the image's alt text, else by the title: a linked image with neither fails on `imageAltText`, since a link
 *   without a name cannot be used with a screen reader.
 * - `aspectRatio`: the spec's ratios, 4x5 or 5x7 (default, the taller one: it is a tall image).
 * - `subtitle`, `title` (the block's `h2`), `callToAction` (shown only with text, link and style): all optional.
 *   The call to action is a link of its own beside the image, never inside the image's link.
 * - `decorativeText`: a short rich-text line (`{~wavy~}`, `{=double=}`) set over the image's lower corner, on a
 *   label of the opposite of `decorativeTextColour` (White or Black, default Black) so it reads on any picture.
 *   It is hidden from assistive technology only when it repeats the title (`decorativeTextRepeatsTitle`).
 */
export const tallImageBlockSchema = z
  .object({
    _meta: entryMeta(tallImageBlockSchemaId),
    image: z.object(imageLinkSchema.shape, { error: 'The tall image block needs an image' }),
    imageAltText: z.string().trim().optional().describe(DISPLAY_RULES.altText),
    imageLink: linkUrlSchema.optional(),
    aspectRatio: aspectRatioSchema.default('5x7'),
    subtitle: optionalText,
    title: optionalText,
    decorativeText: optionalText.describe(DISPLAY_RULES.richText),
    decorativeTextColour: textColourSchema.default('Black'),
    callToAction: callToActionSchema.optional().describe(DISPLAY_RULES.callToAction),
  })
  .refine(
    (entry) =>
      !hasLink(entry.imageLink) ||
      imageAltText(entry.imageAltText, entry.image) !== '' ||
      entry.title !== undefined,
    {
      error: 'A linked image needs a name: imageAltText, the image’s own alt text or a title',
      path: ['imageAltText'],
    },
  );

/** What an editor may send (defaults not applied yet). */
export type TallImageBlockInput = z.input<typeof tallImageBlockSchema>;
/** A parsed entry: the component's props. */
export type TallImageBlockEntry = z.output<typeof tallImageBlockSchema>;
