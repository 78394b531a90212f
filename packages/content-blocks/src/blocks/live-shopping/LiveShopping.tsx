import { LazyLiveShoppingWidget as LiveShoppingWidget } from '../../shared/islands';
import * as styles from './LiveShopping.css';
import type { LiveShoppingEntry } from './schema';

/** The parsed entry (`liveShoppingSchema.parse(entry)`). */
export type LiveShoppingProps = LiveShoppingEntry;

/**
 * The live shopping embed (spec 001 §2 "Live shopping is embedded on content pages"). A server component around its
 * one client island, `LiveShoppingWidget`, loaded on demand: the show (its video and products) and the bag are the
 * host app's, handed in with `LiveShoppingProvider` (`@wardrobe/content-blocks/live-shopping-host`), so the block
 * loads the show in the browser and adds through the host's bag. Without a provider it says live shopping is not
 * available here.
 */
export function LiveShopping({ showId, title }: LiveShoppingProps) {
  return (
    <div className={styles.block} data-block="live-shopping" data-show-id={showId}>
      <LiveShoppingWidget showId={showId} title={title} />
    </div>
  );
}
