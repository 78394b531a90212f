// Zod schemas of the site-frame area (spec 001 §7 "Page-exists check on a candidate path").
import { z } from 'zod';
import { stringArg } from './fields';

/**
 * A candidate storefront path: starts with `/`, may carry a market prefix (`/eu/bag`), a query or a fragment
 * (both ignored). Reading: at most 2048 characters, as browsers keep URLs short enough for every server.
 */
export const pageExistsArgsSchema = z.object({
  path: stringArg().max(2048).regex(/^\//, 'must start with /'),
});
export type PageExistsArgs = z.infer<typeof pageExistsArgsSchema>;

/** Spec 001 §7: a path that exists answers 200 `{ exists: true }`; one that does not answers 404. */
export const pageExistsResultSchema = z.object({ exists: z.literal(true) });
export type PageExistsResult = z.infer<typeof pageExistsResultSchema>;

/**
 * A shop of the shop finder (spec 001 §2 `/shop-finder`; the spec shows nothing beyond its route). Reading: a
 * shop has a name, an address, opening hours per day and a position for its map; `market` is the market whose
 * finder lists it (the channel's). Opening hours are local times `HH:MM`, or `closed` for a day it does not open.
 */
export const shopOpeningSchema = z.object({
  day: z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
  opens: z
    .string()
    .regex(/^\d\d:\d\d$/)
    .nullable(),
  closes: z
    .string()
    .regex(/^\d\d:\d\d$/)
    .nullable(),
});
export const shopSchema = z.object({
  id: z.string(),
  name: z.string(),
  addressLines: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  countryCode: z.string().length(2),
  phone: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(shopOpeningSchema),
});
export type Shop = z.infer<typeof shopSchema>;
export type ShopOpening = z.infer<typeof shopOpeningSchema>;
