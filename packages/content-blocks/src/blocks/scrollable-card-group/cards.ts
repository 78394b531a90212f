import { type BlockFailure, type BlockIdentity, blockIdentity, parseFailureReason } from '../../logging';
import { type ScrollableCardEntry, scrollableCardSchema } from '../scrollable-card/schema';

export interface GroupCards {
  /** The cards that parsed, in the editor's order (defaults applied). */
  cards: ScrollableCardEntry[];
  /** One per card left out: the card's own identity and why, naming the group (a `content-block-failed` line). */
  failures: BlockFailure[];
}

/**
 * Parses each of the group's `cardItems` with the scrollable card's schema (as `ContentRenderer` parses a page's
 * blocks): the ones that pass, and a failure for each one that does not. Pure: the group logs the failures when it
 * renders.
 */
export function parseGroupCards(entries: readonly unknown[], group: BlockIdentity): GroupCards {
  const cards: ScrollableCardEntry[] = [];
  const failures: BlockFailure[] = [];
  const groupName = group.deliveryKey ?? group.name ?? group.schema ?? 'without a key';
  entries.forEach((entry, index) => {
    const result = scrollableCardSchema.safeParse(entry);
    if (result.success) cards.push(result.data);
    else
      failures.push({
        ...blockIdentity(entry),
        reason: `Card ${index + 1} of the scrollable card group ${groupName}: ${parseFailureReason(result.error)}`,
      });
  });
  return { cards, failures };
}
