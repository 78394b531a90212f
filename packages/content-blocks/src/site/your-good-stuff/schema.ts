import { z } from 'zod';
import { entryMeta, siteSchemaId } from '../../shared/meta';
import { goodStuffOfferSchema } from '../good-stuff-offer/schema';

export const yourGoodStuffSchemaId = siteSchemaId('your-good-stuff');

/**
 * The account page's offers listing (spec 001 §7 key `my-account/your-good-stuff`; the offers panel reads it
 * too, spec 001 §2). Reading: a heading and introduction, and every member offer, linked and inlined; the
 * storefront shows those whose delivery key the shopper's LoyaltyOffers hold. The spec names no fields.
 */
export const yourGoodStuffSchema = z.object({
  _meta: entryMeta(yourGoodStuffSchemaId),
  heading: z.string().trim().optional(),
  description: z.string().trim().optional(),
  offers: z.array(goodStuffOfferSchema).default([]),
});

export type YourGoodStuffInput = z.input<typeof yourGoodStuffSchema>;
export type YourGoodStuffEntry = z.output<typeof yourGoodStuffSchema>;
