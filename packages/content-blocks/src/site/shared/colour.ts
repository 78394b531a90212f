/**
 * The menus' surface, white (`brandTokens.color.surface`). The brand theme is the only theme (light); a dark theme
 * would pass its own backgrounds.
 */
export const NAVIGATION_SURFACE = '#FFFFFF';

/** WCAG 1.4.3: normal text needs 4.5:1 against its background. */
const MINIMUM_TEXT_CONTRAST = 4.5;

/**
 * An editor's `textColour` (a CSS hex colour, spec 002 §3) if it reads at 4.5:1 on every background it sits on,
 * else `undefined` so the theme's text colour shows. Reading: the spec lets editors colour any menu link; a colour
 * that fails (say the brand teal on white) would make the link unreadable, so it is not applied.
 */
export function readableTextColour(
  hex: string | undefined,
  backgrounds: readonly string[] = [NAVIGATION_SURFACE],
): string | undefined {
  if (hex === undefined) return undefined;
  const fg = luminance(hex);
  if (fg === undefined) return undefined;
  const readable = backgrounds.every((background) => {
    const bg = luminance(background);
    return bg !== undefined && (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05) >= MINIMUM_TEXT_CONTRAST;
  });
  return readable ? hex : undefined;
}

/** WCAG relative luminance of `#RGB`/`#RRGGBB`; `undefined` for anything else. */
function luminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const c = Number.parseInt(digits.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour that reads on an editor's background: black if it reaches 4.5:1 there, else white. For blocks
 * whose content model gives a background colour and no text colour.
 */
export function inkOn(background: string): '#000000' | '#FFFFFF' {
  return readableTextColour('#000000', [background]) === undefined ? '#FFFFFF' : '#000000';
}
