import * as styles from './SpacingBlock.css';
import type { SpacingBlockEntry } from './schema';

/** The parsed entry (`spacingBlockSchema.parse(entry)`): defaults are applied by the schema. */
export type SpacingBlockProps = SpacingBlockEntry;

/**
 * Spacing block (spec 002 §1, sizes from §3). A server component: an empty box of one of the spec's heights
 * between the blocks around it. It says nothing, so it is hidden from assistive technology (`aria-hidden`).
 */
export function SpacingBlock({ size = 'Medium', mobileSize }: SpacingBlockProps) {
  return (
    <div
      aria-hidden="true"
      className={styles.spacer({ size, mobileSize })}
      data-block="spacing-block"
      data-size={size}
      data-mobile-size={mobileSize}
    />
  );
}
