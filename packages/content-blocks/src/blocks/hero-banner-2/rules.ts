// Stays beside the block while the contrast helpers it needs (`site/shared/colour`) live in content-blocks.
import { HERO_BANNER_2_DEFAULT_BACKGROUND } from '@wardrobe/domain-rules';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';

export interface HeroBanner2ColoursInput {
  textColour?: 'White' | 'Black' | undefined;
  backgroundColour?: string | undefined;
  /** A background media shows (desktop or mobile). */
  hasMedia: boolean;
}

export interface HeroBanner2Colours {
  /** The texts' and the buttons' colour. */
  ink: string;
  /** The banner's background colour. */
  background: string;
  /** What the buttons are drawn on: the background, or over a media the opposite of the ink. */
  paper: string;
}

/**
 * The banner's colours. Over a media the text colour is the editor's pick (white when absent): what is under it
 * cannot be known. On a plain colour it must read at 4.5:1: an editor's choice that does not, or none, gives way
 * to black or white, whichever reads (`inkOn`).
 */
export function heroBanner2Colours({
  textColour,
  backgroundColour,
  hasMedia,
}: HeroBanner2ColoursInput): HeroBanner2Colours {
  const background = backgroundColour ?? HERO_BANNER_2_DEFAULT_BACKGROUND;
  const chosen = textColour === undefined ? undefined : TEXT_COLOUR_VALUES[textColour];
  if (hasMedia) {
    const ink = chosen ?? TEXT_COLOUR_VALUES.White;
    return {
      ink,
      background,
      paper: ink === TEXT_COLOUR_VALUES.White ? TEXT_COLOUR_VALUES.Black : TEXT_COLOUR_VALUES.White,
    };
  }
  const ink = readableTextColour(chosen, [background]) ?? inkOn(background);
  return { ink, background, paper: background };
}
