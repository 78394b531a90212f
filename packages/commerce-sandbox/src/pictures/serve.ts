import { createHash } from 'node:crypto';
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
 * `GET /images/{…segments}`: product pictures, media hub set files and the default 404 image (spec 000 §7, §8).
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
    const bytes = await rasterise(draw(), picture);
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { ...headers, 'content-type': CONTENT_TYPES[picture.format] },
    });
  } catch (error) {
    console.error(`[pictures] could not draw ${key.join('/')}: ${(error as Error).message}`);
    return placeholderResponse(request, { rasterise }, 500, 'no-store');
  }
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
