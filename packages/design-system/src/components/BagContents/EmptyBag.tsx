import { EMPTY_BAG_MESSAGE } from '@wardrobe/domain-rules';
import { AlertIcon } from '../Icon';
import * as styles from './BagContents.css';

export interface BagNoticesProps {
  /** E.g. `QUANTITY_ADJUSTED_MESSAGE`; the same notice twice shows once. */
  notices?: readonly string[] | undefined;
}

/** The bag's notices, in an alert region that is always in the page, so notices put in it are announced. */
export function BagNotices({ notices = [] }: BagNoticesProps) {
  return (
    <div role="alert" className={styles.notices}>
      {[...new Set(notices)].map((notice) => (
        <p key={notice} className={styles.message({ tone: 'notice' })}>
          <AlertIcon size="small" className={styles.messageIcon} />
          <span>{notice}</span>
        </p>
      ))}
    </div>
  );
}

export interface EmptyBagProps extends BagNoticesProps {
  className?: string | undefined;
}

/** 'Your shopping bag is empty'. */
export function EmptyBagMessage() {
  return <p className={styles.empty}>{EMPTY_BAG_MESSAGE}</p>;
}

/**
 * The empty bag, 'Your shopping bag is empty' (spec 000 §8), with its notices. What `BagContents` shows with no
 * lines; server-safe (no hooks, no react-aria), so a page that knows the bag is empty need not load the bag's
 * interactive parts to say so.
 */
export function EmptyBag({ notices, className }: EmptyBagProps) {
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-empty="">
      <BagNotices notices={notices} />
      <EmptyBagMessage />
    </div>
  );
}
