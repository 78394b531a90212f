import { fnv1a } from './colours';
import { isPictureKind, type PictureKind } from './kinds';
import { PRODUCT_VIEWS } from './product';

/** Where the storefront serves product pictures and media hub sets (`app/images/[...path]`). */
export const PICTURES_PATH = '/images';

/**
 * A colour as a path segment: runs of anything but letters and digits become `_` (the product route's
 * convention, spec 000 §4: underscores stand for spaces), so `Light Blue` is `Light_Blue`. The segment never
 * holds `-`, which separates sku, colour and view; drawing matches colours ignoring punctuation, so nothing is lost.
 */
export function colourSlug(colour: string): string {
  return colour.trim().replace(/[^\p{L}\p{N}]+/gu, '_');
}

/** `/images/products/{sku}-{colour}-{n}.jpg`: one of the PRODUCT_VIEWS pictures of a sku in a colour. */
export function productImagePath(sku: string, colour: string, view = 1): string {
  return `${PICTURES_PATH}/products/${encodeURIComponent(sku)}-${encodeURIComponent(colourSlug(colour))}-${view}.jpg`;
}

/** `/images/sets/{sku}-{colour}-SET.json`: the media hub set file (spec 000 §7). */
export function mediaSetPath(sku: string, colour: string): string {
  return `${PICTURES_PATH}/sets/${encodeURIComponent(sku)}-${encodeURIComponent(colourSlug(colour))}-SET.json`;
}

/** Spec 000 §3 "Media item: type (img or video), src"; a video may name its poster picture too. */
export interface MediaItem {
  type: 'img' | 'video';
  src: string;
  /** A video's still, shown before it plays. Reading: the spec's item has none; a media hub's video does. */
  poster?: string;
}

/** Spec 000 §7: the set file's answer holds an items list. */
export interface MediaSet {
  items: MediaItem[];
}

/** The delivery variants of a video (spec 002 §7, Amplience's names): `{src}/webm_vp9`, `{src}/mp4_1080p`. */
export const VIDEO_VARIANTS = ['webm_vp9', 'mp4_1080p'] as const;
export type VideoVariant = (typeof VIDEO_VARIANTS)[number];
const VIDEO_FILES = [...VIDEO_VARIANTS, 'poster.jpg'] as const;
type VideoFile = (typeof VIDEO_FILES)[number];

/** `/images/videos/{sku}-{colour}`: a product video's base; its variants and poster are paths under it. */
export function productVideoPath(sku: string, colour: string): string {
  return `${PICTURES_PATH}/videos/${encodeURIComponent(sku)}-${encodeURIComponent(colourSlug(colour))}`;
}

/**
 * Whether the media hub holds a video for a sku: a third of the skus, chosen by their hash, so the same products
 * have one on every run (the sandbox's one studio clip, `media/gallery-clip.*`, stands in for each).
 */
export function hasProductVideo(sku: string): boolean {
  return fnv1a(`video:${sku}`) % 3 === 0;
}

/**
 * The set file of a sku and colour: the PRODUCT_VIEWS images and, for the skus that have one, a video listed
 * last as a media hub lists it (the gallery puts it second, spec 000 §2). Sources are root-relative paths on the
 * storefront that serves them; the page adds `w`, `fmt` and `qlt` to images and the variant to the video.
 */
export function mediaSet(sku: string, colour: string): MediaSet {
  const items: MediaItem[] = Array.from({ length: PRODUCT_VIEWS }, (_, i) => ({
    type: 'img' as const,
    src: productImagePath(sku, colour, i + 1),
  }));
  if (hasProductVideo(sku)) {
    const src = productVideoPath(sku, colour);
    items.push({ type: 'video', src, poster: `${src}/poster.jpg` });
  }
  return { items };
}

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export type PicturePath =
  | { type: 'product'; sku: string; colour: string; view: number; kind?: PictureKind; format: PictureFormat }
  | { type: 'set'; sku: string; colour: string }
  | { type: 'video'; sku: string; colour: string; file: VideoFile }
  | { type: 'placeholder' }
  | { type: 'unknown' };

// Skus are letters, digits, `_`, `.`, `-` and spaces; colours the same without `-` (see colourSlug).
const SKU = /^[\p{L}\p{N}_. -]{1,64}$/u;
const COLOUR = /^[\p{L}\p{N}_. ]{1,48}$/u;
const PRODUCT_FILE = /^(.+)-([^-]+)-(\d{1,2})\.(jpe?g|png|webp|avif)$/i;
const SET_FILE = /^(.+)-([^-]+)-SET\.json$/;
const VIDEO_BASE = /^(.+)-([^-]+)$/;
const EXTENSION_FORMAT: Readonly<Record<string, PictureFormat>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

/**
 * Reads the path under `/images/` (segments as the route receives them):
 * - `products/{sku}-{colour}-{n}.jpg`, or `products/{kind}/{sku}-{colour}-{n}.jpg` to choose the silhouette
 *   (one of PICTURE_KINDS) instead of letting the catalogue decide;
 * - `sets/{sku}-{colour}-SET.json`;
 * - `404.jpg`, the default 404 image itself.
 * Anything else is unknown. The sku is everything before the last two `-`, so skus may hold hyphens.
 */
export function parsePicturePath(segments: readonly string[]): PicturePath {
  const parts = segments.map(decodeSegment);
  if (parts.some((p) => p === undefined)) return { type: 'unknown' };
  const [area, a, b, extra] = parts as string[];
  if (parts.length === 1 && area === '404.jpg') return { type: 'placeholder' };
  if (area === 'products' && a !== undefined && extra === undefined) {
    const kind = b === undefined ? undefined : a;
    if (kind !== undefined && !isPictureKind(kind)) return { type: 'unknown' };
    const match = PRODUCT_FILE.exec(b ?? a);
    if (!match) return { type: 'unknown' };
    const [, sku = '', colourPart = '', viewText = '', extension = ''] = match;
    const view = Number(viewText);
    const colour = colourPart.replace(/_/g, ' ');
    if (!SKU.test(sku) || !COLOUR.test(colour) || view < 1 || view > PRODUCT_VIEWS)
      return { type: 'unknown' };
    const format = EXTENSION_FORMAT[extension.toLowerCase()] ?? 'jpeg';
    return kind
      ? { type: 'product', sku, colour, view, kind, format }
      : { type: 'product', sku, colour, view, format };
  }
  if (area === 'sets' && a !== undefined && b === undefined) {
    const match = SET_FILE.exec(a);
    if (!match) return { type: 'unknown' };
    const [, sku = '', colourPart = ''] = match;
    const colour = colourPart.replace(/_/g, ' ');
    if (!SKU.test(sku) || !COLOUR.test(colour)) return { type: 'unknown' };
    return { type: 'set', sku, colour };
  }
  if (area === 'videos' && a !== undefined && b !== undefined && extra === undefined) {
    const match = VIDEO_BASE.exec(a);
    if (!match || !(VIDEO_FILES as readonly string[]).includes(b)) return { type: 'unknown' };
    const [, sku = '', colourPart = ''] = match;
    const colour = colourPart.replace(/_/g, ' ');
    if (!SKU.test(sku) || !COLOUR.test(colour) || !hasProductVideo(sku)) return { type: 'unknown' };
    return { type: 'video', sku, colour, file: b as VideoFile };
  }
  return { type: 'unknown' };
}

/** Route params arrive decoded; a segment still holding `%xx` (a caller that did not decode) is decoded once. */
function decodeSegment(segment: string): string | undefined {
  if (!/%[0-9A-Fa-f]{2}/.test(segment)) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
