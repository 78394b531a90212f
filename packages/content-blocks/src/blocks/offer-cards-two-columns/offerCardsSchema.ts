import { z } from 'zod';
import { imageLinkSchema } from '../../shared/media';
import { entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';
import { goodStuffOfferSchema } from '../../site/good-stuff-offer/schema';
import { optionalTileText } from '../jump-off-tile-1/schema';

/**
 * One offer of an offer grid: spec 002 §3 "Offer" (image, title, titleFont, description, descriptionFont,
 * blockBackgroundColor, footerBackgroundColor, textAlignment, CTA, validUntil, imgAltText, termsAndConditionsLink,
 * termsAndConditionsDescription). The field definitions are the Good Stuff offer's (`site/good-stuff-offer`),
 * shared, not copied: the same defaults (textAlignment Left, the CTA's buttonStyle secondary), the same date and
 * link checks. An inlined `good-stuff-offer` entry fits as it is (its `_meta` and smaller picture are not used).
 *
 * Readings (also in README.md):
 * - `title` is required (the card's heading, and the terms panel's heading).
 * - `image` is optional here: the Good Stuff offer needs one because the offers panel always shows it (spec 001
 *   §2); spec 002 requires nothing of an offer, and a card without a picture is text on its colour.
 * - The CTA keeps the editor's buttonStyle; secondary is its default (spec 002 §9 "Defaults": "Offer button style:
 *   secondary"). It shows only with text, link and style (spec 002 §3).
 */
/** Spec 002's words for the rules that govern an offer's fields (§2, §9), for the docs pages. */
export const OFFER_DISPLAY_RULES = {
  footer:
    'Offer cards: optional footer with valid-until date and a terms and conditions link, which opens a terms side panel.',
  validUntil: 'Valid-until date is shown as DD-MM-YY.',
  buttonStyle: 'Offer button style: secondary.',
  grid: 'Offer grids: 2 or 3 columns from the small breakpoint.',
} as const;

const offer = goodStuffOfferSchema.shape;

export const offerCardSchema = goodStuffOfferSchema
  .omit({ _meta: true, smallerImage: true, smallerImgAltText: true })
  .extend({
    image: imageLinkSchema.optional(),
    imgAltText: offer.imgAltText.describe(DISPLAY_RULES.altText),
    CTA: offer.CTA.describe(`${DISPLAY_RULES.callToAction} ${OFFER_DISPLAY_RULES.buttonStyle}`),
    validUntil: offer.validUntil.describe(`${OFFER_DISPLAY_RULES.footer} ${OFFER_DISPLAY_RULES.validUntil}`),
    termsAndConditionsLink: offer.termsAndConditionsLink.describe(OFFER_DISPLAY_RULES.footer),
    termsAndConditionsDescription: offer.termsAndConditionsDescription.describe(DISPLAY_RULES.richText),
  });

export type OfferCardEntry = z.output<typeof offerCardSchema>;

const needsOffers = 'The offer cards need at least one offer';

/**
 * The two offer-card blocks' content model, with each block's own content type (spec 002 §1 "offer cards in two
 * or three columns"). Field names beyond the Offer's are ours:
 *
 * - `title`: optional, the block's heading (an h2; the offers' titles are then h3). Blank counts as absent.
 * - `offers`: one or more offers, inlined; none fails the parse (an editor sees it in preview). A broken offer
 *   fails the block too, naming it (`offers.1.title`), as the offers panel does.
 */
export function offerCardsSchema<const Id extends string>(schemaId: Id) {
  return z.object({
    _meta: entryMeta(schemaId),
    title: optionalTileText,
    offers: z
      .array(offerCardSchema, { error: needsOffers })
      .min(1, { error: needsOffers })
      .describe(OFFER_DISPLAY_RULES.grid),
  });
}

/** A parsed offer-card block, either type: the shared component's props. */
export type OfferCardsEntry = z.output<ReturnType<typeof offerCardsSchema<string>>>;
