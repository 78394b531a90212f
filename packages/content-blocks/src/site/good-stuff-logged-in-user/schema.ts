import { z } from 'zod';
import { entryMeta, siteSchemaId } from '../../shared/meta';

export const goodStuffLoggedInUserSchemaId = siteSchemaId('good-stuff-logged-in-user');

/**
 * The logged-in greeting (spec 001 §3, §7 key `good-stuff-logged-in-user`; spec 002 §3 "Logged-in greeting"):
 * headerTitle, subheading, thankYouTitle, thankYouDescription, refreshCTAtext, enableRefreshCta. Empty texts take
 * the spec's defaults in domain-rules `loggedInGreetingView` (GREETING_DEFAULTS), so they stay optional here;
 * `headerTitle` keeps its `{name}` placeholder for `greetingHeading`.
 */
export const goodStuffLoggedInUserSchema = z.object({
  _meta: entryMeta(goodStuffLoggedInUserSchemaId),
  headerTitle: z.string().optional(),
  subheading: z.string().optional(),
  thankYouTitle: z.string().optional(),
  thankYouDescription: z.string().optional(),
  refreshCTAtext: z.string().optional(),
  /** Reading (as `loggedInGreetingView`): the refresh button shows only when this is true. */
  enableRefreshCta: z.boolean().default(false),
});

export type GoodStuffLoggedInUserInput = z.input<typeof goodStuffLoggedInUserSchema>;
export type GoodStuffLoggedInUserEntry = z.output<typeof goodStuffLoggedInUserSchema>;
