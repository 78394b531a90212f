import { z } from 'zod';
import { hexColourSchema } from '../../shared/fields';
import { blockSchemaId, entryMeta } from '../../shared/meta';

/** Spec 002's words for the rules that govern the group's cards (§5, §9), for the docs pages. */
export const SCROLLABLE_CARD_GROUP_DISPLAY_RULES = {
  required: 'Required content properties: scrollable group: cardItems.',
  carousel:
    'Scrollable card carousel: loop on, no pagination, looped slides 4, scroll 1. Arrows are hidden on large screens when there are fewer than 5 cards.',
} as const;

export const SCROLLABLE_CARD_GROUP = 'scrollable-card-group';
export const scrollableCardGroupSchemaId = blockSchemaId(SCROLLABLE_CARD_GROUP);

const cardItemsError = 'The scrollable card group needs its cardItems';

/**
 * Spec 002 §3 "Scrollable card and group", the group: title, titleColour, backgroundColour, cardItems; §5
 * "scrollable group: cardItems" is required; §9 "Scrollable card carousel" (domain-rules
 * `scrollableCarouselSettings`). Readings (also in README.md):
 *
 * - `cardItems` is required: at least one card. Absent, not a list or empty fails the parse on `cardItems`. The
 *   cards are entries of the scrollable card's own content type, inlined (`depth=all&format=inlined`); each is parsed
 *   with `scrollableCardSchema` when the group renders, as `ContentRenderer` parses a page. A card that fails (or is
 *   of another type) is left out and logged (`content-block-failed`, the card's identity, the reason naming the
 *   group), and the group stands; with no card left it renders nothing.
 * - `title` is optional, the group's h2 and the carousel's name (its cards' headings are then h3); without it the
 *   carousel is named 'Cards' and the cards' headings are h2. Blank counts as absent.
 * - `titleColour` (hex) is used only if it reads at 4.5:1 on `backgroundColour` (hex, the page's white when absent),
 *   else black or white.
 */
export const scrollableCardGroupSchema = z.object({
  _meta: entryMeta(scrollableCardGroupSchemaId),
  title: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  titleColour: hexColourSchema.optional(),
  backgroundColour: hexColourSchema.optional(),
  cardItems: z
    .array(z.unknown(), { error: cardItemsError })
    .min(1, { error: cardItemsError })
    .describe(
      `${SCROLLABLE_CARD_GROUP_DISPLAY_RULES.required} ${SCROLLABLE_CARD_GROUP_DISPLAY_RULES.carousel}`,
    ),
});

/** What an editor may send (defaults not applied yet). */
export type ScrollableCardGroupInput = z.input<typeof scrollableCardGroupSchema>;
/** A parsed entry: the component's props. Its cards are parsed when the group renders. */
export type ScrollableCardGroupEntry = z.output<typeof scrollableCardGroupSchema>;
