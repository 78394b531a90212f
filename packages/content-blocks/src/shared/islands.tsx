'use client';

import type { ResponsiveImageProps, VideoProps } from '@wardrobe/design-system';
import { ResponsiveImage } from '@wardrobe/design-system/responsive-image';
import { createContext, type ReactNode, useContext } from 'react';
import type { CustomHtmlFrameProps } from '../blocks/custom-html/CustomHtmlFrame';
import type { StickerCloserProps } from '../blocks/floating-promotional-sticker/StickerCloser';
import type { LiveShoppingWidgetProps } from '../blocks/live-shopping/LiveShoppingWidget';
import type { OfferTermsProps } from '../blocks/offer-cards-two-columns/OfferTerms';
import type { BlockCarouselProps } from './BlockCarousel';
import { type OnDemand, onDemand } from './onDemand';

// The blocks' client parts, each loaded on the page that shows it (see `onDemand`): the only client code every
// content page carries for them is this module.

// Pictures are not on demand: a part that hydration must wait for holds up the whole page's hydration (no
// Suspense boundary, see `onDemand`), and nearly every content page shows a picture, so its 404 swap is here.
const responsiveImage: OnDemand<ResponsiveImageProps> = {
  Component: ResponsiveImage,
  preload: () => Promise.resolve(ResponsiveImage),
};
const video = onDemand<VideoProps>(() => import('@wardrobe/design-system/video').then((m) => m.Video));
const stickerCloser = onDemand<StickerCloserProps>(() =>
  import('../blocks/floating-promotional-sticker/StickerCloser').then((m) => m.StickerCloser),
);
const customHtmlFrame = onDemand<CustomHtmlFrameProps>(() =>
  import('../blocks/custom-html/CustomHtmlFrame').then((m) => m.CustomHtmlFrame),
);
// The live shopping widget: the show's video and products, and adding through the host's bag.
const liveShoppingWidget = onDemand<LiveShoppingWidgetProps>(() =>
  import('../blocks/live-shopping/LiveShoppingWidget').then((m) => m.LiveShoppingWidget),
);
// The offer cards' terms button; its side panel (and react-aria) loads only when a shopper first presses it.
const offerTerms = onDemand<OfferTermsProps>(() =>
  import('../blocks/offer-cards-two-columns/OfferTerms').then((m) => m.OfferTerms),
);
const blockCarousel = onDemand<BlockCarouselProps>(() =>
  import('./BlockCarousel').then((m) => m.BlockCarousel),
);

// Hydration waits for a part the server's HTML shows (no boundary of its own, see `onDemand`): start fetching the
// ones this page shows as soon as this module runs in the browser, before hydration reaches them.
if (typeof document !== 'undefined') {
  if (document.querySelector('video[data-media-state]')) void video.preload();
  if (document.querySelector('[data-block="floating-promotional-sticker"]')) void stickerCloser.preload();
  if (document.querySelector('[data-block="custom-html"]')) void customHtmlFrame.preload();
  if (document.querySelector('[data-block="live-shopping"]')) void liveShoppingWidget.preload();
  if (document.querySelector('[data-offer-terms]')) void offerTerms.preload();
  if (document.querySelector('[data-block-carousel]')) void blockCarousel.preload();
}

/**
 * Whether the blocks inside are in the shopper's first screen (`ContentRenderer`'s `firstScreenEntries`); unset
 * where the page does not say, and each block decides (a hero loads at once).
 */
const FirstScreenContext = createContext<boolean | undefined>(undefined);

/** Marks the blocks inside as in the first screen (`true`) or below it (`false`). */
export function FirstScreen({ value, children }: { value: boolean; children: ReactNode }) {
  return <FirstScreenContext.Provider value={value}>{children}</FirstScreenContext.Provider>;
}

const ResponsiveImageOnDemand = responsiveImage.Component;

/**
 * The design system's `ResponsiveImage`, loaded on demand: the server's `<img>` shows and loads at once; its 404
 * swap (spec 002 §8) takes over when its code arrives, and catches up on a failure that came first. Where the
 * page says which blocks are in the first screen, their pictures load at once with high priority and the rest
 * wait until they are near, a hero's own `priority` included.
 */
export function LazyResponsiveImage(props: ResponsiveImageProps) {
  const firstScreen = useContext(FirstScreenContext);
  return <ResponsiveImageOnDemand {...props} priority={firstScreen ?? props.priority} />;
}
/** The design system's `Video`, loaded on demand (a background video in a block). */
export const LazyVideo = video.Component;
/** The floating sticker's island, loaded on demand. */
export const LazyStickerCloser = stickerCloser.Component;
/** The custom HTML block's frame, loaded on demand. */
export const LazyCustomHtmlFrame = customHtmlFrame.Component;
/** The live shopping block's widget, loaded on demand. */
export const LazyLiveShoppingWidget = liveShoppingWidget.Component;
/** An offer card's terms button (it opens the terms side panel), loaded on demand. */
export const LazyOfferTerms = offerTerms.Component;

/** The content blocks' carousel (the carousel and the scrollable card group), loaded on demand. */
export const LazyBlockCarousel = blockCarousel.Component;

/** Loads every island now, so that a test or a story renders them at once. */
export function preloadBlockIslands(): Promise<unknown> {
  return Promise.all([
    responsiveImage.preload(),
    video.preload(),
    stickerCloser.preload(),
    customHtmlFrame.preload(),
    liveShoppingWidget.preload(),
    offerTerms.preload(),
    blockCarousel.preload(),
  ]);
}
