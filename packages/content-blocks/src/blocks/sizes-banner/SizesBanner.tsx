import { shownSizeButtons } from '@wardrobe/domain-rules';
import { inlineVars } from '../../shared/inlineVars';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';
import { SizeSquares } from '../size-block/SizeSquares';
import * as styles from './SizesBanner.css';
import type { SizesBannerEntry } from './schema';

/** The parsed entry (`sizesBannerSchema.parse(entry)`): defaults are applied by the schema. */
export type SizesBannerProps = SizesBannerEntry;

/** The banner's colours: its background (paper), black or white on it (ink), and the heading's colour. */
export function sizesBannerColours({
  headingColour,
  backgroundColour,
}: Pick<SizesBannerEntry, 'headingColour' | 'backgroundColour'>) {
  const paper = backgroundColour ?? TEXT_COLOUR_VALUES.White;
  const ink = inkOn(paper);
  return { paper, ink, heading: readableTextColour(headingColour, [paper]) ?? ink };
}

/**
 * Sizes banner (spec 002 §3, §9). A server component: no hooks, no client JS.
 *
 * - The heading (`h2`) in `headingColour` on `backgroundColour`, black or white when it would not read.
 * - The sizes as a centred square group, up to 10 per row, wrapping on smaller screens: outlined in black or
 *   white (whichever reads on the background), filled with it on hover and keyboard focus.
 */
export function SizesBanner({ heading, headingColour, backgroundColour, callsToAction }: SizesBannerProps) {
  const colours = sizesBannerColours({ headingColour, backgroundColour });
  const sizes = shownSizeButtons(callsToAction);
  const title = heading !== undefined && heading !== '' ? heading : undefined;
  return (
    <div
      className={styles.banner}
      style={inlineVars({ [styles.headingVar]: colours.heading, [styles.paperVar]: colours.paper })}
      data-block="sizes-banner"
    >
      {title !== undefined && <h2 className={styles.heading}>{title}</h2>}
      {sizes.length > 0 && (
        <SizeSquares
          sizes={sizes}
          ink={colours.ink}
          hover={colours.ink}
          hoverInk={colours.paper}
          align="center"
        />
      )}
    </div>
  );
}
