import { z } from 'zod';
import { blockSchemaId, entryMeta } from '../../shared/meta';

export const SNUG_CONTENT_GROUP = 'snug-content-group';
export const snugContentGroupSchemaId = blockSchemaId(SNUG_CONTENT_GROUP);

/** Reading: a snug group holds 2 to 8 cards: one or two full rows of four on desktops, one to four rows of two on phones. */
export const SNUG_GROUP_CARDS = { min: 2, max: 8 } as const;

const cardCount = `A snug content group holds ${SNUG_GROUP_CARDS.min} to ${SNUG_GROUP_CARDS.max} cards`;

/**
 * Spec 002 §1 lists "snug content card and group" and gives no fields, so the names are ours (readings also in
 * README.md):
 *
 * - `title` is optional, the group's heading (an h2; its cards' headings are then h3, else h2). Blank counts as
 *   absent.
 * - `cards` holds 2 to 8 snug content card entries, inlined (`https://schema.wardrobe.shop/blocks/snug-content-card`).
 *   Fewer, more, or not a list fails the group's parse (an editor sees it in preview). Each card is parsed with the
 *   card's schema when the group renders: a card that fails (or is of another type) is left out and logged as
 *   `content-block-failed`, and the group stands.
 * - "Snug" is read as packed: the cards sit edge to edge with no gaps between them and no gutter at the group's
 *   sides, 2 columns below 992 px and 4 from 992 px. Cards of a row share its height. A last row that is not full
 *   leaves its end empty rather than stretch a card.
 */
export const snugContentGroupSchema = z.object({
  _meta: entryMeta(snugContentGroupSchemaId),
  title: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  cards: z
    .array(z.unknown(), { error: 'The snug content group needs its cards' })
    .min(SNUG_GROUP_CARDS.min, { error: cardCount })
    .max(SNUG_GROUP_CARDS.max, { error: cardCount }),
});

/** What an editor may send (defaults not applied yet). */
export type SnugContentGroupInput = z.input<typeof snugContentGroupSchema>;
/** A parsed entry: the component's props. Its cards are parsed when the group renders. */
export type SnugContentGroupEntry = z.output<typeof snugContentGroupSchema>;
