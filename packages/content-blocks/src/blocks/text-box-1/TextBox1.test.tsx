import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { textBox1Fixtures as fixtures } from './fixtures';
import { textBox1Schema } from './schema';
import { TextBox1 } from './TextBox1';

const renderEntry = (entry: unknown) => render(<TextBox1 {...textBox1Schema.parse(entry)} />);

/** The path of the first issue the schema finds, `title` or `callToAction.buttonLink`. */
const issuePath = (entry: unknown) => textBox1Schema.safeParse(entry).error?.issues[0]?.path.join('.');

beforeEach(() => {
  // jsdom has no media playback: the background video's autoplay must not reach it.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('textBox1Schema', () => {
  it.each(Object.entries(fixtures).filter(([name]) => !name.startsWith('invalid')))(
    'parses %s',
    (_name, fixture) => {
      expect(textBox1Schema.safeParse(fixture).error?.issues ?? []).toEqual([]);
    },
  );

  it.each(Object.entries(fixtures).filter(([name]) => name.startsWith('invalid')))(
    'refuses %s',
    (_name, fixture) => {
      expect(textBox1Schema.safeParse(fixture).success).toBe(false);
    },
  );

  it('applies the defaults: black text, left-aligned, looping backgrounds', () => {
    const entry = textBox1Schema.parse(fixtures.incompleteCallToAction);
    expect(entry).toMatchObject({
      textColour: 'Black',
      textAlignment: 'Left',
      backgroundDesktopLoop: true,
      backgroundMobileLoop: true,
    });
  });

  it('needs a title or body, and a background, naming the field', () => {
    expect(issuePath(fixtures.invalidNoText)).toBe('title');
    expect(issuePath({ ...fixtures.invalidNoText, body: '' })).toBe('title');
    expect(issuePath(fixtures.invalidNoBackground)).toBe('backgroundDesktop');
    expect(issuePath(fixtures.invalidBackground)).toBe('backgroundDesktop');
  });

  it('refuses script links and values outside the spec’s lists', () => {
    expect(issuePath(fixtures.invalidScriptLink)).toBe('callToAction.buttonLink');
    expect(issuePath(fixtures.invalidTextColour)).toBe('textColour');
    expect(issuePath(fixtures.invalidAlignment)).toBe('textAlignment');
    expect(issuePath(fixtures.invalidWrongSchema)).toBe('_meta.schema');
  });
});

describe('TextBox1', () => {
  it('shows the title, the rich-text body and the call to action in a solid box', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'The linen edit' })).toBeTruthy();
    expect(screen.getByText('breathable').dataset.underline).toBe('wavy');
    const link = screen.getByRole('link', { name: 'Shop linen' });
    expect(link.getAttribute('href')).toBe('/women/linen');
    expect(link.id).toBe('text-box-linen');
    expect(link.dataset.buttonStyle).toBe('primary');
    // Black text on a white box.
    const box = link.closest('div[style]') as HTMLElement;
    expect(box.getAttribute('style')).toMatch(/:\s*#000000;.*:\s*#FFFFFF;/);
  });

  it('puts white text on a black box', () => {
    renderEntry(fixtures.centredWhite);
    const box = screen.getByRole('heading', { name: 'Knits for every day' }).parentElement as HTMLElement;
    expect(box.getAttribute('style')).toMatch(/^[^;]*:\s*#FFFFFF;[^;]*:\s*#000000;/);
  });

  it('has the desktop and mobile backgrounds, each with its own alt text', () => {
    const { container } = renderEntry(fixtures.default);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'A linen shirt on a hanger',
      'Linen shirts hanging on a rail in the sun',
    ]);
    expect(images[0]?.getAttribute('src')).toContain('/i/wardrobe/text-box-1-linen-mobile');
    expect(images[1]?.getAttribute('src')).toContain('/i/wardrobe/text-box-1-linen-desktop');
    // Card widths (spec 002 §7), never the hero set's 323.
    expect(images[1]?.getAttribute('srcset')).toContain('w=415');
    expect(images[1]?.getAttribute('srcset')).not.toContain('w=323');
  });

  it('shows one background at every width when only one is given, its alt from the image itself', () => {
    const { container } = renderEntry(fixtures.incompleteCallToAction);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('alt')).toBe('Candles and cushions on a shelf');
  });

  it('treats a background without alt text as decoration', () => {
    const { container } = renderEntry(fixtures.noCallToAction);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('plays a video background with its loop flags, its label and a Pause/Play control', () => {
    const { container } = renderEntry(fixtures.videoBackground);
    const videos = [...container.querySelectorAll('video')];
    expect(videos.map((video) => [video.getAttribute('aria-label'), video.loop])).toEqual([
      ['A floral print being pressed onto cotton', false],
      ['A printer pressing a floral block onto cotton', true],
    ]);
    expect(screen.getAllByRole('button', { name: /^(Pause|Play) video$/ })).toHaveLength(2);
    expect(container.firstElementChild?.className).toContain('video_true');
  });

  it('leaves out a call to action without text, link and style, and has no link then', () => {
    renderEntry(fixtures.incompleteCallToAction);
    expect(screen.queryByText('Shop gifts')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a body without a title, and no heading', () => {
    const { container } = renderEntry(fixtures.noCallToAction);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(within(container).getByText('details').dataset.underline).toBe('wavy');
  });

  it('logs an unmatched rich-text tag and shows its text plain', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderEntry({ ...fixtures.default, body: 'Half {~open sale' });
    expect(container.querySelector('[data-underline]')).toBeNull();
    const line = JSON.parse(consoleError.mock.calls[0]?.[0] as string) as Record<string, unknown>;
    expect(line).toMatchObject({
      event: 'content-rich-text-invalid',
      deliveryKey: 'uk/text-box-1-linen-edit',
    });
  });
});
