import { DEFAULT_404_IMAGE } from '../ResponsiveImage/sources';

/** Spec 000 §3 "Media item": one entry of the media hub set file `{ items: [{ type, src }] }`. */
export interface GalleryMedia {
  type: 'img' | 'video';
  /** An image's URL; a video's base URL, whose delivery variants are `{src}/webm_vp9` and `{src}/mp4_1080p`. */
  src: string;
  /** A video's still, shown until it plays (the media hub's; none is fine). */
  poster?: string | undefined;
}

export interface GalleryMediaOptions {
  /** The product's optional video (spec 000 §2): inserted in second position. */
  video?: GalleryMedia | null | undefined;
  /** What stands in when nothing is left. Defaults to the shop's 404 image, `/images/404.jpg` (1600x2133). */
  fallbackSrc?: string | undefined;
}

/** A usable media item: `img` or `video` with a non-blank `src` (trimmed). */
function clean(item: GalleryMedia | null | undefined): GalleryMedia | undefined {
  if (!item || (item.type !== 'img' && item.type !== 'video')) return undefined;
  const src = typeof item.src === 'string' ? item.src.trim() : '';
  if (src === '') return undefined;
  const poster = item.type === 'video' && typeof item.poster === 'string' ? item.poster.trim() : '';
  return poster === '' ? { type: item.type, src } : { type: item.type, src, poster };
}

/**
 * The gallery's media in order (spec 000 §2 "a gallery of images, with an optional video inserted in second
 * position"; §8 media failure → the default 404 image):
 * - items that are not `img`/`video`, or whose `src` is blank, are dropped (the others keep their order);
 * - the optional `video` goes in second place, right after the first item, or first when nothing else is left;
 * - when nothing is left at all, one image: the default 404 image (`DEFAULT_404_IMAGE`).
 *
 * Reading: "second position" is taken literally, so with a single image the video comes after it (the image
 * stays first: it is the page's largest paint); only with no image at all does the video come first.
 * Reading: a video already in `items` stays where it is; only the `video` option is moved to second place.
 * Pure and idempotent: the gallery runs it again on what it is given, which changes nothing.
 */
export function galleryMedia(
  items: readonly (GalleryMedia | null | undefined)[] | null | undefined,
  { video, fallbackSrc = DEFAULT_404_IMAGE.src }: GalleryMediaOptions = {},
): GalleryMedia[] {
  const list = (items ?? []).map(clean).filter((item): item is GalleryMedia => item !== undefined);
  const extra = clean(video);
  if (extra) list.splice(Math.min(1, list.length), 0, extra);
  return list.length > 0 ? list : [{ type: 'img', src: fallbackSrc }];
}
