import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageAltText, imageSrcSet, imageUrl, videoUrl } from './media';

const image = { defaultHost: 'cdn.media.example', endpoint: 'wardrobe', name: 'summer-hero', alt: 'Summer' };

describe('imageUrl', () => {
  it('builds the delivery url with format, quality and width', () => {
    expect(imageUrl(image, { width: 768 })).toBe(
      'https://cdn.media.example/i/wardrobe/summer-hero?fmt=auto&qlt=default&w=768',
    );
  });

  it('URI-encodes the name', () => {
    expect(imageUrl({ ...image, name: 'summer hero/1&2' }, { width: 200 })).toBe(
      'https://cdn.media.example/i/wardrobe/summer%20hero%2F1%262?fmt=auto&qlt=default&w=200',
    );
  });

  it('leaves out a width that is not a positive number, and rounds a fractional one', () => {
    const bare = 'https://cdn.media.example/i/wardrobe/summer-hero?fmt=auto&qlt=default';
    expect(imageUrl(image)).toBe(bare);
    expect(imageUrl(image, {})).toBe(bare);
    expect(imageUrl(image, { width: 0 })).toBe(bare);
    expect(imageUrl(image, { width: -5 })).toBe(bare);
    expect(imageUrl(image, { width: Number.NaN })).toBe(bare);
    expect(imageUrl(image, { width: Number.POSITIVE_INFINITY })).toBe(bare);
    expect(imageUrl(image, { width: 1 })).toBe(`${bare}&w=1`);
    expect(imageUrl(image, { width: 320.6 })).toBe(`${bare}&w=321`);
  });

  it('gives an empty url for an image without host, endpoint or name', () => {
    expect(imageUrl(undefined, { width: 200 })).toBe('');
    // The sandbox's own pictures: served by the shop on whatever host and port it runs.
    expect(imageUrl({ ...image, defaultHost: 'localhost' }, { width: 200 })).toBe(
      '/i/wardrobe/summer-hero?fmt=auto&qlt=default&w=200',
    );
    expect(imageUrl(null, { width: 200 })).toBe('');
    expect(imageUrl({ ...image, defaultHost: '' }, { width: 200 })).toBe('');
    expect(imageUrl({ ...image, endpoint: null }, { width: 200 })).toBe('');
    expect(imageUrl({ defaultHost: 'h', endpoint: 'e' }, { width: 200 })).toBe('');
    expect(imageUrl({ ...image, name: '..' }, { width: 200 })).toBe('');
    expect(imageUrl({ ...image, name: '.' }, { width: 200 })).toBe('');
    expect(imageUrl({ ...image, endpoint: '..' }, { width: 200 })).toBe('');
    expect(imageUrl({ ...image, name: '...' }, { width: 200 })).toBe(
      'https://cdn.media.example/i/wardrobe/...?fmt=auto&qlt=default&w=200',
    );
  });

  it('keeps the name readable back from the url', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: 4000 }), (name, width) => {
        fc.pre(name !== '.' && name !== '..');
        const url = new URL(imageUrl({ ...image, name }, { width }));
        expect(decodeURIComponent(url.pathname.split('/')[3] ?? '')).toBe(name);
        expect(url.searchParams.get('w')).toBe(String(width));
        expect(url.host).toBe('cdn.media.example');
      }),
    );
  });
});

describe('imageSrcSet', () => {
  it("pairs each width's url with its width, joined by ', '", () => {
    expect(imageSrcSet(image, [200, 453])).toBe(
      'https://cdn.media.example/i/wardrobe/summer-hero?fmt=auto&qlt=default&w=200 200w, ' +
        'https://cdn.media.example/i/wardrobe/summer-hero?fmt=auto&qlt=default&w=453 453w',
    );
  });

  it('has one entry per width of a set', () => {
    expect(imageSrcSet(image, IMAGE_WIDTHS.hero).split(', ')).toHaveLength(9);
    expect(imageSrcSet(image, IMAGE_WIDTHS.thumbnail)).toBe(
      'https://cdn.media.example/i/wardrobe/summer-hero?fmt=auto&qlt=default&w=200 200w',
    );
  });

  it('is empty for no widths or no image, and skips widths that are not positive', () => {
    expect(imageSrcSet(image, [])).toBe('');
    expect(imageSrcSet(undefined, [200])).toBe('');
    expect(imageSrcSet(image, [0, -1, Number.NaN, 200])).toBe(
      'https://cdn.media.example/i/wardrobe/summer-hero?fmt=auto&qlt=default&w=200 200w',
    );
  });
});

describe('IMAGE_WIDTHS', () => {
  it('has the spec widths per block', () => {
    expect(IMAGE_WIDTHS).toEqual({
      hero: [323, 350, 415, 514, 768, 771, 992, 1280, 1536],
      card: [415, 768, 992, 1280, 1536],
      mediaHub: [200, 453, 768, 1517],
      thumbnail: [200],
    });
  });
});

describe('videoUrl', () => {
  const video = { defaultHost: 'cdn.media.example', endpoint: 'wardrobe', name: 'runway' };

  it('builds host, v, endpoint and name', () => {
    expect(videoUrl(video)).toBe('https://cdn.media.example/v/wardrobe/runway');
  });

  it('adds a transcoded variant as a path segment', () => {
    expect(videoUrl(video, 'mp4_1080p')).toBe('https://cdn.media.example/v/wardrobe/runway/mp4_1080p');
    expect(videoUrl(video, '')).toBe('https://cdn.media.example/v/wardrobe/runway');
  });

  it('URI-encodes the name and gives an empty url without one', () => {
    expect(videoUrl({ ...video, name: 'run way' })).toBe('https://cdn.media.example/v/wardrobe/run%20way');
    expect(videoUrl({ ...video, name: '' }, 'mp4_1080p')).toBe('');
    expect(videoUrl(undefined)).toBe('');
  });
});

describe('imageAltText', () => {
  it("falls back to the image's own alt text", () => {
    expect(imageAltText('Model in a red dress', image)).toBe('Model in a red dress');
    expect(imageAltText(undefined, image)).toBe('Summer');
    expect(imageAltText('', image)).toBe('Summer');
    expect(imageAltText('  ', image)).toBe('Summer');
  });

  it('is empty when neither has one', () => {
    expect(imageAltText(undefined, { ...image, alt: '' })).toBe('');
    expect(imageAltText(null, undefined)).toBe('');
  });
});
