import { expect, test } from '@playwright/test';

/** The width and height in a JPEG's frame header (SOFn), read from the bytes. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] as number;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

test.describe('pictures served by the storefront', () => {
  test('a product picture at w=415 in webp is 415 px wide and cached for a year', async ({
    page,
    request,
  }) => {
    const url = '/images/products/W10001-Navy-1.jpg?w=415&fmt=webp&qlt=default';
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = await response.body();
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // The browser decodes it at its intrinsic size: 415 x 553 (3:4).
    await page.goto('/api/health');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, url);
    expect(size).toEqual({ width: 415, height: 553 });
  });

  test('fmt=auto answers webp to a browser that accepts it, and says Vary: Accept', async ({ request }) => {
    const webp = await request.get('/images/products/W10001-Navy-2.jpg?w=200&fmt=auto&qlt=default', {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(webp.headers()['content-type']).toBe('image/webp');
    expect(webp.headers().vary).toMatch(/Accept/i);
    const jpeg = await request.get('/images/products/W10001-Navy-2.jpg?w=200&fmt=auto&qlt=default', {
      headers: { accept: '*/*' },
    });
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    expect(jpegSize(await jpeg.body())).toEqual({ width: 200, height: 267 });
  });

  test('the media hub set file lists four pictures of the sku and colour, each served', async ({
    request,
  }) => {
    const response = await request.get('/images/sets/W10001-Light_Blue-SET.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const set = (await response.json()) as { items: { type: string; src: string }[] };
    expect(set.items).toHaveLength(4);
    for (const [index, item] of set.items.entries()) {
      expect(item).toEqual({ type: 'img', src: `/images/products/W10001-Light_Blue-${index + 1}.jpg` });
      const picture = await request.get(`${item.src}?w=200`);
      expect(picture.status(), item.src).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/jpeg');
    }
  });

  test('an unknown picture answers 404 with the 1600x2133 JPEG, also served as /images/404.jpg', async ({
    request,
  }) => {
    for (const path of [
      '/images/products/nothing-here.jpg?w=415&fmt=webp',
      '/images/no/such/picture.png',
      '/images/sets/not-a-set.json',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toBe('image/jpeg');
      expect(jpegSize(await response.body()), path).toEqual({ width: 1600, height: 2133 });
    }
    const own = await request.get('/images/404.jpg');
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toBe('image/jpeg');
    expect(jpegSize(await own.body())).toEqual({ width: 1600, height: 2133 });
  });

  test('content images in the delivery form honour w, fmt and qlt', async ({ request }) => {
    const response = await request.get('/i/wardrobe/home-hero?fmt=auto&qlt=default&w=768', {
      headers: { accept: 'image/webp' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    const jpeg = await request.get('/i/wardrobe/home-hero?fmt=jpg&qlt=60&w=768');
    expect(jpegSize(await jpeg.body())).toEqual({ width: 768, height: 432 });
  });
});
