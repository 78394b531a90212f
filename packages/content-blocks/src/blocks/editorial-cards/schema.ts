import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { hexColourSchema } from '../../shared/fields';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';
import { requiredText } from '../../site/fields';
import { optionalTileText } from '../jump-off-tile-1/schema';
import { OFFER_DISPLAY_RULES, offerCardSchema } from '../offer-cards-two-columns/offerCardsSchema';

export const EDITORIAL_CARDS = 'editorial-cards';
export const editorialCardsSchemaId = blockSchemaId(EDITORIAL_CARDS);

/**
 * Spec 002 §3 "Editorial card": blockBackgroundColor defaults to white (domain-rules
 * `CONTENT_DEFAULTS.editorialCardBackgroundColor`, 'white'), as the CSS hex colour the field holds.
 */
export const EDITORIAL_CARD_BACKGROUND = TEXT_COLOUR_VALUES.White;

/**
 * One editorial card (spec 002 §3 "Editorial card": image, imgAltText, title (required), titleFont, description,
 * descriptionFont, blockBackgroundColor (default white), textAlignment, CTA), letter for letter. The fields it
 * shares with the Offer are the offer's definitions (`offerCardSchema`, itself the Good Stuff offer's). Readings:
 *
 * - `title` is required: absent or blank fails the parse, on `cards.N.title`.
 * - `textAlignment`: Left (default, as the Offer's), Center or Right.
 * - `CTA`: shown only with buttonText, buttonLink and buttonStyle (§3); no default style (the spec gives the
 *   offer's only), so a CTA without a style shows nothing.
 * - The text is black or white, whichever reads on `blockBackgroundColor` (the model has no text colour).
 */
export const editorialCardSchema = offerCardSchema
  .pick({
    image: true,
    imgAltText: true,
    titleFont: true,
    description: true,
    descriptionFont: true,
    textAlignment: true,
  })
  .extend({
    title: requiredText('An editorial card needs a title'),
    blockBackgroundColor: hexColourSchema.default(EDITORIAL_CARD_BACKGROUND),
    CTA: callToActionSchema.optional().describe(DISPLAY_RULES.callToAction),
  });

export type EditorialCardEntry = z.output<typeof editorialCardSchema>;

const needsCards = 'The editorial cards need at least one card';

/**
 * Editorial cards (spec 002 §1, §3). Reading: one block holding a list of cards, in a grid like the offers' (2 or
 * 3 columns by count from the small breakpoint, domain-rules `offerGridColumns`). Field names beyond the card's
 * are ours: `title` (optional, the group's h2; blank is absent) and `cards` (one or more, inlined; none fails the
 * parse, and so does a broken card, naming it).
 */
export const editorialCardsSchema = z.object({
  _meta: entryMeta(editorialCardsSchemaId),
  title: optionalTileText,
  cards: z
    .array(editorialCardSchema, { error: needsCards })
    .min(1, { error: needsCards })
    .describe(OFFER_DISPLAY_RULES.grid),
});

/** What an editor may send (defaults not applied yet). */
export type EditorialCardsInput = z.input<typeof editorialCardsSchema>;
/** A parsed entry: the component's props. */
export type EditorialCardsEntry = z.output<typeof editorialCardsSchema>;
