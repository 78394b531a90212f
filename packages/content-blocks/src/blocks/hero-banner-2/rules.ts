import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';

/*
 * Pure rules of hero banner 2 that domain-rules does not have yet (they belong there: zod-free, React-free).
 */

/** `callsToActionHeight` when absent: the design system's button height, px. */
export const DEFAULT_CALLS_TO_ACTION_HEIGHT = 48;
/** The smallest height a call to action is drawn at, px: a comfortable touch target (WCAG 2.5.5's 44 px). */
export const MIN_CALLS_TO_ACTION_HEIGHT = 44;
/** The banner's background when the editor picks none. */
export const DEFAULT_BACKGROUND_COLOUR = '#FFFFFF';

/** The height a call to action is drawn at, px: the editor's, at least 44. */
export function callsToActionHeightPx(height: number): number {
  return Math.max(MIN_CALLS_TO_ACTION_HEIGHT, height);
}

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
  const background = backgroundColour ?? DEFAULT_BACKGROUND_COLOUR;
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
