'use client';

import type { ResponsiveImageProps, VideoProps } from '@wardrobe/design-system';
import type { CustomHtmlFrameProps } from '../blocks/custom-html/CustomHtmlFrame';
import type { StickerCloserProps } from '../blocks/floating-promotional-sticker/StickerCloser';
import { onDemand } from './onDemand';

// The blocks' client parts, each loaded on the page that shows it (see `onDemand`): the only client code every
// content page carries for them is this module.

const responsiveImage = onDemand<ResponsiveImageProps>(() =>
  import('@wardrobe/design-system/responsive-image').then((m) => m.ResponsiveImage),
);
const video = onDemand<VideoProps>(() => import('@wardrobe/design-system/video').then((m) => m.Video));
const stickerCloser = onDemand<StickerCloserProps>(() =>
  import('../blocks/floating-promotional-sticker/StickerCloser').then((m) => m.StickerCloser),
);
const customHtmlFrame = onDemand<CustomHtmlFrameProps>(() =>
  import('../blocks/custom-html/CustomHtmlFrame').then((m) => m.CustomHtmlFrame),
);

/**
 * The design system's `ResponsiveImage`, loaded on demand: the server's `<img>` shows and loads at once; its 404
 * swap (spec 002 §8) takes over when its code arrives, and catches up on a failure that came first.
 */
export const LazyResponsiveImage = responsiveImage.Component;
/** The design system's `Video`, loaded on demand (a background video in a block). */
export const LazyVideo = video.Component;
/** The floating sticker's island, loaded on demand. */
export const LazyStickerCloser = stickerCloser.Component;
/** The custom HTML block's frame, loaded on demand. */
export const LazyCustomHtmlFrame = customHtmlFrame.Component;

/** Loads every island now, so that a test or a story renders them at once. */
export function preloadBlockIslands(): Promise<unknown> {
  return Promise.all([
    responsiveImage.preload(),
    video.preload(),
    stickerCloser.preload(),
    customHtmlFrame.preload(),
  ]);
}
