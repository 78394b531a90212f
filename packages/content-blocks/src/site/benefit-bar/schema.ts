import { z } from 'zod';
import { linkUrlSchema } from '../../shared/fields';
import { entryMeta, siteSchemaId } from '../../shared/meta';
import { requiredText } from '../fields';

export const benefitBarSchemaId = siteSchemaId('benefit-bar');

/** One message of the ticker. Reading: `link` is optional; a message with a link is a link as a whole. */
export const benefitMessageSchema = z.object({
  text: requiredText('A benefit message needs text'),
  link: linkUrlSchema.optional(),
});

/**
 * The benefit bar above the header (spec 001 §2 "Layouts", §7 key `benefit-bar`): a ticker of messages that
 * rotates every 3.5 s and pauses on hover (spec 001 §9). The spec names no fields: `messages` is our reading.
 */
export const benefitBarSchema = z.object({
  _meta: entryMeta(benefitBarSchemaId),
  messages: z.array(benefitMessageSchema).min(1, { error: 'The benefit bar needs a message' }),
});

export type BenefitBarInput = z.input<typeof benefitBarSchema>;
export type BenefitBarEntry = z.output<typeof benefitBarSchema>;
