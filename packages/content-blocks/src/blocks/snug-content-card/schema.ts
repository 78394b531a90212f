import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { textColourSchema } from '../../shared/enums';
import { hexColourSchema, optionalTextSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const SNUG_CONTENT_CARD = 'snug-content-card';
export const snugContentCardSchemaId = blockSchemaId(SNUG_CONTENT_CARD);

/** Reading: a snug card's text is short, so its cards stay compact side by side: at most 300 characters. */
export const SNUG_CARD_BODY_MAX = 300;

/** Optional text as editors type it: trimmed, and blank means absent. */
/**
 * Spec 002 §1 lists "snug content card and group" and gives no fields, so the model is ours: a compact content card,
 * built from the spec's own parts (§3 "Media references", "Call to action", "Text colours"). Readings (also in
 * README.md):
 *
 * - `image` is required (a card is a picture with words): an image link, shown in a square box at card widths
 *   (§7 "Offer, card and text blocks"). `imageAltText` names it, else the image's own alt (§5), else it is
 *   decoration.
 * - `heading` (optional) is the card's heading: an h2 on its own, an h3 under a group's title.
 * - `body` (optional) is short plain text, at most 300 characters, the editor's line breaks kept. Plain, not
 *   markdown: the card's call to action covers the card, and links inside it would nest.
 * - `callToAction` (optional, §3 "Call to action"): shown only with buttonText, buttonLink and buttonStyle (§5,
 *   `hasCallToAction`). When it shows it is the card's only link and its click area covers the card, so the
 *   picture and heading lead there too (one tab stop, named by the button text). Without it nothing is a link.
 * - `backgroundColour` (a CSS hex colour, default white) fills the card. `textColour` (White or Black) is used only
 *   if it reads at 4.5:1 on it; otherwise, or when absent, the text is black or white, whichever reads.
 */
export const snugContentCardSchema = z.object({
  _meta: entryMeta(snugContentCardSchemaId),
  image: z.object(imageLinkSchema.shape, { error: 'The snug content card needs an image' }),
  /** The picture's alt text; blank falls back to the image's own alt (§5), else the picture is decorative. */
  imageAltText: z.string().optional().describe(DISPLAY_RULES.altText),
  heading: optionalTextSchema,
  body: z
    .string()
    .trim()
    .max(SNUG_CARD_BODY_MAX, {
      error: `A snug content card's body is at most ${SNUG_CARD_BODY_MAX} characters`,
    })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  callToAction: callToActionSchema.optional().describe(DISPLAY_RULES.callToAction),
  backgroundColour: hexColourSchema.optional(),
  textColour: textColourSchema.optional(),
});

/** What an editor may send (defaults not applied yet). */
export type SnugContentCardInput = z.input<typeof snugContentCardSchema>;
/** A parsed entry: the component's props. */
export type SnugContentCardEntry = z.output<typeof snugContentCardSchema>;
