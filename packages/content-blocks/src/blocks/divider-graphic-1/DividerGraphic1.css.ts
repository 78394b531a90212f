import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The entry's `colour`, set inline when chosen; the brand teal otherwise. */
export const colourVar = createVar();

/** One period of the wave, 32 × 12 px: drawn one half-period past each edge so that tiles join without a seam. */
const WAVE_TILE = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="12" viewBox="0 0 32 12">' +
    '<path d="M-16 6Q-8 14 0 6T16 6T32 6T48 6" fill="none" stroke="#000" stroke-width="2"/></svg>',
);

export const divider = style({
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  paddingInline: vars.space.small,
  '@media': { [mediaQueries.md]: { paddingInline: vars.space.xl } },
});

/**
 * The wavy line: the block's colour shown through a repeating wave mask, so it takes any colour from CSS and
 * keeps its 32 px period at every width (an SVG stretched to the width would squash the wave on a phone).
 */
export const wave = style({
  display: 'block',
  height: 12,
  backgroundColor: fallbackVar(colourVar, vars.color.brand),
  maskImage: `url("data:image/svg+xml,${WAVE_TILE}")`,
  maskRepeat: 'repeat-x',
  maskSize: '32px 12px',
  maskPosition: 'left center',
  WebkitMaskImage: `url("data:image/svg+xml,${WAVE_TILE}")`,
  WebkitMaskRepeat: 'repeat-x',
  WebkitMaskSize: '32px 12px',
  WebkitMaskPosition: 'left center',
  '@media': {
    // Forced colours would paint the background as Canvas and hide the line: draw it in the text colour.
    '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
});
