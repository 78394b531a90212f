import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GalleryImageRescue } from '../GalleryImageRescue';
import { DEFAULT_404_IMAGE } from '../ResponsiveImage/sources';
import { galleryListId, PRODUCT_GALLERY_LABELS } from './labels';
import { type GalleryMedia, galleryMedia } from './media';
import { ProductGallery } from './ProductGallery';

afterEach(cleanup);

const NAME = 'Linen Shirt';
const img = (n: number): GalleryMedia => ({ type: 'img', src: `/i/wardrobe/300101-Black-${n}.jpg` });
const VIDEO: GalleryMedia = {
  type: 'video',
  src: '/v/wardrobe/300101-Black',
  poster: '/i/wardrobe/300101-Black-poster',
};
const FOUR = [img(1), img(2), img(3), img(4)];

const list = () => screen.getByRole('list', { name: PRODUCT_GALLERY_LABELS.list });
const items = () => within(list()).getAllByRole('listitem');
const images = () => within(list()).getAllByRole<HTMLImageElement>('img');

describe('ProductGallery', () => {
  it('renders every image in order, in a list named "Product images", with unique ids', () => {
    render(<ProductGallery media={FOUR} productName={NAME} />);

    expect(items().map((li) => li.id)).toEqual(['gallery-1', 'gallery-2', 'gallery-3', 'gallery-4']);
    expect(images().map((image) => image.getAttribute('src'))).toEqual([
      '/i/wardrobe/300101-Black-1.jpg?fmt=auto&qlt=default&w=1517',
      '/i/wardrobe/300101-Black-2.jpg?fmt=auto&qlt=default&w=1517',
      '/i/wardrobe/300101-Black-3.jpg?fmt=auto&qlt=default&w=1517',
      '/i/wardrobe/300101-Black-4.jpg?fmt=auto&qlt=default&w=1517',
    ]);
  });

  it('names each image "{product}, image n of total"', () => {
    render(<ProductGallery media={FOUR} productName={NAME} />);

    expect(images().map((image) => image.alt)).toEqual([
      'Linen Shirt, image 1 of 4',
      'Linen Shirt, image 2 of 4',
      'Linen Shirt, image 3 of 4',
      'Linen Shirt, image 4 of 4',
    ]);
  });

  it('loads the first image eagerly with high priority and the rest lazily', () => {
    render(<ProductGallery media={FOUR} productName={NAME} />);
    const [first, ...rest] = images();

    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    for (const image of rest) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.hasAttribute('fetchpriority')).toBe(false);
    }
  });

  it('offers the spec widths in the srcset, with sizes and 3:4 width/height attributes', () => {
    render(<ProductGallery media={FOUR} productName={NAME} />);

    for (const image of images()) {
      const widths = image
        .getAttribute('srcset')
        ?.split(', ')
        .map((candidate) => candidate.split(' ')[1]);
      expect(widths).toEqual(['200w', '453w', '768w', '1517w']);
      expect(image.getAttribute('srcset')).toContain('?fmt=auto&qlt=default&w=453 453w');
      expect(image.getAttribute('sizes')).toBe('(min-width: 992px) 30vw, 100vw');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1517', '2023']);
    }
  });

  it('takes other widths and sizes', () => {
    render(<ProductGallery media={[img(1)]} productName={NAME} widths={[768, 400]} sizes="50vw" />);
    const [image] = images();

    expect(image?.getAttribute('srcset')?.split(', ').length).toBe(2);
    expect(image?.getAttribute('sizes')).toBe('50vw');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['768', '1024']);
  });

  it('shows the video second: native, muted, looping, inline, with controls, not autoplaying, loading nothing', () => {
    const media = galleryMedia(FOUR, { video: VIDEO });
    const { container } = render(<ProductGallery media={media} productName={NAME} />);

    expect(items().map((li) => li.getAttribute('data-media-type'))).toEqual([
      'img',
      'video',
      'img',
      'img',
      'img',
    ]);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(items()[1]?.contains(video)).toBe(true);
    // Its webm (vp9) and mp4 (1080p) variants, best first, typed so a browser skips what it cannot play.
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.type])).toEqual([
      ['/v/wardrobe/300101-Black/webm_vp9', 'video/webm; codecs="vp9"'],
      ['/v/wardrobe/300101-Black/mp4_1080p', 'video/mp4'],
    ]);
    expect(video.getAttribute('poster')).toBe(VIDEO.poster);
    expect(video.getAttribute('aria-label')).toBe('Linen Shirt, video');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.controls).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('preload')).toBe('none');
    // Images are still counted among themselves.
    expect(images().map((image) => image.alt)).toEqual([
      'Linen Shirt, image 1 of 4',
      'Linen Shirt, image 2 of 4',
      'Linen Shirt, image 3 of 4',
      'Linen Shirt, image 4 of 4',
    ]);
  });

  it('links each item from the row under the strip, by its id', () => {
    render(<ProductGallery media={galleryMedia(FOUR.slice(0, 2), { video: VIDEO })} productName={NAME} />);

    const row = screen.getByRole('list', { name: PRODUCT_GALLERY_LABELS.pages });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Image 1 of 2', '#gallery-1'],
      ['Video', '#gallery-2'],
      ['Image 2 of 2', '#gallery-3'],
    ]);
    for (const link of links) {
      expect(document.querySelector(link.getAttribute('href') as string)).not.toBeNull();
    }
  });

  it('keeps ids unique per page with idPrefix', () => {
    render(
      <>
        <ProductGallery media={FOUR.slice(0, 2)} productName={NAME} />
        <ProductGallery media={FOUR.slice(0, 2)} productName="Other" idPrefix="look-gallery" />
      </>,
    );

    const ids = [...document.querySelectorAll('li[id]')].map((li) => li.id);
    expect(ids).toEqual(['gallery-1', 'gallery-2', 'look-gallery-1', 'look-gallery-2']);
    expect(document.querySelector('a[href="#look-gallery-2"]')).not.toBeNull();
  });

  it('shows no links for a single image', () => {
    render(<ProductGallery media={[img(1)]} productName={NAME} />);

    expect(images()).toHaveLength(1);
    expect(images()[0]?.alt).toBe('Linen Shirt, image 1 of 1');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('falls back to the default 404 image, one file at 1600x2133, when there is no media', () => {
    render(<ProductGallery media={[]} productName={NAME} />);
    const [image] = images();

    expect(images()).toHaveLength(1);
    expect(image?.getAttribute('src')).toBe(DEFAULT_404_IMAGE.src);
    expect(image?.hasAttribute('srcset')).toBe(false);
    expect(image?.hasAttribute('sizes')).toBe(false);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1600', '2133']);
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('data-media-state')).toBe('fallback');
    expect(image?.alt).toBe('Linen Shirt, image 1 of 1');
  });

  it('drops blank items and takes another fallback image', () => {
    render(
      <ProductGallery
        media={[
          { type: 'img', src: ' ' },
          { type: 'video', src: '' },
        ]}
        productName={NAME}
        fallbackSrc="/stand-in.svg"
      />,
    );

    expect(images().map((image) => image.getAttribute('src'))).toEqual(['/stand-in.svg']);
  });

  it('reserves a 3:4 box for every item and keeps a caller className', () => {
    const { container } = render(
      <ProductGallery media={galleryMedia(FOUR, { video: VIDEO })} productName={NAME} className="pdp" />,
    );

    expect((container.firstElementChild as HTMLElement).className.split(' ')).toContain('pdp');
    const boxes = new Set(items().map((li) => li.className));
    expect(boxes.size).toBe(1);
  });

  it('makes the strip a tab stop (a scroller must be reachable by keyboard)', () => {
    render(<ProductGallery media={FOUR} productName={NAME} />);

    expect(list().getAttribute('tabindex')).toBe('0');
  });

  it('is server-safe: no client directive, no react-aria, no hooks, renders to static HTML', () => {
    for (const file of ['./ProductGallery.tsx', './media.ts', './labels.ts']) {
      const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      expect(source, file).not.toMatch(/['"]use client['"]/);
      expect(source, file).not.toMatch(/react-aria|\buse[A-Z]\w*\(/);
    }
    expect(() => ProductGallery({ media: FOUR, productName: NAME })).not.toThrow();

    const html = renderToStaticMarkup(
      <ProductGallery media={galleryMedia(FOUR, { video: VIDEO })} productName={NAME} />,
    );
    expect(html).toContain('alt="Linen Shirt, image 1 of 4"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toMatch(/<video[^>]*muted=""/);
    expect(html).toContain('href="#gallery-2"');
  });

  it('swaps a picture that fails in the browser for the 404 image, once, and logs the failure', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <ProductGallery media={FOUR} productName={NAME} />
        <GalleryImageRescue listId={galleryListId()} />
      </>,
    );
    const [, second] = images();
    if (!second) throw new Error('no second image');
    fireEvent.error(second);
    expect(second.getAttribute('src')).toBe('/images/404.jpg');
    expect(second.hasAttribute('srcset')).toBe(false);
    expect(second.dataset.mediaState).toBe('fallback');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"event":"gallery-image-failed"'));
    // The 404 image failing too is not swapped again.
    fireEvent.error(second);
    expect(error).toHaveBeenCalledTimes(1);
    expect(images()[0]?.dataset.mediaState).toBe('image');
    error.mockRestore();
  });
});
