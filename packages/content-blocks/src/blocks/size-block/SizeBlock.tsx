import { shownSizeButtons } from '@wardrobe/domain-rules';
import { inlineVars } from '../../shared/inlineVars';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';
import * as styles from './SizeBlock.css';
import { SizeSquares } from './SizeSquares';
import type { SizeBlockEntry } from './schema';

/** The parsed entry (`sizeBlockSchema.parse(entry)`): defaults are applied by the schema. */
export type SizeBlockProps = SizeBlockEntry;

/**
 * The page the block sits on: the theme's surface, white (the model has no background colour). The title's and
 * the buttons' colours must read on it.
 */
const PAGE = TEXT_COLOUR_VALUES.White;

/** The block's colours: the editor's where they read at 4.5:1 on the page, else black or white. */
export function sizeBlockColours({
  titleColour,
  ctaColour,
  hoverColour,
  underlineColour,
}: Pick<SizeBlockEntry, 'titleColour' | 'ctaColour' | 'hoverColour' | 'underlineColour'>) {
  const title = readableTextColour(titleColour, [PAGE]) ?? inkOn(PAGE);
  return {
    title,
    underline: underlineColour ?? title,
    ink: readableTextColour(ctaColour, [PAGE]) ?? inkOn(PAGE),
    hover: hoverColour,
    hoverInk: inkOn(hoverColour),
  };
}

/**
 * Size block (spec 002 §3, §5). A server component: no hooks, no client JS.
 *
 * - The title (`h2`) in `titleColour`, underlined in `underlineColour` when `showUnderline` is on.
 * - The sizes as square links (the §9 square group, up to 10 per row), in `ctaColour`, filled with `hoverColour`
 *   on hover and keyboard focus. A size shows only with text and a link.
 */
export function SizeBlock({
  titleText,
  titleColour,
  callsToAction,
  ctaColour,
  hoverColour,
  showUnderline = false,
  underlineColour,
}: SizeBlockProps) {
  const colours = sizeBlockColours({ titleColour, ctaColour, hoverColour, underlineColour });
  return (
    <div
      className={styles.block}
      style={inlineVars({ [styles.titleVar]: colours.title, [styles.underlineVar]: colours.underline })}
      data-block="size-block"
    >
      <h2 className={styles.title({ underline: showUnderline })}>{titleText}</h2>
      <SizeSquares
        sizes={shownSizeButtons(callsToAction)}
        ink={colours.ink}
        hover={colours.hover}
        hoverInk={colours.hoverInk}
      />
    </div>
  );
}
