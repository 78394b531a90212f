import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageFile } from '../package-files';
import { colourHex } from './colours';
import { CONTENT_BASE, contentPictureSvg } from './content';
import { kindForSku } from './kinds';
import { CONTENT_TYPES, type PictureOptions, pictureOptions } from './options';
import { mediaSet, parsePicturePath } from './paths';
import { notFoundPictureSvg, PRODUCT_BASE, productPictureSvg } from './product';
import type { Rasteriser } from './raster';

export interface PictureServerOptions {
  rasterise: Rasteriser;
  /**
   * The catalogue's words for a sku (its product's name, then its categories, deepest first), which choose
   * the silhouette. Without it, or when it fails, the sku's own keywords and hash decide.
   */
  describeSku?: (sku: string) => Promise<readonly string[]>;
}

/** Bump when drawings change: it is part of every ETag, and URLs are cached as immutable. */
const GENERATOR_VERSION = 1;
// Content is a pure function of the URL (and Accept, for fmt=auto): cache for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Reading: a set file is deterministic too, but a real media hub edits sets, so a day rather than forever.
const SET_CACHE = 'public, max-age=86400';
// Reading: a 404 is kept briefly, so a picture that appears later (a new product) is not hidden for long.
const NOT_FOUND_CACHE = 'public, max-age=300';

/**
 * `GET /images/{…segments}`: product pictures, media hub set files, product videos and the default 404 image
 * (spec 000 §2, §7, §8).
 * Any unknown path answers 404 with the 1600x2133 JPEG placeholder, whatever its query asks.
 */
export async function servePicture(
  request: Request,
  segments: readonly string[],
  options: PictureServerOptions,
): Promise<Response> {
  const path = parsePicturePath(segments);
  switch (path.type) {
    case 'placeholder':
      return placeholderResponse(request, options, 200, IMMUTABLE);
    case 'set':
      return Response.json(mediaSet(path.sku, path.colour), {
        headers: {
          'cache-control': SET_CACHE,
          'access-control-allow-origin': '*',
          'x-content-type-options': 'nosniff',
        },
      });
    case 'video':
      return videoResponse(request, path.file);
    case 'product': {
      const url = new URL(request.url);
      const picture = pictureOptions(
        url.searchParams,
        request.headers.get('accept'),
        PRODUCT_BASE,
        path.format,
      );
      const kind = path.kind ?? kindForSku(path.sku, await catalogueWords(options, path.sku));
      // The ETag names what is drawn (kind and colour value, not the sku), so pictures alike share it.
      const key = ['p', kind, colourHex(path.colour), path.view];
      return pictureResponse(request, options, key, picture, () =>
        productPictureSvg({ kind, colour: path.colour, view: path.view, ...size(picture) }),
      );
    }
    default:
      return placeholderResponse(request, options, 404, NOT_FOUND_CACHE);
  }
}

/**
 * `GET /i/{endpoint}/{name}`: content images in Amplience's delivery form, honouring `w`, `h`, `fmt` and `qlt`.
 * Reading: every endpoint and name draws (the sandbox's content host makes the picture the entry names);
 * any other shape of path answers the 404 image.
 */
export async function serveContentPicture(
  request: Request,
  segments: readonly string[],
  options: PictureServerOptions,
): Promise<Response> {
  const [endpoint, name] = segments;
  const valid = (s: string | undefined): s is string =>
    s !== undefined && s.length > 0 && s.length <= 200 && s !== '.' && s !== '..';
  if (segments.length !== 2 || !valid(endpoint) || !valid(name)) {
    return placeholderResponse(request, options, 404, NOT_FOUND_CACHE);
  }
  const url = new URL(request.url);
  const picture = pictureOptions(url.searchParams, request.headers.get('accept'), CONTENT_BASE, 'jpeg', {
    allowHeight: true,
  });
  return pictureResponse(request, options, ['c', endpoint, name], picture, () =>
    contentPictureSvg({ endpoint, name, ...size(picture) }),
  );
}

/**
 * `GET /v/{endpoint}/{name}/{variant}`: content videos in the delivery host's form (domain-rules `videoUrl`; spec
 * 002 §7). The sandbox has one studio clip, so every content video is that clip in the asked variant (`webm_vp9`,
 * `mp4_1080p`, or its `poster.jpg`); any other shape of path is 404.
 */
export async function serveContentVideo(request: Request, segments: readonly string[]): Promise<Response> {
  const [endpoint, name, variant] = segments;
  const valid = (s: string | undefined): s is string =>
    s !== undefined && s.length > 0 && s.length <= 200 && s !== '.' && s !== '..';
  if (segments.length !== 3 || !valid(endpoint) || !valid(name) || !valid(variant)) {
    return new Response(null, { status: 404 });
  }
  return videoResponse(request, variant);
}

const size = ({ width, height }: PictureOptions) => ({ width, height });

async function catalogueWords(options: PictureServerOptions, sku: string): Promise<readonly string[]> {
  if (!options.describeSku) return [];
  try {
    return await options.describeSku(sku);
  } catch (error) {
    // The picture still draws from the sku alone; the failure is logged, never answered.
    console.error(`[pictures] catalogue lookup failed for ${sku}: ${(error as Error).message}`);
    return [];
  }
}

