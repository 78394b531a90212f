import { z } from 'zod';
import {
  engagementPreferencesResultSchema,
  engagementSuccessResultSchema,
  marketingConsentArgsSchema,
  stockNotificationArgsSchema,
  updateEngagementPreferencesArgsSchema,
} from '../schemas/engagement';
import type { OperationTable } from './table';

/**
 * Customer-engagement operations (spec 000 §7 Inventory, spec 001 §7; shapes not shown there: the readings are
 * in `schemas/engagement.ts`). Each entry: the arguments as a tuple (the JSON body's array) and the result.
 */
export const engagementOperations = {
  /**
   * Spec 001 §7 "Marketing consent update | email, category, action", stored per email and category (the last
   * action wins). Open to guests: spec 001 §4's simple registration records consent before the account exists.
   * A malformed email answers 400 'Invalid email address'.
   */
  updateMarketingConsent: {
    args: z.tuple([marketingConsentArgsSchema]),
    result: engagementSuccessResultSchema,
  },
  /**
   * Spec 001 §7 "Customer-engagement preferences update" for the signed-in customer (guest 401, another
   * customer's id 403): the named channels change, the others are kept; the answer holds all three.
   */
  updateEngagementPreferences: {
    args: z.tuple([updateEngagementPreferencesArgsSchema]),
    result: engagementPreferencesResultSchema,
  },
  /**
   * Spec 000 §7 Inventory "A stock-level notification is sent to the engagement service": a back-in-stock
   * request for an email and a sku, stored once per email and sku. Open to guests; an unknown sku answers 404.
   */
  notifyStockLevel: {
    args: z.tuple([stockNotificationArgsSchema]),
    result: engagementSuccessResultSchema,
  },
} as const satisfies OperationTable;
