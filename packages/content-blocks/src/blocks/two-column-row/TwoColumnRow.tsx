import { logBlockFailure } from '../../logging';
import { TwoColumnTile } from '../two-column-tile/TwoColumnTile';
import type { TwoColumnRowEntry } from './schema';
import * as styles from './TwoColumnRow.css';

/** The parsed entry (`twoColumnRowSchema.parse(entry)`): its tiles parsed, those that failed in `leftOutTiles`. */
export type TwoColumnRowProps = TwoColumnRowEntry;

/**
 * Two-column row (spec 002 §1, §9). A server component: no hooks, no client JS.
 *
 * - Its tiles side by side from 768 px, stacked below, as a list (a shopper's screen reader says "2 items").
 * - A tile that failed its parse is left out and logged here, once per render, like a failed block
 *   (`content-block-failed`, the tile's identity, the reason naming the row); the other tile stands. A row with no
 *   tile left renders nothing.
 * - The row's title is its `h2` and its tiles' titles `h3`; without one, the tiles' titles are `h2`.
 */
export function TwoColumnRow({ title, tiles, leftOutTiles = [] }: TwoColumnRowProps) {
  for (const failure of leftOutTiles) logBlockFailure(failure);
  if (tiles.length === 0) return null;
  const count = tiles.length === 1 ? 1 : 2;
  return (
    <div className={styles.row} data-block="two-column-row">
      {title !== undefined && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.tiles({ count })}>
        {tiles.map((tile, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; one tile may appear twice.
          <li key={`${index}:${tile._meta.deliveryId ?? ''}`} className={styles.item}>
            <TwoColumnTile {...tile} headingLevel={title !== undefined ? 3 : 2} inRow />
          </li>
        ))}
      </ul>
    </div>
  );
}
