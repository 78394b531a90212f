import { inlineVars } from '../../shared/inlineVars';
import { spacingAround } from '../spacing-block/spacingAround.css';
import * as styles from './DividerGraphic1.css';
import type { DividerGraphic1Entry } from './schema';

/** The parsed entry (`dividerGraphic1Schema.parse(entry)`): defaults are applied by the schema. */
export type DividerGraphic1Props = DividerGraphic1Entry;

/**
 * Divider graphic 1 (spec 002 §1): a wavy line across the block, the brand's `{~wavy~}` underline. A server
 * component. Pure decoration: hidden from assistive technology, with the chosen space above and below.
 */
export function DividerGraphic1({
  colour,
  spacingAbove = 'Medium',
  spacingBelow = 'Medium',
}: DividerGraphic1Props) {
  return (
    <div
      aria-hidden="true"
      className={`${styles.divider} ${spacingAround({ above: spacingAbove, below: spacingBelow })}`}
      style={colour ? inlineVars({ [styles.colourVar]: colour }) : undefined}
      data-block="divider-graphic-1"
    >
      <div className={styles.wave} data-graphic="wave" />
    </div>
  );
}
