import { CONTENT_DEFAULTS, formatValidUntil } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { alignmentSchema, fontOptionSchema } from '../../shared/enums';
import { hexColourSchema, linkUrlSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { entryMeta, siteSchemaId } from '../../shared/meta';
import { callToActionWithDefaults, requiredText } from '../fields';

export const goodStuffOfferSchemaId = siteSchemaId('good-stuff-offer');

/**
 * Spec 002 §3 "Offer": termsAndConditionsLink holds a title or text and a url or link (default title 'Terms &
 * Conditions'; domain-rules `termsAndConditionsLink` reads it).
 */
export const termsAndConditionsLinkSchema = z.object({
  title: z.string().trim().optional(),
  text: z.string().trim().optional(),
  url: linkUrlSchema.optional(),
  link: linkUrlSchema.optional(),
});

/**
 * A Good Stuff offer, at `good-stuff/offers/<name>` in each market: a loyalty profile's `LoyaltyOffers` lists
 * these keys (spec 001 §3 "Offer content": _meta.deliveryKey, title, description, CTA, image and smallerImage,
 * imgAltText, smallerImgAltText, termsAndConditionsDescription; spec 002 §3 "Offer" adds the fonts, colours,
 * textAlignment, validUntil and termsAndConditionsLink). Panels and listings link offers; the content service
 * inlines them.
 */
export const goodStuffOfferSchema = z.object({
  _meta: entryMeta(goodStuffOfferSchemaId),
  title: requiredText('An offer needs a title'),
  titleFont: fontOptionSchema.optional(),
  description: z.string().trim().optional(),
  descriptionFont: fontOptionSchema.optional(),
  /** Reading: required, because every place that shows an offer shows its image (spec 001 §2 offers panel). */
  image: imageLinkSchema,
  imgAltText: z.string().trim().optional(),
  /** Reading: the picture for narrow places (the side panel), with its own alt text. */
  smallerImage: imageLinkSchema.optional(),
  smallerImgAltText: z.string().trim().optional(),
  blockBackgroundColor: hexColourSchema.optional(),
  footerBackgroundColor: hexColourSchema.optional(),
  /** Left (default), Center, Right. */
  textAlignment: alignmentSchema.default(CONTENT_DEFAULTS.offerTextAlignment),
  /** CTA (buttonText, buttonLink, buttonStyle); the offer button style defaults to secondary (spec 002 §9). */
  CTA: callToActionWithDefaults({ buttonStyle: CONTENT_DEFAULTS.offerButtonStyle }),
  /**
   * Shown DD-MM-YY (domain-rules `formatValidUntil`). Reading: an ISO 8601 date or date-time; anything else
   * fails, so an editor sees the mistake instead of a silently missing date.
   */
  validUntil: z
    .string()
    .refine((value) => formatValidUntil(value) !== '', {
      error: 'validUntil must be a date like 2026-03-31',
    })
    .optional(),
  termsAndConditionsLink: termsAndConditionsLinkSchema.optional(),
  /** Markdown, shown in the terms-and-conditions panel (spec 001 §2). */
  termsAndConditionsDescription: z.string().optional(),
});

export type GoodStuffOfferInput = z.input<typeof goodStuffOfferSchema>;
export type GoodStuffOfferEntry = z.output<typeof goodStuffOfferSchema>;
