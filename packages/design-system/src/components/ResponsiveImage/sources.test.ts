import { IMAGE_WIDTHS } from '@wardrobe/domain-rules';
import { describe, expect, it } from 'vitest';
import { buildImageSources, DEFAULT_404_IMAGE, normaliseWidths, withImageQuery } from './sources';

const link = { defaultHost: 'cdn.media.example', endpoint: 'wardrobe', name: 'coat red' };

describe('normaliseWidths', () => {
  it('keeps whole, positive, distinct widths, smallest first', () => {
    expect(normaliseWidths([768, 415, 768.2, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, 992])).toEqual([
      415, 768, 992,
    ]);
    expect(normaliseWidths([])).toEqual([]);
  });
});

describe('withImageQuery', () => {
  it("adds the content host's options to a bare path", () => {
    expect(withImageQuery('/images/products/W1-Black-1.jpg', 768)).toBe(
      '/images/products/W1-Black-1.jpg?fmt=auto&qlt=default&w=768',
    );
  });

  it('keeps other parameters and the fragment, and replaces old options', () => {
    expect(withImageQuery('https://x.example/a.jpg?v=2&w=100&fmt=png#top', 415)).toBe(
      'https://x.example/a.jpg?v=2&fmt=auto&qlt=default&w=415#top',
    );
  });

  it('leaves the width out when there is none, and data: URLs alone', () => {
    expect(withImageQuery('/a.jpg')).toBe('/a.jpg?fmt=auto&qlt=default');
    expect(withImageQuery('data:image/svg+xml,%3Csvg%3E', 415)).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(withImageQuery('', 415)).toBe('');
  });
});

describe('buildImageSources', () => {
  it('builds a content image with domain-rules: srcset of every width, src at the largest', () => {
    const { src, srcSet, largestWidth } = buildImageSources({ image: link, widths: [768, 415] });

    expect(src).toBe('https://cdn.media.example/i/wardrobe/coat%20red?fmt=auto&qlt=default&w=768');
    expect(srcSet).toBe(
      'https://cdn.media.example/i/wardrobe/coat%20red?fmt=auto&qlt=default&w=415 415w, ' +
        'https://cdn.media.example/i/wardrobe/coat%20red?fmt=auto&qlt=default&w=768 768w',
    );
    expect(largestWidth).toBe(768);
  });

  it('defaults to the card widths', () => {
    const { srcSet } = buildImageSources({ src: '/a.jpg' });

    expect(srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(
      IMAGE_WIDTHS.card.map((w) => `${w}w`),
    );
  });

  it('calls buildSrc for each width, and it wins over image and src', () => {
    const { src, srcSet } = buildImageSources({
      buildSrc: (w) => `/pic-${w}.png`,
      image: link,
      src: '/other.jpg',
      widths: [200, 453],
    });

    expect(src).toBe('/pic-453.png');
    expect(srcSet).toBe('/pic-200.png 200w, /pic-453.png 453w');
  });

  it('percent-encodes spaces, which would end a srcset URL early', () => {
    expect(buildImageSources({ buildSrc: (w) => `/a b-${w}.png`, widths: [200] }).srcSet).toBe(
      '/a%20b-200.png 200w',
    );
  });

  it('uses a plain URL as it is when there are no widths, and data: URLs without a srcset', () => {
    expect(buildImageSources({ src: '/a.jpg', widths: [] })).toEqual({
      src: '/a.jpg',
      srcSet: undefined,
      largestWidth: undefined,
    });
    expect(buildImageSources({ src: 'data:image/png;base64,AAAA', widths: [415] }).srcSet).toBeUndefined();
  });

  it('gives an empty src when there is nothing to load', () => {
    expect(buildImageSources({ image: { ...link, name: '' } }).src).toBe('');
    expect(buildImageSources({ image: { ...link, name: '' } }).srcSet).toBeUndefined();
    expect(buildImageSources({ src: '  ' }).src).toBe('');
    expect(buildImageSources({}).src).toBe('');
    expect(buildImageSources({ buildSrc: (w) => `/a-${w}.png`, widths: [] }).src).toBe('');
  });
});

describe('DEFAULT_404_IMAGE', () => {
  it('is the 1600x2133 image the shop serves', () => {
    expect(DEFAULT_404_IMAGE).toEqual({ src: '/images/404.jpg', width: 1600, height: 2133 });
  });
});
