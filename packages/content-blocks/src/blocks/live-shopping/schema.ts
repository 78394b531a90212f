import { LIVE_SHOW_ID_MAX_LENGTH, LIVE_SHOW_ID_PATTERN } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { blockSchemaId, entryMeta } from '../../shared/meta';

export const LIVE_SHOPPING = 'live-shopping';
export const liveShoppingSchemaId = blockSchemaId(LIVE_SHOPPING);

const SHOW_ID_REQUIRED = 'The live shopping block needs a show id';

/**
 * The live shopping embed (spec 001 §2 "Live shopping is embedded on content pages"; spec 000 §8 names its
 * failures). The specs give no fields: both names are ours (also in README.md).
 */
export const liveShoppingSchema = z.object({
  _meta: entryMeta(liveShoppingSchemaId),
  /**
   * Required: the show to embed, by its id in the live-shopping service (`winter-knits-live`): letters, digits,
   * `-` and `_`, at most 64 characters (domain-rules `LIVE_SHOW_ID_PATTERN`), trimmed. The show itself (its title,
   * video and products) comes from the service when the page is viewed, never from the entry: a show's products and
   * prices are the service's, and a live show changes while it airs.
   */
  showId: z
    .string({ error: SHOW_ID_REQUIRED })
    .trim()
    .min(1, { error: SHOW_ID_REQUIRED })
    .max(LIVE_SHOW_ID_MAX_LENGTH, { error: `A show id has at most ${LIVE_SHOW_ID_MAX_LENGTH} characters` })
    .regex(LIVE_SHOW_ID_PATTERN, { error: 'A show id is letters, digits, - and _ only' })
    .describe(
      'Live-shopping widget failures (product not found, matching variant not found, out of stock) are reported back as failure.',
    ),
  /**
   * Optional: the block's heading, an `h2` (a block cannot know where it sits, so it never takes the page's `h1`);
   * the show's own title then sits under it as an `h3`. Absent or blank: the show's title is the block's `h2`.
   */
  title: z
    .string({ error: 'The title must be text' })
    .trim()
    .optional()
    .transform((title) => (title === '' ? undefined : title)),
});

/** What an editor may send (defaults not applied yet). */
export type LiveShoppingInput = z.input<typeof liveShoppingSchema>;
/** A parsed entry: the component's props. */
export type LiveShoppingEntry = z.output<typeof liveShoppingSchema>;
