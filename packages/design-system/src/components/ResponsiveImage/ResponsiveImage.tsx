'use client';

import type { ContentMediaLink } from '@wardrobe/domain-rules';
import {
  type ImgHTMLAttributes,
  type Ref,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { preload } from 'react-dom';
import { type AspectRatio, aspectRatioCss, intrinsicSize, parseAspectRatio } from './aspectRatio';
import { type MediaErrorHandler, recordMediaFailure } from './mediaFailure';
import { type ImageStyleVariants, image as imageClass } from './ResponsiveImage.css';
import { buildImageSources, DEFAULT_404_IMAGE } from './sources';

export type ImageObjectFit = NonNullable<ImageStyleVariants['objectFit']>;

/** Which file is showing: the image, the default 404 image, or nothing more to try. */
export type ImageMediaState = 'image' | 'fallback' | 'broken';

export interface ResponsiveImageProps
  extends Omit<
    ImgHTMLAttributes<HTMLImageElement>,
    'src' | 'srcSet' | 'sizes' | 'alt' | 'loading' | 'decoding' | 'fetchPriority'
  > {
  /** Any image URL; the content host's `fmt=auto&qlt=default&w=` options are added per width. */
  src?: string;
  /** A content-service image link (`defaultHost`, `endpoint`, `name`), built by domain-rules `imageUrl`. */
  image?: ContentMediaLink | null;
  /** Builds the URL of each rendition width; wins over `image` and `src`. */
  buildSrc?: (width: number) => string;
  /** Rendition widths in px (domain-rules `IMAGE_WIDTHS`). Defaults to the card widths, 415 … 1536. */
  widths?: readonly number[];
  /** The `sizes` attribute: how wide the image shows at each breakpoint. Defaults to `100vw`. */
  sizes?: string;
  /** Required. What the picture shows, in the shop's words; `""` for a decorative picture. */
  alt: string;
  /** Reserves the box before the image loads (no layout shift): `'4x5'`, `'5x7'` or any `w/h`. */
  aspectRatio?: AspectRatio;
  /** `cover` (default) crops to fill the box; `contain` shows the whole picture. */
  objectFit?: ImageObjectFit;
  /** For the largest picture in the first screen (LCP): loads eagerly with high fetch priority. */
  priority?: boolean;
  /**
   * With `priority`, for a picture that only shows under a media query (one of a pair that CSS swaps at a
   * breakpoint): rather than loading eagerly, it is preloaded from the head for that media only, at high priority,
   * and the image itself stays lazy. An eager image downloads even where CSS hides it, so a pair of eager images
   * fetched both on every screen (the mobile hero on a desktop, the desktop hero on a phone).
   */
  preloadMedia?: string;
  /** The image shown when this one fails. Defaults to the shop's 404 image, `/images/404.jpg`. */
  fallbackSrc?: string;
  /** Records a failure (spec: "records the error"); without it the failure is one `console.error` line. */
  onMediaError?: MediaErrorHandler;
  ref?: Ref<HTMLImageElement>;
}

/**
 * A responsive picture: a `srcset` of renditions with `w` descriptors, a box reserved by its aspect ratio, lazy
 * loading unless it is the `priority` picture. If it fails to load (non-200 or network), it is swapped once for
 * the default 404 image and the failure is recorded (spec 000/002 §8); if that fails too, the alt text stays
 * and nothing more is tried.
 *
 * A client component only for the `onError` swap. Other `<img>` attributes pass through; `className` is added
 * to the design-system class; `data-media-state` tells `image`, `fallback` or `broken`.
 *
 * Reading: an image with nothing to load (no host, endpoint or name) counts as a failure and shows the 404
 * image; a failing image keeps its alt text, since it still names what should be there.
 */
export function ResponsiveImage({
  src,
  image,
  buildSrc,
  widths,
  sizes = '100vw',
  alt,
  aspectRatio,
  objectFit,
  priority = false,
  preloadMedia,
  fallbackSrc = DEFAULT_404_IMAGE.src,
  onMediaError,
  onError,
  className,
  style,
  width,
  height,
  ref,
  ...props
}: ResponsiveImageProps) {
  const sources = buildImageSources({ buildSrc, image, src, widths });
  const identity = `${sources.src} ${sources.srcSet ?? ''}`;
  const [failed, setFailed] = useState<{ identity: string; state: ImageMediaState } | null>(null);
  const state: ImageMediaState =
    failed?.identity === identity ? failed.state : sources.src === '' ? 'fallback' : 'image';
  // Each failure of one image is recorded once, however many error events or renders see it.
  const recorded = useRef(new Set<string>());
  const record = useCallback(
    (failedSrc: string, at: 'image' | 'fallback') => {
      const key = `${identity}|${at}`;
      if (recorded.current.has(key)) return;
      recorded.current.add(key);
      recordMediaFailure({ kind: 'image', src: failedSrc, fallback: at === 'fallback' }, onMediaError);
    },
    [identity, onMediaError],
  );
  const fail = useCallback(
    (failedSrc: string, at: ImageMediaState) => {
      if (at === 'broken') return;
      record(failedSrc, at);
      setFailed({ identity, state: at === 'image' ? 'fallback' : 'broken' });
    },
    [identity, record],
  );

  // Nothing to load: the 404 image shows at once (derived above); the failure is recorded here.
  useEffect(() => {
    if (sources.src === '') record('', 'image');
  }, [sources.src, record]);

  // An image that failed before hydration fired its error event before React listened: catch it up.
  const imgRef = useRef<HTMLImageElement | null>(null);
  useEffect(() => {
    const img = imgRef.current;
    const current = img?.getAttribute('src');
    if (!img || !current || state === 'broken' || !img.complete || img.naturalWidth !== 0) return;
    // An SVG without intrinsic size also has naturalWidth 0: only a failed decode means broken.
    img.decode?.().catch(() => {
      if (imgRef.current === img && img.getAttribute('src') === current && img.naturalWidth === 0)
        fail(img.currentSrc || current, state);
    });
  }, [state, fail]);

  const setRef = useCallback(
    (node: HTMLImageElement | null) => {
      imgRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    onError?.(event);
    fail(event.currentTarget.currentSrc || event.currentTarget.src, state);
  };

  // Only a picture with media of its own; without them the eager image is as early, and React preloads it itself.
  const eager = priority && !preloadMedia;
  if (priority && preloadMedia && state === 'image' && sources.src !== '') {
    preload(sources.src, {
      as: 'image',
      fetchPriority: 'high',
      media: preloadMedia,
      ...(sources.srcSet ? { imageSrcSet: sources.srcSet, imageSizes: sizes } : {}),
    });
  }

  const ratio = parseAspectRatio(aspectRatio);
  const box = ratio ? intrinsicSize(ratio, sources.largestWidth ?? DEFAULT_404_IMAGE.width) : undefined;
  const showing = state === 'image' ? sources : { src: fallbackSrc, srcSet: undefined };
  const classes = imageClass({ objectFit });

  return (
    // biome-ignore lint/performance/noImgElement: the design system serves any React app; this is its image element.
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: `onError` is a load event, not an interaction.
    <img
      {...props}
      ref={setRef}
      alt={alt}
      // `loading` before `src`, so no browser starts an eager fetch first.
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      width={width ?? box?.width}
      height={height ?? box?.height}
      sizes={showing.srcSet ? sizes : undefined}
      srcSet={showing.srcSet}
      src={showing.src}
      data-media-state={state}
      className={className ? `${classes} ${className}` : classes}
      style={ratio ? { aspectRatio: aspectRatioCss(ratio), ...style } : style}
      onError={handleError}
    />
  );
}
