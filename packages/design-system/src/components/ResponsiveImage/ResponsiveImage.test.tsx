import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const coat = { defaultHost: 'cdn.media.example', endpoint: 'wardrobe', name: 'coat' };

describe('ResponsiveImage', () => {
  it('shows a picture named by its alt text, with a srcset of every width and the sizes', () => {
    render(<ResponsiveImage image={coat} widths={[415, 768]} sizes="50vw" alt="Black wool coat" />);

    const img = screen.getByRole('img', { name: 'Black wool coat' });
    expect(img.getAttribute('srcset')).toBe(
      'https://cdn.media.example/i/wardrobe/coat?fmt=auto&qlt=default&w=415 415w, ' +
        'https://cdn.media.example/i/wardrobe/coat?fmt=auto&qlt=default&w=768 768w',
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('src')).toBe(
      'https://cdn.media.example/i/wardrobe/coat?fmt=auto&qlt=default&w=768',
    );
    expect(img.getAttribute('data-media-state')).toBe('image');
  });

  it('hides a decorative picture (alt="") from assistive technology', () => {
    render(<ResponsiveImage src="/a.jpg" alt="" />);

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('presentation').getAttribute('alt')).toBe('');
  });

  it('reserves the box with aspect-ratio and width/height in that ratio', () => {
    render(<ResponsiveImage src="/a.jpg" widths={[415, 1536]} aspectRatio="4x5" alt="Coat" />);

    const img = screen.getByRole('img', { name: 'Coat' });
    expect(img.style.aspectRatio).toBe('4 / 5');
    expect(img.getAttribute('width')).toBe('1536');
    expect(img.getAttribute('height')).toBe('1920');
  });

  it('loads lazily and decodes off the main thread unless it is the priority picture', () => {
    render(
      <>
        <ResponsiveImage src="/a.jpg" alt="Lazy" />
        <ResponsiveImage src="/b.jpg" alt="Hero" priority />
      </>,
    );

    const lazy = screen.getByRole('img', { name: 'Lazy' });
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('decoding')).toBe('async');
    expect(lazy.getAttribute('fetchpriority')).toBeNull();
    const hero = screen.getByRole('img', { name: 'Hero' });
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(hero.getAttribute('fetchpriority')).toBe('high');
  });

  it('is preloaded for its media alone, and lazy itself, when it shows under a media query only', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <ResponsiveImage
            image={coat}
            widths={[415, 768]}
            sizes="100vw"
            alt="Coat, desktop"
            priority
            preloadMedia="screen and (min-width: 768px)"
          />
        </body>
      </html>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const preloads = [...page.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]?.getAttribute('media')).toBe('screen and (min-width: 768px)');
    expect(preloads[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(preloads[0]?.getAttribute('imagesrcset')).toContain('coat?fmt=auto&qlt=default&w=768 768w');
    expect(preloads[0]?.getAttribute('imagesizes')).toBe('100vw');
    // An eager image downloads where CSS hides it; this one waits to be shown, its file already on its way.
    const img = page.body.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('leaves the preload to React for a priority picture shown at every width (no media)', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <ResponsiveImage image={coat} widths={[415, 768]} alt="Coat" priority />
        </body>
      </html>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const preloads = [...page.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute('media'))).toEqual([null]);
    expect(page.body.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('falls back once to the 404 image on error and records the failure', () => {
    const onMediaError = vi.fn();
    render(<ResponsiveImage src="/missing.jpg" widths={[415]} alt="Coat" onMediaError={onMediaError} />);
    const img = screen.getByRole('img', { name: 'Coat' });

    fireEvent.error(img);

    expect(img.getAttribute('src')).toBe('/images/404.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img.getAttribute('data-media-state')).toBe('fallback');
    expect(onMediaError).toHaveBeenCalledTimes(1);
    expect(onMediaError).toHaveBeenCalledWith({
      kind: 'image',
      src: expect.stringContaining('/missing.jpg'),
      fallback: false,
    });
  });

  it('never loops when the fallback fails too', () => {
    const onMediaError = vi.fn();
    render(
      <ResponsiveImage src="/missing.jpg" fallbackSrc="/gone.jpg" alt="Coat" onMediaError={onMediaError} />,
    );
    const img = screen.getByRole('img', { name: 'Coat' });

    fireEvent.error(img);
    fireEvent.error(img);
    fireEvent.error(img);

    expect(img.getAttribute('src')).toBe('/gone.jpg');
    expect(img.getAttribute('data-media-state')).toBe('broken');
    expect(onMediaError).toHaveBeenCalledTimes(2);
    expect(onMediaError).toHaveBeenLastCalledWith({
      kind: 'image',
      src: expect.stringContaining('/gone.jpg'),
      fallback: true,
    });
  });

  it('logs one structured line when no onMediaError is given', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ResponsiveImage src="/missing.jpg" widths={[]} alt="Coat" />);

    fireEvent.error(screen.getByRole('img', { name: 'Coat' }));

    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toEqual({
      level: 'error',
      event: 'media-failed',
      kind: 'image',
      src: expect.stringContaining('/missing.jpg'),
      fallback: false,
    });
  });

  it('shows the 404 image at once, recorded once, when there is nothing to load', () => {
    const onMediaError = vi.fn();
    const { rerender } = render(
      <ResponsiveImage image={{ ...coat, name: '' }} alt="Coat" onMediaError={onMediaError} />,
    );
    rerender(<ResponsiveImage image={{ ...coat, name: '' }} alt="Coat" onMediaError={onMediaError} />);

    const img = screen.getByRole('img', { name: 'Coat' });
    expect(img.getAttribute('src')).toBe('/images/404.jpg');
    expect(onMediaError).toHaveBeenCalledTimes(1);
    expect(onMediaError).toHaveBeenCalledWith({ kind: 'image', src: '', fallback: false });
  });

  it('tries a new picture again after the previous one failed (e.g. another colour)', () => {
    const onMediaError = vi.fn();
    const { rerender } = render(
      <ResponsiveImage src="/black.jpg" widths={[]} alt="Coat" onMediaError={onMediaError} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Coat' }));

    rerender(<ResponsiveImage src="/navy.jpg" widths={[]} alt="Coat" onMediaError={onMediaError} />);

    const img = screen.getByRole('img', { name: 'Coat' });
    expect(img.getAttribute('src')).toBe('/navy.jpg');
    expect(img.getAttribute('data-media-state')).toBe('image');
  });

  it('keeps a caller className and passes other attributes and onError through', () => {
    const onError = vi.fn();
    render(
      <ResponsiveImage
        src="/a.jpg"
        alt="Coat"
        className="card-image"
        id="hero"
        onError={onError}
        onMediaError={() => {}}
      />,
    );
    const img = screen.getByRole('img', { name: 'Coat' });

    expect(img.className.split(' ')).toContain('card-image');
    expect(img.className.split(' ').length).toBeGreaterThan(1);
    expect(img.id).toBe('hero');
    fireEvent.error(img);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
