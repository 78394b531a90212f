import * as styles from './BlockNotice.css';
import type { BlockFailure } from './logging';

export interface BlockNoticeProps {
  failure: BlockFailure;
}

/**
 * What editors see, in development and Storybook, where a block is not shown: "Content block not shown:
 * <reason>", then which entry it was. Server-safe (no hooks); the client error boundary renders it too.
 */
export function BlockNotice({ failure }: BlockNoticeProps) {
  const entry = [failure.name, failure.deliveryKey ?? failure.deliveryId, failure.schema]
    .filter(Boolean)
    .join(' · ');
  return (
    <div role="note" className={styles.notice} data-content-block-failed="">
      <p className={styles.title}>{`Content block not shown: ${failure.reason}`}</p>
      {entry !== '' && <p className={styles.detail}>{`Entry: ${entry}`}</p>}
    </div>
  );
}
