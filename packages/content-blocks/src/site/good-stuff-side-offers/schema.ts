import { MAX_SIDE_OFFERS } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { entryMeta, siteSchemaId } from '../../shared/meta';
import { callToActionWithDefaults, textWithDefault } from '../fields';
import { goodStuffOfferSchema } from '../good-stuff-offer/schema';

export const goodStuffSideOffersSchemaId = siteSchemaId('good-stuff-side-offers');

/** Spec 001 §2 "Offers panel" defaults, letter for letter; /my-account is the button's default target. */
export const SIDE_OFFERS_DEFAULTS = {
  heading: 'Your Offers',
  viewAllText: 'View All Offers',
  viewAllLink: '/my-account',
} as const;

/**
 * The offers panel of a signed-in shopper (spec 001 §2, §7 key `good-stuff-side-offers`): a heading, up to 3
 * offers (linked `good-stuff-offer` entries, inlined by the content service) and a bottom button. The panel is
 * personalised by the profile's LoyaltyOffers keys. Reading: the linked offers are the editor's choice, shown
 * when the shopper's own offers are not known; the field names `offers` and `viewAllCTA` are ours.
 */
export const goodStuffSideOffersSchema = z.object({
  _meta: entryMeta(goodStuffSideOffersSchemaId),
  heading: textWithDefault(SIDE_OFFERS_DEFAULTS.heading),
  /** Each linked offer is checked as an offer: a broken one fails the panel, so an editor sees it in preview. */
  offers: z
    .array(goodStuffOfferSchema)
    .max(MAX_SIDE_OFFERS, { error: `The offers panel shows ${MAX_SIDE_OFFERS} offers at most` })
    .default([]),
  /** Reading: the bottom button's style defaults to primary (the spec gives its text and target only). */
  viewAllCTA: callToActionWithDefaults({
    buttonText: SIDE_OFFERS_DEFAULTS.viewAllText,
    buttonLink: SIDE_OFFERS_DEFAULTS.viewAllLink,
    buttonStyle: 'primary',
  }),
});

export type GoodStuffSideOffersInput = z.input<typeof goodStuffSideOffersSchema>;
export type GoodStuffSideOffersEntry = z.output<typeof goodStuffSideOffersSchema>;
