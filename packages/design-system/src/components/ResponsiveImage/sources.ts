import { type ContentMediaLink, IMAGE_WIDTHS, imageSrcSet, imageUrl } from '@wardrobe/domain-rules';
import { isInlineImage, joinImageUrl, splitImageUrl } from './urlParts';

/**
 * Spec 000 §8 / 002 §8: the default 404 image, a 1600x2133 JPEG. The shop serves it at `/images/404.jpg` (the
 * sandbox's pictures route, also what any unknown `/images/…` path answers).
 */
export const DEFAULT_404_IMAGE = { src: '/images/404.jpg', width: 1600, height: 2133 } as const;

/**
 * Where an image comes from, first match wins:
 * - `buildSrc(width)`: the caller's own URL for each rendition width;
 * - `image`: a content-service image link, built by domain-rules `imageUrl`/`imageSrcSet` (spec 002 §7);
 * - `src`: any URL (e.g. a media hub path); the content host's query options `fmt=auto&qlt=default&w=` are
 *   added for each width.
 */
export interface ImageSourceInput {
  buildSrc?: ((width: number) => string) | undefined;
  image?: ContentMediaLink | null | undefined;
  src?: string | undefined;
  /** Rendition widths in px. Defaults to the card widths (spec 002 §7: 415 … 1536). */
  widths?: readonly number[] | undefined;
}

export interface ImageSources {
  /** The `src` attribute: the largest rendition. '' when there is nothing to load. */
  src: string;
  /** The `srcset` with `w` descriptors, or `undefined` when there is a single file. */
  srcSet: string | undefined;
  /** The largest width of the set, if any. */
  largestWidth: number | undefined;
}

/** Whole, positive, distinct widths, smallest first (a `srcset` with repeated widths is invalid). */
export function normaliseWidths(widths: readonly number[]): number[] {
  const whole = widths.filter((w) => Number.isFinite(w) && w > 0).map((w) => Math.round(w));
  return [...new Set(whole)].filter((w) => w > 0).sort((a, b) => a - b);
}

/**
 * Adds the content host's query options to any URL: `fmt=auto&qlt=default&w={width}`. Options already in the URL
 * are replaced, every other parameter and a `#fragment` stay as written.
 * Reading: `data:` and `blob:` URLs are complete files, so they are returned as they are.
 */
export function withImageQuery(url: string, width?: number): string {
  if (isInlineImage(url)) return url;
  const { path, pairs, hash } = splitImageUrl(url);
  const kept = pairs.filter((pair) => !/^(fmt|qlt|w)(=|$)/.test(pair));
  const options = ['fmt=auto', 'qlt=default'];
  if (typeof width === 'number' && Number.isFinite(width) && width > 0)
    options.push(`w=${Math.round(width)}`);
  return joinImageUrl({ path, pairs: [...kept, ...options], hash });
}

/** The `src` and `srcset` of an image from its source and rendition widths. */
export function buildImageSources({
  buildSrc,
  image,
  src,
  widths = IMAGE_WIDTHS.card,
}: ImageSourceInput): ImageSources {
  const list = normaliseWidths(widths);
  const largestWidth = list.at(-1);

  if (buildSrc) {
    if (largestWidth === undefined) return { src: '', srcSet: undefined, largestWidth };
    return {
      src: buildSrc(largestWidth),
      srcSet: list.map((w) => srcSetEntry(buildSrc(w), w)).join(', '),
      largestWidth,
    };
  }

  if (image) {
    const set = imageSrcSet(image, list);
    return {
      src: imageUrl(image, { width: largestWidth }),
      srcSet: set === '' ? undefined : set,
      largestWidth,
    };
  }

  const base = typeof src === 'string' ? src.trim() : '';
  if (base === '' || largestWidth === undefined || /^(data|blob):/i.test(base)) {
    return { src: base, srcSet: undefined, largestWidth: undefined };
  }
  return {
    src: withImageQuery(base, largestWidth),
    srcSet: list.map((w) => srcSetEntry(withImageQuery(base, w), w)).join(', '),
    largestWidth,
  };
}

/** A `srcset` candidate. A space would end the URL early, so it is percent-encoded (browsers read it the same). */
function srcSetEntry(url: string, width: number): string {
  return `${url.replace(/\s/g, (space) => encodeURIComponent(space))} ${width}w`;
}
