import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, mobileMediaQuery, vars } from '@wardrobe/design-system';

/*
 * The blocks' carousel is the design system's `Carousel` (its region, track and slides). These styles only adjust
 * its layout for the content blocks, reaching its parts by the WAI-ARIA pattern's own attributes: the track is the
 * region's group child, the slides are `aria-roledescription="slide"`.
 */

/** The design system's carousel region. */
export const carousel = style({ minWidth: 0 });

/** The heading that names the carousel sits above it, in the block's flow. */
export const heading = style({ minWidth: 0 });

/**
 * From 768 px, a row its slides do not fill (a frozen carousel of 1 to 3 cards, a group of fewer cards than fit)
 * sits in the middle: auto margins on the outer slides take the free space, and are 0 when the slides overflow,
 * so a scrolling track is unchanged.
 */
globalStyle(`${carousel} [aria-roledescription="slide"]:first-child`, {
  '@media': { [mediaQueries.md]: { marginInlineStart: 'auto' } },
});
globalStyle(`${carousel} [aria-roledescription="slide"]:last-child`, {
  '@media': { [mediaQueries.md]: { marginInlineEnd: 'auto' } },
});

/**
 * Stacked below 768 px (the offer/editorial carousel without `displayCarouselLayoutOnMobile`, spec 002 §9: "the
 * mobile slider needs the layout flag"): the track becomes a column that does not scroll, and each slide takes the
 * full width. The arrows are already hidden there (`showArrows`), and with nothing to scroll the keys move nothing.
 */
export const stackedBelowMd = style({});

globalStyle(`${stackedBelowMd} > [role="group"]`, {
  '@media': {
    [mobileMediaQuery]: {
      flexDirection: 'column',
      gap: vars.space.medium,
      overflow: 'visible',
      scrollSnapType: 'none',
      marginInline: 0,
      paddingInline: 0,
    },
  },
});
globalStyle(`${stackedBelowMd} [aria-roledescription="slide"]`, {
  '@media': { [mobileMediaQuery]: { flex: 'none', width: '100%' } },
});
