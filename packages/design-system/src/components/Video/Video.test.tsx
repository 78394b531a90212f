import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { Video } from './Video';

const runway = { defaultHost: 'cdn.media.example', endpoint: 'wardrobe', name: 'runway' };

// jsdom has no media playback: play/pause flip `paused` and fire the events a browser fires.
const paused = new WeakMap<HTMLMediaElement, boolean>();
let play: Mock<(this: HTMLMediaElement) => Promise<void>>;

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  play = vi.fn(function (this: HTMLMediaElement): Promise<void> {
    if (paused.get(this) ?? true) {
      paused.set(this, false);
      this.dispatchEvent(new Event('play'));
    }
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (!(paused.get(this) ?? true)) {
      paused.set(this, true);
      this.dispatchEvent(new Event('pause'));
    }
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

/** Emulates `prefers-reduced-motion`; returns a function that switches it. */
function mockReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  window.matchMedia = vi.fn((media: string) => ({
    get matches() {
      return media.includes('prefers-reduced-motion') && matches;
    },
    media,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
  };
}

const videoElement = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

describe('Video', () => {
  it('offers webm (vp9) first, then mp4 (1080p), built from the content link', () => {
    const { container } = render(<Video video={runway} />);

    const sources = [...container.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.type]);
    expect(sources).toEqual([
      ['https://cdn.media.example/v/wardrobe/runway/webm_vp9', 'video/webm; codecs="vp9"'],
      ['https://cdn.media.example/v/wardrobe/runway/mp4_1080p', 'video/mp4'],
    ]);
  });

  it('uses explicit sources and the host variant names it is given', () => {
    const { container } = render(
      <Video video={runway} variants={{ mp4: 'mp4_720p' }} webmSrc="/clip.webm" />,
    );

    expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/clip.webm',
      'https://cdn.media.example/v/wardrobe/runway/mp4_720p',
    ]);
  });

  it('is a muted, inline background video with its poster and loop flag', () => {
    const { container } = render(<Video webmSrc="/a.webm" poster="/still.jpg" loop />);

    const video = videoElement(container);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.getAttribute('poster')).toBe('/still.jpg');
    expect(video.hasAttribute('controls')).toBe(false);
  });

  it('plays by itself and the control pauses and plays it again', async () => {
    const user = userEvent.setup();
    const { container } = render(<Video video={runway} />);
    const video = videoElement(container);

    expect(play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(video.paused).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(video.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeTruthy();
  });

  it('works by keyboard: Tab reaches the control, Enter and Space toggle it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Video video={runway} />);
    const video = videoElement(container);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pause video' }));
    await user.keyboard('{Enter}');
    expect(video.paused).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play video' }));
    await user.keyboard(' ');
    expect(video.paused).toBe(false);
  });

  it('does not play by itself when autoPlay is off', () => {
    render(<Video video={runway} autoPlay={false} />);

    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('does not play by itself while a breakpoint hides it (the other half of a desktop/mobile pair)', () => {
    const checkVisibility = vi.fn(() => false);
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      value: checkVisibility,
      configurable: true,
    });
    try {
      render(<Video video={runway} />);
      expect(checkVisibility).toHaveBeenCalled();
      expect(play).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
    } finally {
      delete (HTMLElement.prototype as { checkVisibility?: unknown }).checkVisibility;
    }
  });

  it('starts paused under reduced motion, and plays when asked', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    const { container } = render(<Video video={runway} />);

    expect(play).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(videoElement(container).paused).toBe(false);
  });

  it('pauses when the shopper switches to reduced motion while it plays', () => {
    const setReducedMotion = mockReducedMotion(false);
    const { container } = render(<Video video={runway} />);
    expect(videoElement(container).paused).toBe(false);

    act(() => setReducedMotion(true));

    expect(videoElement(container).paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('offers Play when the browser blocks autoplay', () => {
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    render(<Video video={runway} />);

    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('records one failure when the last source fails, and shows the 404 image as poster', () => {
    const onMediaError = vi.fn();
    const { container } = render(<Video video={runway} onMediaError={onMediaError} />);
    const [webm, mp4] = [...container.querySelectorAll('source')];

    fireEvent.error(webm as HTMLSourceElement);
    expect(onMediaError).not.toHaveBeenCalled();

    fireEvent.error(mp4 as HTMLSourceElement);
    fireEvent.error(mp4 as HTMLSourceElement);
    expect(onMediaError).toHaveBeenCalledTimes(1);
    expect(onMediaError).toHaveBeenCalledWith({
      kind: 'video',
      src: 'https://cdn.media.example/v/wardrobe/runway/mp4_1080p',
      fallback: false,
    });
    const video = videoElement(container);
    expect(video.getAttribute('poster')).toBe('/images/404.jpg');
    expect(video.getAttribute('data-media-state')).toBe('failed');
  });

  it('keeps its own poster when it fails, and Play loads the sources again', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Video video={runway} poster="/still.jpg" autoPlay={false} onMediaError={() => {}} />,
    );
    const video = videoElement(container);
    fireEvent.error(container.querySelectorAll('source')[1] as HTMLSourceElement);

    expect(video.getAttribute('poster')).toBe('/still.jpg');
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
  });

  it('with nothing to load shows the 404 image, records it once and offers no control', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Video video={{ ...runway, name: '' }} />);

    expect(videoElement(container).getAttribute('poster')).toBe('/images/404.jpg');
    expect(screen.queryByRole('button')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      event: 'media-failed',
      kind: 'video',
    });
  });

  it('is decoration without a label, and named by its label otherwise', () => {
    const { container, rerender } = render(<Video webmSrc="/a.webm" />);
    expect(videoElement(container).getAttribute('aria-hidden')).toBe('true');

    rerender(<Video webmSrc="/a.webm" label="Model walking in a red coat" />);
    expect(videoElement(container).getAttribute('aria-label')).toBe('Model walking in a red coat');
    expect(videoElement(container).hasAttribute('aria-hidden')).toBe(false);
  });

  it('reserves its box by aspect ratio and keeps a caller className on the box', () => {
    const { container } = render(<Video webmSrc="/a.webm" aspectRatio="5x7" className="hero-media" />);

    const box = container.firstElementChild as HTMLElement;
    expect(box.style.aspectRatio).toBe('5 / 7');
    expect(box.className.split(' ')).toContain('hero-media');
    expect(box.contains(videoElement(container))).toBe(true);
  });

  it('adds a captions track when given one', () => {
    const { container } = render(
      <Video webmSrc="/a.webm" captions={{ src: '/a.vtt', srcLang: 'en', label: 'English' }} />,
    );

    const track = container.querySelector('track') as HTMLTrackElement;
    expect(track.kind).toBe('captions');
    expect(track.getAttribute('src')).toBe('/a.vtt');
  });
});
