import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { alignmentSchema, type TextColour, textColourSchema } from '../../shared/enums';
import { mediaLinkSchema } from '../../shared/media';
import { entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

/** Optional text as editors type it: trimmed, and blank means absent. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * The content model of both text boxes (spec 002 §1 "text boxes (types one and two)", §2 "Text box one and two:
 * background image or video, with desktop and mobile variants"). The spec names no other field, so the rest is
 * ours, in the spirit of its other blocks (hero banner 1's backgrounds, loop flags and alt texts; the large text
 * banner's text colour and rich text). Both types share it; each names its own content type and default colour.
 *
 * Readings:
 * - `title` (a plain line, the box's `h2`) and `body` (rich text: `{~wavy~}` and `{=double=}`, spec §5) are each
 *   optional, but a text box without either has nothing to say: the parse fails on `title`.
 * - `backgroundDesktop` / `backgroundMobile` are image or video links (told apart by their schema marker). One of
 *   them is required (the parse fails on `backgroundDesktop`); with only one, it shows at every width. Below
 *   768 px the mobile one shows, from 768 px the desktop one.
 * - `backgroundDesktopAltText` / `backgroundMobileAltText` fall back to the media's own alt (spec §5), else the
 *   background is decoration. A video's alt text is its label.
 * - `backgroundDesktopLoop` / `backgroundMobileLoop` (hero banner 1's "video-loop flags") default to true: a
 *   background that stops after a few seconds reads as broken. The video's Pause/Play control is always there.
 * - `textColour` (White, Black) is the text's colour; what the text sits on is the opposite (the box of type 1,
 *   the panel and the shade of type 2), so it always reads at 4.5:1 or more.
 * - `textAlignment` (Left, Center, Right; default Left) aligns the text; type 1 also places its box with it.
 * - `callToAction`: one button, shown only with text, link and style (spec §3).
 */
export function textBoxSchema<const Id extends string>(schemaId: Id, defaults: { textColour: TextColour }) {
  return z
    .object({
      _meta: entryMeta(schemaId),
      title: optionalText,
      body: optionalText.describe(DISPLAY_RULES.richText),
      textColour: textColourSchema.default(defaults.textColour),
      textAlignment: alignmentSchema.default('Left'),
      backgroundDesktop: mediaLinkSchema.optional(),
      backgroundMobile: mediaLinkSchema.optional(),
      backgroundDesktopAltText: z.string().trim().optional().describe(DISPLAY_RULES.altText),
      backgroundMobileAltText: z.string().trim().optional().describe(DISPLAY_RULES.altText),
      backgroundDesktopLoop: z.boolean().default(true),
      backgroundMobileLoop: z.boolean().default(true),
      callToAction: callToActionSchema.optional().describe(DISPLAY_RULES.callToAction),
    })
    .refine((entry) => entry.title !== undefined || entry.body !== undefined, {
      error: 'A text box needs a title or body text',
      path: ['title'],
    })
    .refine((entry) => entry.backgroundDesktop !== undefined || entry.backgroundMobile !== undefined, {
      error: 'A text box needs a background image or video (backgroundDesktop or backgroundMobile)',
      path: ['backgroundDesktop'],
    });
}

/** A parsed text box of either type: what the shared parts read. */
export type TextBoxEntry = z.output<ReturnType<typeof textBoxSchema<string>>>;
