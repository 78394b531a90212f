import { jumpOffGroupColumns } from '@wardrobe/domain-rules';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { type BlockIdentity, logBlockFailure } from '../../logging';
import type { JumpOffTilePlacement } from '../jump-off-tile-1/placement';
import * as styles from './JumpOffGroup.css';
import { jumpOffTileSizes, parseGroupTiles } from './tiles';

export interface JumpOffGroupProps<Tile> {
  /** The group's block name, for `data-block` (`jump-off-group-1` …). */
  block: string;
  title?: string | undefined;
  /** The tile entries as delivered (inlined), not parsed yet. */
  tiles: readonly unknown[];
  /** The group's tile type: its schema parses each tile, its component renders it. */
  tileSchema: z.ZodType<Tile>;
  Tile: (props: Tile & JumpOffTilePlacement) => ReactNode;
  /** The group's own entry, named in the log line of a tile left out. */
  group: BlockIdentity;
}

/**
 * The jump-off group wrapper the three groups share (spec 002 §1, §9). A server component: no hooks, no client JS.
 *
 * - Each tile is parsed with its own type's schema; one that fails is left out and logged
 *   (`content-block-failed`, the tile's identity, the reason naming the group), and the group stands.
 * - The tiles sit in a list in the editor's order, in as many columns as tiles on large screens (see
 *   JumpOffGroup.css.ts); a group left with one tile shows it at a group-of-two width; with none it renders nothing.
 * - The title is an h2 and the tiles' titles h3; without a title, the tiles' titles are h2.
 */
export function JumpOffGroup<Tile>({
  block,
  title,
  tiles,
  tileSchema,
  Tile,
  group,
}: JumpOffGroupProps<Tile>) {
  const parsed = parseGroupTiles(tiles, tileSchema, group);
  for (const failure of parsed.failures) logBlockFailure(failure);
  if (parsed.tiles.length === 0) return null;
  const columns = jumpOffGroupColumns(parsed.tiles.length);
  const sizes = jumpOffTileSizes(columns);
  const headingLevel = title === undefined ? 2 : 3;

  return (
    <div className={styles.group} data-block={block}>
      {title !== undefined && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.grid({ columns })} data-columns={columns}>
        {parsed.tiles.map((tile, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; the same tile may appear twice.
          <li key={index} className={styles.cell}>
            <Tile {...tile} headingLevel={headingLevel} sizes={sizes} grouped />
          </li>
        ))}
      </ul>
    </div>
  );
}
