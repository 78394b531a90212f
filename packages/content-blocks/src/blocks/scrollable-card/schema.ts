import { heroBannerIsLink } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { textColourSchema } from '../../shared/enums';
import { hexColourSchema, linkUrlSchema, optionalTextSchema } from '../../shared/fields';
import { mediaLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const SCROLLABLE_CARD = 'scrollable-card';
export const scrollableCardSchemaId = blockSchemaId(SCROLLABLE_CARD);

/** Optional text as editors type it: trimmed, and blank means absent. */
/**
 * Spec 002 §3 "Scrollable card and group", the card: backgroundMedia, backgroundColour, subheading, heading,
 * textColour, link, callsToAction, letter for letter. §5 requires none of them. A card is a block of its own and
 * the scrollable card group's item (its `cardItems` are these entries, inlined). Readings (also in README.md):
 */
export const scrollableCardFields = z.object({
  _meta: entryMeta(scrollableCardSchemaId),
  /**
   * An image or a video filling the card (a 4:5 box, reserved before it loads, card widths of §7), behind the
   * words. Its alt text is its own (the model has no alt field; §5's fallback), else it is decoration. A video loops
   * and keeps its Pause/Play control.
   */
  backgroundMedia: mediaLinkSchema.optional().describe(DISPLAY_RULES.altText),
  /** The card's colour (CSS hex), white when absent: behind the words, and the box while the media loads. */
  backgroundColour: hexColourSchema.optional(),
  /** A short line above the heading (a paragraph). */
  subheading: optionalTextSchema,
  /** The card's heading: h2 on its own, h3 under the group's title. */
  heading: optionalTextSchema,
  /**
   * White or Black (§3 "Text colours"). Over a media the words sit on a shade of the opposite colour at 80 %, so
   * they read on any picture; White when absent. On a plain colour it must read at 4.5:1 on `backgroundColour`,
   * else black or white, whichever reads (`inkOn`).
   */
  textColour: textColourSchema.optional(),
  /**
   * The whole card is one link to it only when no call to action is shown: links never nest. The rule is hero
   * banner 1's (§5, domain-rules `heroBannerIsLink`: a link and no call to action). Blank means no link; script
   * links fail the parse.
   */
  link: linkUrlSchema
    .optional()
    .describe(
      "Read as hero banner 1's rule (§5): the whole card is one link only when a link exists and there are no calls to action.",
    ),
  /** Each shown only with text, link and style (`hasCallToAction`), in the editor's order. */
  callsToAction: z.array(callToActionSchema).default([]).describe(DISPLAY_RULES.callToAction),
});

/** The name of a card that is one link: its texts, else its media's own alt text. */
export function scrollableCardLinkName({
  subheading,
  heading,
  backgroundMedia,
}: Pick<z.output<typeof scrollableCardFields>, 'subheading' | 'heading' | 'backgroundMedia'>): string {
  const texts = [subheading, heading].filter((text) => text !== undefined);
  return texts.length > 0 ? texts.join(' ') : (backgroundMedia?.alt?.trim() ?? '');
}

export const scrollableCardSchema = scrollableCardFields.superRefine((card, context) => {
  // A card that is one link is named by its texts, else by its media's alt text; with neither it would be a link
  // no screen-reader user could choose: refused, so the editor sees why.
  if (!heroBannerIsLink({ url: card.link, callsToAction: card.callsToAction })) return;
  if (scrollableCardLinkName(card) !== '') return;
  context.addIssue({
    code: 'custom',
    path: ['heading'],
    message: 'A scrollable card that links needs a heading, a subheading or an alt text to name its link',
  });
});

/** What an editor may send (defaults not applied yet). */
export type ScrollableCardInput = z.input<typeof scrollableCardSchema>;
/** A parsed entry: the component's props. */
export type ScrollableCardEntry = z.output<typeof scrollableCardSchema>;