async function pictureResponse(
  request: Request,
  { rasterise }: PictureServerOptions,
  key: readonly (string | number)[],
  picture: PictureOptions,
  draw: () => string,
): Promise<Response> {
  const etag = `"${createHash('sha1')
    .update(
      JSON.stringify([
        GENERATOR_VERSION,
        ...key,
        picture.width,
        picture.height,
        picture.format,
        picture.quality,
      ]),
    )
    .digest('base64url')}"`;
  const headers: Record<string, string> = {
    'cache-control': IMMUTABLE,
    etag,
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
  };
  if (picture.negotiated) headers.vary = 'Accept';
  if (etagMatches(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  try {
    const bytes = await cacheFor(rasterise).get(etag, () => rasterise(draw(), picture));
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { ...headers, 'content-type': CONTENT_TYPES[picture.format] },
    });
  } catch (error) {
    console.error(`[pictures] could not draw ${key.join('/')}: ${(error as Error).message}`);
    return placeholderResponse(request, { rasterise }, 500, 'no-store');
  }
}

/**
 * Pictures drawn lately, by ETag: the content delivery network the sandbox stands in for answers a repeat from
 * its cache in a few milliseconds, where drawing one takes 30–40 (a product page's first picture waited on it).
 * Bounded by bytes, the least recently served going first; a draw in progress is shared by every request for
 * it, and a failed one is not kept.
 */
export class PictureCache {
  readonly #entries = new Map<string, { bytes: Promise<Uint8Array>; size: number }>();
  #total = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.bytes;
    }
    const entry = { bytes: draw(), size: 0 };
    this.#entries.set(key, entry);
    entry.bytes.then(
      (bytes) => {
        if (this.#entries.get(key) !== entry) return;
        entry.size = bytes.byteLength;
        this.#total += entry.size;
        for (const [oldest, kept] of this.#entries) {
          if (this.#total <= this.maxBytes) break;
          this.#entries.delete(oldest);
          this.#total -= kept.size;
        }
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return entry.bytes;
  }
}

/** 32 MB: every picture of the seeded catalogue at the widths a few screens ask for. */
const PICTURE_CACHE_BYTES = 32 * 1024 * 1024;
const pictureCaches = new WeakMap<Rasteriser, PictureCache>();

function cacheFor(rasterise: Rasteriser): PictureCache {
  let cache = pictureCaches.get(rasterise);
  if (!cache) {
    cache = new PictureCache(PICTURE_CACHE_BYTES);
    pictureCaches.set(rasterise, cache);
  }
  return cache;
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * The default 404 image, drawn once per process (one 1600x2133 JPEG: a bounded memo). A failed draw is not
 * kept, so the next request tries again.
 */
const placeholders = new WeakMap<Rasteriser, Promise<Uint8Array>>();

async function placeholderResponse(
  request: Request,
  { rasterise }: PictureServerOptions,
  status: number,
  cacheControl: string,
): Promise<Response> {
  let bytes = placeholders.get(rasterise);
  if (!bytes) {
    bytes = rasterise(notFoundPictureSvg(), {
      width: PRODUCT_BASE.width,
      height: PRODUCT_BASE.height,
      format: 'jpeg',
      quality: 80,
    });
    placeholders.set(rasterise, bytes);
    bytes.catch(() => placeholders.delete(rasterise));
  }
  const headers = {
    'cache-control': cacheControl,
    'content-type': 'image/jpeg',
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
  };
  try {
    const body = request.method === 'HEAD' ? null : ((await bytes) as Uint8Array<ArrayBuffer>);
    return new Response(body, { status, headers });
  } catch (error) {
    console.error(`[pictures] could not draw the 404 image: ${(error as Error).message}`);
    return new Response(null, {
      status: status === 200 ? 500 : status,
      headers: { 'cache-control': 'no-store' },
    });
  }
}

/** The studio clip every product video stands in with (`media/`, made by `scripts/make-gallery-clip.mjs`). */
const VIDEO_FILES: Readonly<Record<string, { file: string; type: string }>> = {
  webm_vp9: { file: 'gallery-clip.webm', type: 'video/webm' },
  mp4_1080p: { file: 'gallery-clip.mp4', type: 'video/mp4' },
  'poster.jpg': { file: 'gallery-clip-poster.jpg', type: 'image/jpeg' },
};
const videoBytes = new Map<string, Promise<Uint8Array>>();

function clipBytes(file: string): Promise<Uint8Array> {
  let bytes = videoBytes.get(file);
  if (!bytes) {
    const folder = packageFile('media', 'WARDROBE_SANDBOX_MEDIA_DIR', 'The sandbox media folder');
    bytes = readFile(join(/*turbopackIgnore: true*/ folder, file)).then((buffer) => new Uint8Array(buffer));
    bytes.catch(() => videoBytes.delete(file));
    videoBytes.set(file, bytes);
  }
  return bytes;
}

/**
 * A product video's variant or poster. Browsers fetch video in byte ranges (to start and to seek), so a single
 * `Range: bytes=a-b` is answered 206 with that slice; a range past the end is 416.
 */
async function videoResponse(request: Request, name: string): Promise<Response> {
  const entry = VIDEO_FILES[name];
  if (!entry) return new Response(null, { status: 404 });
  const bytes = await clipBytes(entry.file);
  const headers: Record<string, string> = {
    'cache-control': IMMUTABLE,
    'content-type': entry.type,
    'accept-ranges': 'bytes',
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range')?.trim() ?? '');
  if (!range || (range[1] === '' && range[2] === '')) {
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { ...headers, 'content-length': String(bytes.length) },
    });
  }
  const size = bytes.length;
  let start: number;
  let end: number;
  if (range[1] === '') {
    // `bytes=-N`: the last N bytes.
    start = Math.max(0, size - Number(range[2]));
    end = size - 1;
  } else {
    start = Number(range[1]);
    end = range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  }
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
  }
  return new Response(bytes.slice(start, end + 1) as Uint8Array<ArrayBuffer>, {
    status: 206,
    headers: {
      ...headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(end - start + 1),
    },
  });
}
