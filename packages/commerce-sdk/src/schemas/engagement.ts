// Zod schemas and inferred types of the customer-engagement area: marketing consent, engagement preferences and
// stock-level (back in stock) notifications (spec 000 §7 Inventory, spec 001 §4, §7). Emptiness and the email
// pattern are judged by the backend with the spec's texts, as for the customers area.
import { z } from 'zod';
import { idArg } from './fields';

/**
 * Spec 001 §4: the simple registration records consent with category `marketing_email`, action `accept`.
 * Reading: `marketing_sms` is the category the engagement preferences' `sms` flag writes; other lower-case
 * category names are accepted and stored as they are.
 */
export const MARKETING_CONSENT_CATEGORY = { email: 'marketing_email', sms: 'marketing_sms' } as const;

/** Reading: `accept` subscribes (the spec's word), `reject` unsubscribes (the engagement service's other value). */
export const marketingConsentActionSchema = z.enum(['accept', 'reject']);
export type MarketingConsentAction = z.infer<typeof marketingConsentActionSchema>;

/** Spec 001 §7 "Marketing consent update | email, category, action". */
export const marketingConsentArgsSchema = z.object({
  email: z.string().max(255),
  category: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a lower-case name such as marketing_email'),
  action: marketingConsentActionSchema,
});
export type MarketingConsentArgs = z.infer<typeof marketingConsentArgsSchema>;

/** The answer of the engagement writes: BigCommerce-like `{ success }`. */
export const engagementSuccessResultSchema = z.object({ success: z.boolean() });

/**
 * Spec 001 §7 "Customer-engagement preferences update" (shape not shown). Reading: the signed-in customer's
 * channels, each a boolean. `email` and `post` are spec 001 §3's `Preference Email` / `Preference Post` form
 * fields; `sms` is ours (`Preference SMS`).
 */
export const engagementPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  post: z.boolean(),
});
export type EngagementPreferences = z.infer<typeof engagementPreferencesSchema>;

/** Any of the channels (the others are kept); at least one. `customerId`, when sent, must be the session's. */
export const updateEngagementPreferencesArgsSchema = z.object({
  customerId: z.number().int().positive().optional(),
  preferences: engagementPreferencesSchema
    .partial()
    .refine((p) => Object.values(p).some((v) => v !== undefined), 'at least one preference is required'),
});
export type UpdateEngagementPreferencesArgs = z.infer<typeof updateEngagementPreferencesArgsSchema>;

/** The customer's preferences after the update, all three channels. */
export const engagementPreferencesResultSchema = z.object({
  data: z.object({ customer_id: z.number().int().positive(), preferences: engagementPreferencesSchema }),
});
export type EngagementPreferencesResult = z.infer<typeof engagementPreferencesResultSchema>;

/**
 * Spec 000 §7 Inventory "A stock-level notification is sent to the engagement service". Reading: the shopper
 * asks to be told when this sku (a variant's or a product's) is back in stock.
 */
export const stockNotificationArgsSchema = z.object({
  email: z.string().max(255),
  sku: idArg(100),
});
export type StockNotificationArgs = z.infer<typeof stockNotificationArgsSchema>;
