import { breakpoints } from '@wardrobe/design-system';
import { type BlockFailure, type BlockIdentity, blockIdentity, parseFailureReason } from '../../logging';
import { type SnugContentCardEntry, snugContentCardSchema } from '../snug-content-card/schema';

export interface GroupCards {
  /** The cards that parsed, in the editor's order (defaults applied). */
  cards: SnugContentCardEntry[];
  /** One per card left out: the card's own identity and why, naming the group (a `content-block-failed` line). */
  failures: BlockFailure[];
}

/**
 * Parses each of a snug group's cards with the card's schema (as `ContentRenderer` parses a page's blocks): the
 * ones that pass, and a failure for each one that does not. Pure: the group logs the failures when it renders.
 */
export function parseSnugCards(entries: readonly unknown[], group: BlockIdentity): GroupCards {
  const cards: SnugContentCardEntry[] = [];
  const failures: BlockFailure[] = [];
  const groupName = group.deliveryKey ?? group.name ?? group.schema ?? 'without a key';
  entries.forEach((entry, index) => {
    const result = snugContentCardSchema.safeParse(entry);
    if (result.success) cards.push(result.data);
    else
      failures.push({
        ...blockIdentity(entry),
        reason: `Card ${index + 1} of the snug content group ${groupName}: ${parseFailureReason(result.error)}`,
      });
  });
  return { cards, failures };
}

/**
 * The cards' picture `sizes` for the group's columns (SnugContentGroup.css.ts): half the viewport below 992 px, a
 * quarter from there (the group is edge to edge, so a column is exactly that).
 */
export const SNUG_GROUP_CARD_SIZES = `(min-width: ${breakpoints.lg}px) 25vw, 50vw`;
