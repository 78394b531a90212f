import { style } from '@vanilla-extract/css';
import { mediaQueries, mobileMediaQuery } from '@wardrobe/design-system';

/** Fills its box (a block sets the box's size or aspect ratio). */
export const fill = style({ display: 'block', width: '100%', height: '100%' });

/** The mobile variant of a media pair: shown below the 768 px breakpoint only. */
export const mobileOnly = style({ '@media': { [mediaQueries.md]: { display: 'none' } } });

/** The desktop variant of a media pair: shown from the 768 px breakpoint up. */
export const desktopOnly = style({ display: 'none', '@media': { [mediaQueries.md]: { display: 'block' } } });

/** Where each of a pair shows, for its preload (`preloadMedia`): the complements of the two classes above. */
export const mobileMedia = mobileMediaQuery;
export const desktopMedia = mediaQueries.md;
