import type { PictureFormat } from './paths';

/** The delivery options a picture URL carries (`?w=415&fmt=auto&qlt=default`, domain-rules `imageUrl`). */
export interface PictureOptions {
  width: number;
  height: number;
  format: PictureFormat;
  quality: number;
  /** True when `fmt=auto` chose the format from the Accept header: the answer must say `Vary: Accept`. */
  negotiated: boolean;
}

export const MAX_DIMENSION = 2000;
export const DEFAULT_QUALITY = 75;

const FORMATS: Readonly<Record<string, PictureFormat>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

/**
 * Reads `w`, `h` (content images only), `fmt` and `qlt`.
 * Reading: lenient like a delivery host, so an image never breaks on a bad option:
 * - `w` is clamped to 1..2000 and rounded; missing or not a number → the base width. The height keeps the base
 *   ratio (1600x2133 products: w=415 → 553, w=2000 → 2666); `h` (content images) is clamped to 1..2000 too.
 * - `fmt`: `auto` → webp when the Accept header names `image/webp` (a wildcard does not count: curl and fetch
 *   send `*\/*` and expect the file's own type), else jpeg; `jpg`/`jpeg`, `png`, `webp`, `avif` as named;
 *   missing or unknown → the path's own format (`.jpg` → jpeg).
 * - `qlt`: `default` or missing → 75; a number is clamped to 1..100; anything else → 75. PNG is lossless, so
 *   below 100 it is palette-quantised at that quality, and at 100 it is true colour.
 */
export function pictureOptions(
  params: URLSearchParams,
  accept: string | null,
  base: { width: number; height: number },
  pathFormat: PictureFormat = 'jpeg',
  { allowHeight = false }: { allowHeight?: boolean } = {},
): PictureOptions {
  const width = dimension(params.get('w')) ?? Math.min(base.width, MAX_DIMENSION);
  const fromRatio = Math.max(1, Math.round((width * base.height) / base.width));
  const height = (allowHeight ? dimension(params.get('h')) : undefined) ?? fromRatio;
  const fmt = params.get('fmt')?.toLowerCase();
  const negotiated = fmt === 'auto';
  const format = negotiated
    ? acceptsWebp(accept)
      ? 'webp'
      : 'jpeg'
    : ((fmt ? FORMATS[fmt] : undefined) ?? pathFormat);
  return { width, height, format, quality: quality(params.get('qlt')), negotiated };
}

function dimension(value: string | null): number | undefined {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Math.min(MAX_DIMENSION, Math.max(1, Math.round(Number(value))));
}

function quality(value: string | null): number {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return DEFAULT_QUALITY;
  return Math.min(100, Math.max(1, Math.round(Number(value))));
}

/** Whether an Accept header names `image/webp` with a quality above 0. */
export function acceptsWebp(accept: string | null): boolean {
  if (!accept) return false;
  return accept.split(',').some((entry) => {
    const [type = '', ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export const CONTENT_TYPES: Readonly<Record<PictureFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
