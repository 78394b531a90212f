import { breakpoints } from '@wardrobe/design-system';
import type { z } from 'zod';
import { type BlockFailure, type BlockIdentity, blockIdentity, parseFailureReason } from '../../logging';

export interface GroupTiles<Tile> {
  /** The tiles that parsed, in the editor's order (defaults applied). */
  tiles: Tile[];
  /** One per tile left out: the tile's own identity and why, naming the group (a `content-block-failed` line). */
  failures: BlockFailure[];
}

/**
 * Parses each of a group's tiles with the tile type's schema (as `ContentRenderer` parses a page's blocks): the
 * ones that pass, and a failure for each one that does not. Pure: the group logs the failures when it renders.
 */
export function parseGroupTiles<Tile>(
  entries: readonly unknown[],
  schema: z.ZodType<Tile>,
  group: BlockIdentity,
): GroupTiles<Tile> {
  const tiles: Tile[] = [];
  const failures: BlockFailure[] = [];
  const groupName = group.deliveryKey ?? group.name ?? group.schema ?? 'without a key';
  entries.forEach((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) tiles.push(result.data);
    else
      failures.push({
        ...blockIdentity(entry),
        reason: `Tile ${index + 1} of the jump-off group ${groupName}: ${parseFailureReason(result.error)}`,
      });
  });
  return { tiles, failures };
}

/**
 * The tiles' picture `sizes` for the group's columns (see JumpOffGroup.css.ts): one column below 768 px, except
 * a group of four, which has two from 576 px and four from 992 px. Stays beside the CSS it mirrors: it reads the
 * design system's breakpoints, which domain-rules cannot import (the design system depends on it).
 */
export function jumpOffTileSizes(columns: 2 | 3 | 4): string {
  if (columns === 4)
    return `(min-width: ${breakpoints.lg}px) 25vw, (min-width: ${breakpoints.sm}px) 50vw, 100vw`;
  return `(min-width: ${breakpoints.md}px) ${columns === 2 ? 50 : 33}vw, 100vw`;
}
