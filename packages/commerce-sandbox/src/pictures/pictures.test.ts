import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type SandboxDb } from '../db/open';
import { catalogueSkuDescriber } from './catalogue';
import { colourHex, isKnownColour } from './colours';
import { kindForSku, kindFromText, PICTURE_KINDS } from './kinds';
import { acceptsWebp, pictureOptions } from './options';
import {
  colourSlug,
  hasProductVideo,
  mediaSet,
  mediaSetPath,
  parsePicturePath,
  productImagePath,
} from './paths';
import { PRODUCT_BASE, productPictureSvg } from './product';
import type { Rasteriser } from './raster';
import { PictureCache, serveContentPicture, serveContentVideo, servePicture } from './serve';
import { rasterise, sharp } from './sharp.testing';

const options = { rasterise };
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers });
/** Serves `/images/…` as the storefront route does: the segments after `/images/`, decoded. */
const images = (path: string, headers: Record<string, string> = {}) =>
  servePicture(
    get(`/images/${path}`, headers),
    (path.split('?')[0] ?? '').split('/').map(decodeURIComponent),
    options,
  );
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const meta = async (response: Response) => sharp(await bytesOf(response)).metadata();

describe('product pictures', () => {
  it('are the same bytes for the same input, whatever the format', async () => {
    for (const fmt of ['jpg', 'png', 'webp']) {
      const first = await bytesOf(await images(`products/W10001-Navy-1.jpg?w=200&fmt=${fmt}`));
      const second = await bytesOf(await images(`products/W10001-Navy-1.jpg?w=200&fmt=${fmt}`));
      expect(first.length).toBeGreaterThan(500);
      expect(Buffer.from(second).equals(Buffer.from(first)), fmt).toBe(true);
    }
  });

  it('take their size from w, keeping 3:4, clamped to 1..2000', async () => {
    const cases: [string, number, number][] = [
      ['w=415', 415, 553],
      ['w=68', 68, 91],
      ['w=414.6', 415, 553],
      ['w=0', 1, 1],
      ['w=99999', 2000, 2666],
      ['w=abc', 1600, 2133],
      ['', 1600, 2133],
    ];
    for (const [query, width, height] of cases) {
      const response = await images(`products/W10001-Light_Blue-2.jpg?${query}`);
      expect(response.status, query).toBe(200);
      expect(await meta(response), query).toMatchObject({ width, height });
    }
  });

  it('take their format from fmt, and from Accept for fmt=auto (then Vary: Accept)', async () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ['fmt=jpg', {}, 'image/jpeg', 'jpeg'],
      ['fmt=jpeg', {}, 'image/jpeg', 'jpeg'],
      ['fmt=png', {}, 'image/png', 'png'],
      ['fmt=webp', {}, 'image/webp', 'webp'],
      ['fmt=avif', {}, 'image/avif', 'heif'],
      ['fmt=auto', { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' }, 'image/webp', 'webp'],
      ['fmt=auto', { accept: '*/*' }, 'image/jpeg', 'jpeg'],
      ['fmt=auto', {}, 'image/jpeg', 'jpeg'],
      ['fmt=gif', {}, 'image/jpeg', 'jpeg'],
      ['', {}, 'image/jpeg', 'jpeg'],
    ];
    for (const [query, headers, type, format] of cases) {
      const response = await images(`products/W10001-Red-1.jpg?w=120&${query}`, headers);
      const label = `${query} ${JSON.stringify(headers)}`;
      expect(response.headers.get('content-type'), label).toBe(type);
      expect(response.headers.get('vary'), label).toBe(query === 'fmt=auto' ? 'Accept' : null);
      expect((await meta(response)).format, label).toBe(format);
    }
    // Without fmt, the file's own extension decides.
    expect((await images('products/W10001-Red-1.png?w=50')).headers.get('content-type')).toBe('image/png');
  });

  it('get smaller with a lower qlt; qlt=default is 75', async () => {
    const size = async (query: string) =>
      (await bytesOf(await images(`products/W10001-Ochre-3.jpg?w=415&fmt=jpg&${query}`))).length;
    const low = await size('qlt=10');
    const high = await size('qlt=95');
    expect(low).toBeLessThan(high * 0.6);
    expect(await size('qlt=default')).toBe(await size('qlt=75'));
    expect(await size('qlt=0')).toBe(await size('qlt=1'));
    expect(await size('qlt=500')).toBe(await size('qlt=100'));
    const webpLow = (await bytesOf(await images('products/W10001-Ochre-3.jpg?w=415&fmt=webp&qlt=10'))).length;
    const webpHigh = (await bytesOf(await images('products/W10001-Ochre-3.jpg?w=415&fmt=webp&qlt=95')))
      .length;
    expect(webpLow).toBeLessThan(webpHigh);
  });

  it('are cached for a year, with an ETag that answers 304', async () => {
    const response = await images('products/W10001-Navy-1.jpg?w=415&fmt=webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await images('products/W10001-Navy-1.jpg?w=415&fmt=webp', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await images('products/W10001-Navy-1.jpg?w=416&fmt=webp');
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('draw every kind and view in the colour, and an unknown colour deterministically', async () => {
    for (const kind of PICTURE_KINDS) {
      for (const view of [1, 2, 3, 4]) {
        const svg = productPictureSvg({ kind, colour: 'Teal', view, width: 30, height: 40 });
        expect(svg).toContain(colourHex('Teal'));
      }
    }
    expect(colourHex('Navy')).toBe('#1F2A44');
    expect(colourHex('light_blue')).toBe(colourHex('Light Blue'));
    expect(isKnownColour('Zebra Sunset')).toBe(false);
    expect(colourHex('Zebra Sunset')).toBe(colourHex('zebra sunset'));
    expect(colourHex('Zebra Sunset')).toMatch(/^#[0-9A-F]{6}$/);
    expect(colourHex('Zebra Sunset')).not.toBe(colourHex('Zebra Sunrise'));
    // Pinned: the same on every machine and every run.
    expect(colourHex('Zebra Sunset')).toBe('#806C33');
    const a = await bytesOf(await images('products/W10001-Zebra_Sunset-1.jpg?w=100'));
    const b = await bytesOf(await images('products/W10001-Zebra%20Sunset-1.jpg?w=100'));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('draw the silhouette the kind segment names, else the one the sku suggests', async () => {
    const svg = (kind: (typeof PICTURE_KINDS)[number]) =>
      productPictureSvg({ kind, colour: 'Black', view: 1, width: 10, height: 13 });
    expect(svg('dress')).not.toBe(svg('jeans'));
    const bag = await bytesOf(await images('products/bag/W10001-Black-1.jpg?w=60'));
    const dress = await bytesOf(await images('products/dress/W10001-Black-1.jpg?w=60'));
    expect(Buffer.from(bag).equals(Buffer.from(dress))).toBe(false);
    expect((await images('products/sofa/W10001-Black-1.jpg')).status).toBe(404);
    expect(kindForSku('GIFTCARD-01')).toBe('giftcard');
    expect(kindForSku('freegift')).toBe('giftbox');
    expect(kindForSku('W10001')).toBe(kindForSku('W10001'));
    expect(PICTURE_KINDS).toContain(kindForSku('W10001'));
    expect(kindForSku('W10001', ['Linen Shirt Dress', 'Dresses', 'Clothing', 'Womens'])).toBe('dress');
    expect(kindForSku('W10001', ['Everyday Crew', 'Knitwear', 'Clothing', 'Mens'])).toBe('knitwear');
  });

  it('take a kind from product names and category names, specific words first', () => {
    const cases: [string, string | undefined][] = [
      ['E-Gift Card', 'egiftcard'],
      ['Gift Card', 'giftcard'],
      ['Classic T-Shirt', 'top'],
      ['Oxford Shirt', 'shirt'],
      ['Denim Tote Bag', 'bag'],
      ['Knitted Beanie Hat', 'hat'],
      ['Slim Jeans', 'jeans'],
      ['Wide Leg Trousers', 'trousers'],
      ['Wool Coat', 'coat'],
      ['Tea Towels', 'teatowel'],
      ['Cushions', 'cushion'],
      ['Candles', 'candle'],
      ['Mugs', 'mug'],
      ['Belts', 'belt'],
      ['Scarves', 'scarf'],
      ['Jewellery', 'jewellery'],
      ['Gifts For Her', 'giftbox'],
      ['That Thing', undefined],
      ['Stocking Fillers', undefined],
    ];
    for (const [text, kind] of cases) expect(kindFromText([text]), text).toBe(kind);
  });
});

describe('paths and media hub sets', () => {
  it('build and read picture paths; skus may hold hyphens, colours use underscores', () => {
    expect(colourSlug('Light Blue')).toBe('Light_Blue');
    expect(colourSlug('Off-White')).toBe('Off_White');
    expect(productImagePath('W10001', 'Light Blue', 2)).toBe('/images/products/W10001-Light_Blue-2.jpg');
    expect(mediaSetPath('W10001', 'Light Blue')).toBe('/images/sets/W10001-Light_Blue-SET.json');
    expect(parsePicturePath(['products', 'AB-123-Light_Blue-4.jpg'])).toEqual({
      type: 'product',
      sku: 'AB-123',
      colour: 'Light Blue',
      view: 4,
      format: 'jpeg',
    });
    expect(parsePicturePath(['products', 'coat', 'AB1-Navy-1.webp'])).toEqual({
      type: 'product',
      sku: 'AB1',
      colour: 'Navy',
      view: 1,
      kind: 'coat',
      format: 'webp',
    });
    expect(parsePicturePath(['sets', 'AB-123-Light_Blue-SET.json'])).toEqual({
      type: 'set',
      sku: 'AB-123',
      colour: 'Light Blue',
    });
    expect(parsePicturePath(['404.jpg'])).toEqual({ type: 'placeholder' });
    for (const unknown of [
      ['products', 'W1-Navy-0.jpg'],
      ['products', 'W1-Navy-5.jpg'],
      ['products', 'W1-Navy-1.gif'],
      ['products', 'Navy-1.jpg'],
      ['products', `${'x'.repeat(65)}-Navy-1.jpg`],
      ['products', 'W1<script>-Navy-1.jpg'],
      ['sets', 'W1-Navy-set.json'],
      ['sets', 'W1-Navy-SET.json', 'x'],
      ['videos', 'W1-Navy-1.mp4'],
      ['products', '%E0%A4%A-Navy-1.jpg'],
      [],
    ]) {
      expect(parsePicturePath(unknown), unknown.join('/')).toEqual({ type: 'unknown' });
    }
  });

  it('answers the set file: four images of the sku and colour, and no video', async () => {
    const response = await images('sets/W10001-Light_Blue-SET.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      items: [1, 2, 3, 4].map((n) => ({ type: 'img', src: `/images/products/W10001-Light_Blue-${n}.jpg` })),
    });
    expect(mediaSet('W10001', 'Light Blue')).toEqual(
      await (await images('sets/W10001-Light%20Blue-SET.json')).json(),
    );
    for (const { src } of mediaSet('AB-1', 'Off-White').items.filter((item) => item.type === 'img')) {
      const segments = src.replace('/images/', '').split('/').map(decodeURIComponent);
      expect(parsePicturePath(segments)).toMatchObject({ type: 'product', sku: 'AB-1', colour: 'Off White' });
    }
  });

  it('lists a video last for a third of the skus, and serves its webm, mp4 and poster, in byte ranges too', async () => {
    const withVideo = Array.from({ length: 60 }, (_, i) => `3001${String(i).padStart(2, '0')}`).filter(
      hasProductVideo,
    );
    expect(withVideo.length).toBeGreaterThan(10);
    expect(withVideo.length).toBeLessThan(35);
    expect(hasProductVideo('W10001')).toBe(false);
    const set = mediaSet('300101', 'White');
    expect(set.items).toHaveLength(5);
    expect(set.items.at(-1)).toEqual({
      type: 'video',
      src: '/images/videos/300101-White',
      poster: '/images/videos/300101-White/poster.jpg',
    });

    const webm = await images('videos/300101-White/webm_vp9');
    expect(webm.status).toBe(200);
    expect(webm.headers.get('content-type')).toBe('video/webm');
    expect(webm.headers.get('accept-ranges')).toBe('bytes');
    const whole = await bytesOf(webm);
    // The EBML magic of a WebM file; `ftyp` at byte 4 of an MP4.
    expect([...whole.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const mp4 = await bytesOf(await images('videos/300101-White/mp4_1080p'));
    expect(new TextDecoder().decode(mp4.slice(4, 8))).toBe('ftyp');
    const poster = await images('videos/300101-White/poster.jpg');
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect((await meta(poster)).width).toBe(768);

    const part = await images('videos/300101-White/webm_vp9', { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`);
    expect([...(await bytesOf(part))]).toEqual([...whole.slice(10, 20)]);
    const tail = await images('videos/300101-White/webm_vp9', { range: 'bytes=-5' });
    expect([...(await bytesOf(tail))]).toEqual([...whole.slice(-5)]);
    expect((await images('videos/300101-White/webm_vp9', { range: `bytes=${whole.length}-` })).status).toBe(
      416,
    );

    // No video for a sku without one, nor for another variant name.
    expect((await images('videos/W10001-Navy/webm_vp9')).status).toBe(404);
    expect((await images('videos/300101-White/mov')).status).toBe(404);
  });

  it('answers any unknown path with the 1600x2133 JPEG 404 image, whatever the query', async () => {
    for (const path of [
      'nothing.jpg',
      'products/W1-Navy-9.jpg?w=200&fmt=webp',
      'sets/nope.json',
      'products/a/b/c.jpg',
    ]) {
      const response = await images(path, { accept: 'image/webp' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('image/jpeg');
      expect(await meta(response), path).toMatchObject({ format: 'jpeg', ...PRODUCT_BASE });
    }
    const own = await images('404.jpg?w=10');
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await meta(own)).toMatchObject({ format: 'jpeg', width: 1600, height: 2133 });
  });

  it('draws a picture once and answers repeats from the cache, a new size or format drawn anew', async () => {
    const drawn: string[] = [];
    const counting: Rasteriser = (svg, request) => {
      drawn.push(`${request.width}.${request.format}`);
      return rasterise(svg, request);
    };
    const serve = (query: string) =>
      servePicture(get(`/images/products/W1-Navy-1.jpg?${query}`), ['products', 'W1-Navy-1.jpg'], {
        rasterise: counting,
      });
    const first = await bytesOf(await serve('w=400'));
    const [again, alsoAgain] = await Promise.all([serve('w=400'), serve('w=400')]);
    expect(await bytesOf(again)).toEqual(first);
    expect(await bytesOf(alsoAgain)).toEqual(first);
    expect(drawn).toEqual(['400.jpeg']);
    await serve('w=800');
    await serve('w=400&fmt=png');
    expect(drawn).toEqual(['400.jpeg', '800.jpeg', '400.png']);
  });

  it('keeps the cache within its bytes, dropping the least recently served, and keeps no failed draw', async () => {
    const cache = new PictureCache(10);
    const draws: string[] = [];
    const draw = (key: string) => () => {
      draws.push(key);
      return Promise.resolve(new Uint8Array(4));
    };
    await cache.get('a', draw('a'));
    await cache.get('b', draw('b'));
    await cache.get('a', draw('a')); // a is now the most recently served
    await cache.get('c', draw('c')); // 12 bytes: b, the least recent, goes
    await cache.get('a', draw('a'));
    await cache.get('b', draw('b'));
    expect(draws).toEqual(['a', 'b', 'c', 'b']);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', draw('x'))).toHaveLength(4);
    expect(draws).toEqual(['a', 'b', 'c', 'b', 'x']);
  });

  it('answers 500 with the 404 image, and no details, when drawing fails', async () => {
    const failing: Rasteriser = (svg, request) =>
      svg.includes('viewBox="0 0 1600 2133" preserveAspectRatio="none"')
        ? Promise.reject(new Error('boom'))
        : rasterise(svg, request);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await servePicture(
        get('/images/products/W1-Navy-1.jpg'),
        ['products', 'W1-Navy-1.jpg'],
        {
          rasterise: failing,
        },
      );
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe('delivery options', () => {
  it('reads w, h, fmt and qlt leniently', () => {
    const read = (query: string, accept: string | null = null, allowHeight = false) =>
      pictureOptions(new URLSearchParams(query), accept, { width: 1920, height: 1080 }, 'jpeg', {
        allowHeight,
      });
    expect(read('w=768&fmt=auto&qlt=default', 'image/webp')).toEqual({
      width: 768,
      height: 432,
      format: 'webp',
      quality: 75,
      negotiated: true,
    });
    expect(read('w=300&h=300', null, true)).toMatchObject({ width: 300, height: 300 });
    expect(read('w=300&h=300')).toMatchObject({ width: 300, height: 169 });
    expect(read('qlt=42.4&fmt=PNG')).toMatchObject({ width: 1920, height: 1080, quality: 42, format: 'png' });
    expect(acceptsWebp('image/webp;q=0, */*')).toBe(false);
    expect(acceptsWebp('text/html, image/WEBP;q=0.5')).toBe(true);
    expect(acceptsWebp(null)).toBe(false);
  });
});

describe('content videos', () => {
  const video = (path: string, headers: Record<string, string> = {}) =>
    serveContentVideo(get(`/v/${path}`, headers), path.split('/').map(decodeURIComponent));

  it('serve the studio clip in each variant, in byte ranges', async () => {
    const webm = await video('wardrobe/hero-loop/webm_vp9');
    expect(webm.status).toBe(200);
    expect(webm.headers.get('content-type')).toBe('video/webm');
    const mp4 = await video('wardrobe/hero-loop/mp4_1080p', { range: 'bytes=0-99' });
    expect(mp4.status).toBe(206);
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    expect((await mp4.arrayBuffer()).byteLength).toBe(100);
  });

  it('answer 404 for an unknown variant or another shape of path', async () => {
    expect((await video('wardrobe/hero-loop/avi')).status).toBe(404);
    expect((await video('wardrobe/hero-loop')).status).toBe(404);
    expect((await video('wardrobe/../webm_vp9')).status).toBe(404);
  });
});

describe('content images', () => {
  const content = (path: string, headers: Record<string, string> = {}) =>
    serveContentPicture(
      get(`/i/${path}`, headers),
      (path.split('?')[0] ?? '').split('/').map(decodeURIComponent),
      options,
    );

  it('draw a banner per name, honouring w, h, fmt and qlt', async () => {
    const hero = await content('wardrobe/home-hero?fmt=auto&qlt=default&w=768', { accept: 'image/webp' });
    expect(hero.status).toBe(200);
    expect(hero.headers.get('content-type')).toBe('image/webp');
    expect(hero.headers.get('vary')).toBe('Accept');
    expect(await meta(hero)).toMatchObject({ width: 768, height: 432 });
    const same = await bytesOf(await content('wardrobe/home-hero?w=300&fmt=png'));
    expect(
      Buffer.from(same).equals(Buffer.from(await bytesOf(await content('wardrobe/home-hero?w=300&fmt=png')))),
    ).toBe(true);
    const other = await bytesOf(await content('wardrobe/offer-tile?w=300&fmt=png'));
    expect(Buffer.from(other).equals(Buffer.from(same))).toBe(false);
    expect(await meta(await content('wardrobe/Spring%20Sale.png?w=400&h=500'))).toMatchObject({
      width: 400,
      height: 500,
      format: 'jpeg',
    });
    const response = await content('wardrobe/only-two/segments');
    expect(response.status).toBe(404);
    expect(await meta(response)).toMatchObject({ width: 1600, height: 2133, format: 'jpeg' });
  });
});

describe('catalogue words for a sku', () => {
  let handle: SandboxDb;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    const { db } = handle;
    await db
      .insertInto('categories')
      .values([
        { id: 9001, parent_id: 0, name: 'Mens', url: '/pics-mens/' },
        { id: 9002, parent_id: 9001, name: 'Clothing', url: '/pics-mens/clothing/' },
        { id: 9003, parent_id: 9002, name: 'Knitwear', url: '/pics-mens/clothing/knitwear/' },
      ])
      .execute();
    await db
      .insertInto('products')
      .values({
        id: 9001,
        sku: 'PIC001',
        name: 'Everyday Crew',
        url: '/pics-everyday-crew/',
        inventory_tracking: 'variant',
      })
      .execute();
    await db.insertInto('variants').values({ id: 9001, product_id: 9001, sku: 'PIC001-NAVY-M' }).execute();
    await db
      .insertInto('product_categories')
      .values([9001, 9002, 9003].map((category_id) => ({ product_id: 9001, category_id })))
      .execute();
  }, 60_000);
  afterAll(async () => handle?.close());

  it('names the product, then its categories deepest first; a variant sku finds its product', async () => {
    const describe = catalogueSkuDescriber(handle.db, { max: 2 });
    expect(await describe('PIC001')).toEqual(['Everyday Crew', 'Knitwear', 'Clothing', 'Mens']);
    expect(await describe('PIC001-NAVY-M')).toEqual(['Everyday Crew', 'Knitwear', 'Clothing', 'Mens']);
    expect(await describe('NOPE')).toEqual([]);
    const response = await servePicture(
      get('/images/products/PIC001-Navy-1.jpg?w=40'),
      ['products', 'PIC001-Navy-1.jpg'],
      {
        rasterise,
        describeSku: describe,
      },
    );
    const knit = await servePicture(
      get('/images/products/knitwear/X-Navy-1.jpg?w=40'),
      ['products', 'knitwear', 'X-Navy-1.jpg'],
      {
        rasterise,
      },
    );
    expect(response.headers.get('etag')).toBe(knit.headers.get('etag'));
  });
});
