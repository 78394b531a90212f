/** Spec 002 §3 "Media references": an image or video link of the content service, as the content holds it. */
export interface ContentMediaLink {
  defaultHost?: string | null;
  endpoint?: string | null;
  name?: string | null;
  /** Image links carry their own alt text. */
  alt?: string | null;
}

export interface ImageUrlOptions {
  /** The width in px the delivery host scales the image to. */
  width?: number;
}

/**
 * Spec 002 §7: images come from the content delivery host with automatic format (`fmt=auto`), default quality
 * (`qlt=default`) and a width: `https://{defaultHost}/i/{endpoint}/{name}?fmt=auto&qlt=default&w={width}`,
 * the name URI-encoded.
 *
 * Reading: an image without host, endpoint or name gives '' (so does a name of `.` or `..`, which URLs
 * resolve away even when encoded) (there is nothing to load; the block's fallback
 * applies); a width that is not a positive number is left out (the host then serves its own size), and a
 * fractional width is rounded to whole px.
 */
export function imageUrl(
  image: ContentMediaLink | null | undefined,
  { width }: ImageUrlOptions = {},
): string {
  const base = mediaBase(image, 'i');
  if (base === '') return '';
  const w = typeof width === 'number' && width > 0 && Number.isFinite(width) ? `&w=${Math.round(width)}` : '';
  return `${base}?fmt=auto&qlt=default${w}`;
}

/** Spec 002 §7: a `srcset` of the image at each width, `url {w}w` pairs joined by `, `. */
export function imageSrcSet(image: ContentMediaLink | null | undefined, widths: readonly number[]): string {
  if (mediaBase(image, 'i') === '') return '';
  return widths
    .filter((w) => w > 0 && Number.isFinite(w))
    .map((w) => `${imageUrl(image, { width: w })} ${Math.round(w)}w`)
    .join(', ');
}

/**
 * Spec 002 §7 (and spec 000 §9 for the media hub): image widths by block. Navigation and hero blocks: `hero`;
 * offer, card and text blocks: `card`; media hub images: `mediaHub`; product-set thumbnails: `thumbnail`.
 */
export const IMAGE_WIDTHS = {
  hero: [323, 350, 415, 514, 768, 771, 992, 1280, 1536],
  card: [415, 768, 992, 1280, 1536],
  mediaHub: [200, 453, 768, 1517],
  thumbnail: [200],
} as const;

/**
 * Spec 002 §7: videos load from a path built of host, `v`, endpoint and name; a transcoded variant (the spec
 * names webm (vp9) and mp4 1080p ones) is one more path segment.
 *
 * Reading: the variants' names are the delivery host's configuration, not the spec's, so the caller passes
 * them; without one the url is the video itself. A video without host, endpoint or name gives ''.
 */
export function videoUrl(video: ContentMediaLink | null | undefined, variant?: string): string {
  const base = mediaBase(video, 'v');
  if (base === '' || variant === undefined || variant === '') return base;
  return `${base}/${encodeURIComponent(variant)}`;
}

/**
 * Spec 002 §5: image alt text falls back to the image's own alt text. Reading: a blank alt text is no alt
 * text, and with neither the result is '' (a decorative image).
 */
export function imageAltText(
  altText: string | null | undefined,
  image: ContentMediaLink | null | undefined,
): string {
  if (typeof altText === 'string' && altText.trim() !== '') return altText;
  const own = image?.alt;
  return typeof own === 'string' && own.trim() !== '' ? own : '';
}

/**
 * The media host that means "the shop serving this page": the sandbox generates its pictures and the storefront
 * serves them at `/i/…` and `/v/…`, so their URLs are root-relative and work on any host, port and scheme.
 */
export const SHOP_MEDIA_HOST = 'localhost';

function mediaBase(media: ContentMediaLink | null | undefined, kind: 'i' | 'v'): string {
  const host = media?.defaultHost;
  const endpoint = media?.endpoint;
  const name = media?.name;
  if (!host || !endpoint || !name || isDotSegment(endpoint) || isDotSegment(name)) return '';
  const origin = host === SHOP_MEDIA_HOST ? '' : `https://${host}`;
  return `${origin}/${kind}/${endpoint}/${encodeURIComponent(name)}`;
}

function isDotSegment(segment: string): boolean {
  return segment === '.' || segment === '..';
}
