import { z } from 'zod';
import {
  promoBadgesArgsSchema,
  promoBadgesResultSchema,
  promotionsCurrencyCodeSchema,
  promotionsCustomerProfileResultSchema,
  promotionsCustomerSessionResultSchema,
  promotionsProfileIdSchema,
  promotionsRemoveAllArgsSchema,
  promotionsRemoveAllResultSchema,
  promotionsSessionIdSchema,
  promotionsUpdateCustomerProfileBodySchema,
  promotionsUpdateCustomerProfileResultSchema,
  promotionsUpdateCustomerSessionArgsSchema,
} from '../schemas/promotions';
import type { OperationTable } from './table';

/**
 * Promotions engine operations (spec 000 §7 "Promotions engine", spec 001 §7 "Loyalty profile"; results in
 * Talon.One shapes, `schemas/promotions.ts`). Reading: the storefront calls them through the same middleware and
 * integration segment (`/api/bigcommerce/{operation}`) as the commerce operations, the arguments positional as
 * the spec writes them. The schemas come first: a backend without them answers 501 (`notImplemented`) after the
 * arguments passed their schema, so a bad call is still a 400.
 */
export const promotionsOperations = {
  /** Spec 000 §7: evaluates (dry run by default) and answers `{ customerSession, effects }`. */
  updateCustomerSession: {
    args: z.tuple([promotionsUpdateCustomerSessionArgsSchema]),
    result: promotionsCustomerSessionResultSchema,
  },
  /** Spec 000 §7 `getCustomerSession(currencyCode, sessionId)`; 404 when absent (spec 000 §8: then created). */
  getCustomerSession: {
    args: z.tuple([promotionsCurrencyCodeSchema, promotionsSessionIdSchema]),
    result: promotionsCustomerSessionResultSchema,
  },
  /** Spec 000 §7, spec 001 §7 `getCustomerProfile(currencyCode, email)`: the loyalty profile. */
  getCustomerProfile: {
    args: z.tuple([promotionsCurrencyCodeSchema, promotionsProfileIdSchema]),
    result: promotionsCustomerProfileResultSchema,
  },
  /** Spec 000 §7, spec 001 §7 `updateCustomerProfile(currencyCode, email, {})`: creates or updates the profile. */
  updateCustomerProfile: {
    args: z.tuple([
      promotionsCurrencyCodeSchema,
      promotionsProfileIdSchema,
      promotionsUpdateCustomerProfileBodySchema.optional(),
    ]),
    result: promotionsUpdateCustomerProfileResultSchema,
  },
  /** Spec 000 §7 `removeAllBCPromotionsAndCoupons(cart)`: the cart without its coupons and promotions. */
  removeAllBCPromotionsAndCoupons: {
    args: z.tuple([promotionsRemoveAllArgsSchema]),
    result: promotionsRemoveAllResultSchema,
  },
  /** Spec 000 §7 "Promotions badges": badges per product and variant; channel and currency from the request. */
  getPromoBadges: { args: z.tuple([promoBadgesArgsSchema]), result: promoBadgesResultSchema },
} as const satisfies OperationTable;
