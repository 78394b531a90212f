import { contrastRatio } from '../../themes/contrast';
import { namedColourHex } from './namedColours';

/** WCAG 1.4.3 (AA): the least contrast for badge text, which is small. */
export const BADGE_MIN_CONTRAST = 4.5;

const BLACK = '#000000';
const WHITE = '#FFFFFF';

/**
 * A CSS colour from content data as `#RRGGBB`, or `undefined` when it cannot be read: `#rgb`, `#rrggbb`, opaque
 * `#rgba`/`#rrggbbaa`, `rgb()`/`rgba()` (commas or spaces, opaque), and the CSS colour names, in any case.
 * Reading: anything transparent or unknown (`transparent`, `var(--x)`, `hsl()`) is not a usable colour, because
 * its contrast cannot be checked without the page behind it.
 */
export function parseColour(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const colour = value.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(colour)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    if (full.length === 8 && full.slice(6).toLowerCase() !== 'ff') return undefined;
    return `#${full.slice(0, 6).toUpperCase()}`;
  }
  const rgb =
    /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*(1|1\.0+|100%)\s*)?\)$/i.exec(
      colour,
    );
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    if (channels.some((channel) => channel > 255)) return undefined;
    return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  }
  return namedColourHex(colour);
}

export interface BadgeColourData {
  textColour?: string | null | undefined;
  backgroundColour?: string | null | undefined;
}

export interface ReadableBadgeColours {
  /** `#RRGGBB` text colour. */
  textColour: string;
  /** `#RRGGBB` background colour. */
  backgroundColour: string;
  /** The data's own text colour was too faint on the background and was replaced by black or white. */
  contrastAdjusted: boolean;
  /** The contrast of the result (≥ 4.5 whenever anything was chosen for it). */
  contrast: number;
}

/** Black or white, whichever contrasts more with the background (one of them always reaches 4.5:1). */
export function bestTextOn(background: string): string {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/**
 * The colours a badge is drawn in: the data's colours where they can be read, else the fallback (the tone's
 * colours; `#RRGGBB`). When the data's text colour is below 4.5:1 on the background, it becomes black or white,
 * whichever contrasts more, and `contrastAdjusted` says so, so no badge is unreadable.
 *
 * Reading: an unreadable colour (see `parseColour`) falls back on its own; the other one is kept.
 * Reading: with no usable text colour in the data, the fallback text is kept if it reaches 4.5:1 on the
 * background, else black or white is chosen; that is a default, not an adjustment of the data.
 */
export function readableBadgeColours(
  data: BadgeColourData,
  fallback: { textColour: string; backgroundColour: string },
): ReadableBadgeColours {
  const backgroundColour = parseColour(data.backgroundColour) ?? fallback.backgroundColour;
  const dataText = parseColour(data.textColour);
  const wanted = dataText ?? fallback.textColour;
  const wantedContrast = contrastRatio(wanted, backgroundColour);
  if (wantedContrast >= BADGE_MIN_CONTRAST) {
    return { textColour: wanted, backgroundColour, contrastAdjusted: false, contrast: wantedContrast };
  }
  const textColour = bestTextOn(backgroundColour);
  return {
    textColour,
    backgroundColour,
    contrastAdjusted: dataText !== undefined,
    contrast: contrastRatio(textColour, backgroundColour),
  };
}
