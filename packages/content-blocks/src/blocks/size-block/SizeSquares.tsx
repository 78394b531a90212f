import type { SizeButtonLike } from '@wardrobe/domain-rules';
import { inlineVars } from '../../shared/inlineVars';
import * as styles from './SizeSquares.css';

export interface SizeSquaresProps {
  /** Size buttons that passed the display rule (`shownSizeButtons`), in the editor's order. */
  sizes: readonly (SizeButtonLike & { buttonText: string; buttonLink: string })[];
  /** The squares' text and edge (already readable on the block's background). */
  ink: string;
  /** The fill on hover and keyboard focus, and the text that reads on it. */
  hover: string;
  hoverInk: string;
  /** Where the group sits in a wider block: at the start (size block) or centred (sizes banner). */
  align?: 'start' | 'center';
}

/**
 * The call-to-action square group (spec 002 §9): size buttons as square links, up to 10 per row, wrapping on
 * smaller screens. A list, so a screen reader says how many sizes there are. Server-safe.
 */
export function SizeSquares({ sizes, ink, hover, hoverInk, align = 'start' }: SizeSquaresProps) {
  return (
    <ul
      className={styles.squares({ align })}
      style={inlineVars({
        [styles.squareInkVar]: ink,
        [styles.squareHoverVar]: hover,
        [styles.squareHoverInkVar]: hoverInk,
      })}
    >
      {sizes.map((size, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two sizes may share a link.
        <li key={`${index}:${size.buttonLink}`} className={styles.item}>
          <a href={size.buttonLink} className={styles.square}>
            {size.buttonText}
          </a>
        </li>
      ))}
    </ul>
  );
}
