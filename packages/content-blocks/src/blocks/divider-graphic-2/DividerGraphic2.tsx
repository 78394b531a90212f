import { inlineVars } from '../../shared/inlineVars';
import { spacingAround } from '../spacing-block/spacingAround.css';
import * as styles from './DividerGraphic2.css';
import type { DividerGraphic2Entry } from './schema';

/** The parsed entry (`dividerGraphic2Schema.parse(entry)`): defaults are applied by the schema. */
export type DividerGraphic2Props = DividerGraphic2Entry;

/**
 * Divider graphic 2 (spec 002 §1): a double line across the block, the brand's `{=double=}` underline. A server
 * component. Pure decoration: hidden from assistive technology, with the chosen space above and below.
 */
export function DividerGraphic2({
  colour,
  spacingAbove = 'Medium',
  spacingBelow = 'Medium',
}: DividerGraphic2Props) {
  return (
    <div
      aria-hidden="true"
      className={`${styles.divider} ${spacingAround({ above: spacingAbove, below: spacingBelow })}`}
      style={colour ? inlineVars({ [styles.colourVar]: colour }) : undefined}
      data-block="divider-graphic-2"
    >
      <div className={styles.doubleLine} data-graphic="double" />
    </div>
  );
}
