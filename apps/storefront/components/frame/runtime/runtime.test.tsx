import { CHUNK_RELOAD_WINDOW_MS } from '@wardrobe/domain-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  listenForChunkFailures,
  reloadOnceForChunkFailure,
} from './chunk-reload';
import { prefetchLinksWhenIdle, prefetchTarget } from './idle-prefetch';
import { previewHostFromCookies } from './PreviewBar';

describe('a chunk-load failure', () => {
  beforeEach(() => sessionStorage.clear());

  it('is told by webpack’s, Turbopack’s and the browsers’ errors, and nothing else', () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed (/_next/static/css/7.css)'))).toBe(true);
    expect(
      isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a1.js from module 42')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    for (const other of [
      new Error('Failed to fetch'),
      new TypeError('x is undefined'),
      null,
      undefined,
      42,
    ]) {
      expect(isChunkLoadError(other)).toBe(false);
    }
  });

  it('reloads once, then not again within the window, and again after it', () => {
    const reload = vi.fn();
    const t0 = 1_800_000_000_000;
    expect(reloadOnceForChunkFailure(sessionStorage, t0, reload)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadOnceForChunkFailure(sessionStorage, t0 + CHUNK_RELOAD_WINDOW_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkFailure(sessionStorage, t0 + CHUNK_RELOAD_WINDOW_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats a garbled stored time as no reload yet, and storage it cannot use as no reload', () => {
    const reload = vi.fn();
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    expect(reloadOnceForChunkFailure(sessionStorage, 5, reload)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(reloadOnceForChunkFailure(broken, 5, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is heard from an unhandled rejection, an error event and a framework script that failed to load', () => {
    const reload = vi.fn();
    const stop = listenForChunkFailures(window, reload);
    try {
      const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(rejection, { reason: new Error('Failed to load chunk /_next/static/chunks/x.js') });
      window.dispatchEvent(rejection);
      expect(reload).toHaveBeenCalledTimes(1);
      // Within the minute: heard, not reloaded again.
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('Loading chunk 9 failed.') }));
      expect(reload).toHaveBeenCalledTimes(1);

      sessionStorage.clear();
      const script = document.createElement('script');
      script.src = '/_next/static/chunks/lazy.js';
      document.body.append(script);
      script.dispatchEvent(new Event('error'));
      expect(reload).toHaveBeenCalledTimes(2);

      sessionStorage.clear();
      const other = document.createElement('script');
      other.src = 'https://analytics.example/tag.js';
      document.body.append(other);
      other.dispatchEvent(new Event('error'));
      window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      stop();
      for (const added of document.querySelectorAll('script[src]')) added.remove();
    }
  });
});

describe('idle prefetch', () => {
  const link = (href: string, attrs: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.href = href;
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
    return a;
  };

  it('prefetches the shop’s other pages only', () => {
    const here = new URL('http://shop.test/browse/womens?page=2') as unknown as Location;
    expect(prefetchTarget(link('http://shop.test/p/1/a/Red'), here)).toBe('/p/1/a/Red');
    expect(prefetchTarget(link('http://shop.test/eu?x=1'), here)).toBe('/eu?x=1');
    expect(prefetchTarget(link('http://shop.test/browse/womens?page=2#top'), here)).toBeUndefined();
    expect(prefetchTarget(link('https://elsewhere.test/'), here)).toBeUndefined();
    expect(prefetchTarget(link('http://shop.test/api/bag'), here)).toBeUndefined();
    // The account routes load their forms on demand (and my-account depends on who is signed in).
    expect(prefetchTarget(link('http://shop.test/create-account'), here)).toBeUndefined();
    expect(prefetchTarget(link('http://shop.test/eu/my-account/order-history'), here)).toBeUndefined();
    expect(prefetchTarget(link('http://shop.test/us/login?redirect=%2Fbag'), here)).toBeUndefined();
    expect(prefetchTarget(link('http://shop.test/my-accounts-guide'), here)).toBe('/my-accounts-guide');
    expect(prefetchTarget(link('http://shop.test/bag', { target: '_blank' }), here)).toBeUndefined();
    expect(prefetchTarget(link('http://shop.test/guide.pdf', { download: '' }), here)).toBeUndefined();
    expect(
      prefetchTarget(link('http://shop.test/my-account', { 'data-prefetch': 'off' }), here),
    ).toBeUndefined();
  });

  describe('on the connection', () => {
    let observed: Element[];
    const links = document.createElement('div');
    beforeEach(() => {
      vi.useFakeTimers();
      observed = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(private readonly callback: IntersectionObserverCallback) {}
          observe(target: Element) {
            observed.push(target);
            this.callback(
              [{ target, isIntersecting: true } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
          }
          unobserve() {}
          disconnect() {}
        },
      );
      // Added beside whatever the shared window's body holds (react-aria's live announcer), and taken away after.
      links.replaceChildren(link('/p/1/a/Red'), link('/bag'), link('/bag'));
      document.body.append(links);
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'connection');
      links.remove();
    });

    it('prefetches each link once after the idle timeout, with no connection hints', () => {
      const prefetch = vi.fn();
      prefetchLinksWhenIdle(prefetch);
      vi.advanceTimersByTime(1999);
      expect(prefetch).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(prefetch.mock.calls).toEqual([['/p/1/a/Red'], ['/bag']]);
    });

    it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
      'prefetches nothing on %o',
      (hints) => {
        Object.defineProperty(navigator, 'connection', { value: hints, configurable: true });
        const prefetch = vi.fn();
        prefetchLinksWhenIdle(prefetch);
        vi.advanceTimersByTime(10_000);
        expect(prefetch).not.toHaveBeenCalled();
        expect(observed).toEqual([]);
      },
    );
  });
});

describe('the preview bar’s cookie', () => {
  it('gives the preview host, or nothing without the cookie', () => {
    expect(previewHostFromCookies('a=1; wardrobe-preview-bar=hub.staging.wardrobe.test; b=2')).toBe(
      'hub.staging.wardrobe.test',
    );
    expect(previewHostFromCookies('wardrobe-preview=hub.staging.wardrobe.test')).toBeUndefined();
    expect(previewHostFromCookies('wardrobe-preview-bar=')).toBeUndefined();
    expect(previewHostFromCookies('')).toBeUndefined();
  });
});
