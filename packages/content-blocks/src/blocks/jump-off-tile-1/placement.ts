/**
 * Where a jump-off tile sits on the page: not content fields. A jump-off group sets them for its tiles; a tile
 * placed on its own takes the defaults.
 */
export interface JumpOffTilePlacement {
  /**
   * The title's heading level. A tile cannot know where it sits, so on its own its title is a block title (h2);
   * a group with a title (an h2) passes 3.
   */
  headingLevel?: 2 | 3;
  /** The picture's `sizes`: how wide the tile shows at each breakpoint (the group knows its columns). */
  sizes?: string;
  /** In a group the tile fills its column; on its own it keeps a readable width (36rem, wider beside its text). */
  grouped?: boolean;
}

/** A tile on its own is at most 36rem (576 px) wide: the whole viewport below that. */
export const STANDALONE_TILE_SIZES = '(min-width: 36rem) 36rem, 100vw';

/** The heading element of a level. */
export function tileHeading(level: 2 | 3 | undefined): 'h2' | 'h3' {
  return level === 3 ? 'h3' : 'h2';
}
