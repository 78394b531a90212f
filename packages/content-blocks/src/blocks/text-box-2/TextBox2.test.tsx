import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { textBox2Fixtures as fixtures } from './fixtures';
import { textBox2Schema } from './schema';
import { TextBox2 } from './TextBox2';

const renderEntry = (entry: unknown) => render(<TextBox2 {...textBox2Schema.parse(entry)} />);

/** The path of the first issue the schema finds, `title` or `callToAction.buttonLink`. */
const issuePath = (entry: unknown) => textBox2Schema.safeParse(entry).error?.issues[0]?.path.join('.');

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

describe('textBox2Schema', () => {
  it.each(Object.entries(fixtures).filter(([name]) => !name.startsWith('invalid')))(
    'parses %s',
    (_name, fixture) => {
      expect(textBox2Schema.safeParse(fixture).error?.issues ?? []).toEqual([]);
    },
  );

  it.each(Object.entries(fixtures).filter(([name]) => name.startsWith('invalid')))(
    'refuses %s',
    (_name, fixture) => {
      expect(textBox2Schema.safeParse(fixture).success).toBe(false);
    },
  );

  it('defaults to white text, left-aligned, looping backgrounds', () => {
    expect(textBox2Schema.parse(fixtures.noCallToAction)).toMatchObject({
      textColour: 'White',
      textAlignment: 'Left',
      backgroundDesktopLoop: true,
      backgroundMobileLoop: true,
    });
  });

  it('names the field an entry lacks or gets wrong', () => {
    expect(issuePath(fixtures.invalidNoText)).toBe('title');
    expect(issuePath(fixtures.invalidNoBackground)).toBe('backgroundDesktop');
    expect(issuePath(fixtures.invalidBackground)).toBe('backgroundMobile');
    expect(issuePath(fixtures.invalidScriptLink)).toBe('callToAction.buttonLink');
    expect(issuePath(fixtures.invalidButtonStyle)).toBe('callToAction.buttonStyle');
    expect(issuePath(fixtures.invalidTextColour)).toBe('textColour');
  });
});

describe('TextBox2', () => {
  it('shows the words with the call to action as their only link', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Coats for crisp mornings' })).toBeTruthy();
    expect(screen.getByText('cosy').dataset.underline).toBe('wavy');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.id])).toEqual([
      ['Shop coats', '/women/coats', 'text-box-coats'],
    ]);
  });

  it('draws white words on black, and black words on white', () => {
    const { container, unmount } = renderEntry(fixtures.default);
    expect(container.firstElementChild?.getAttribute('style')).toMatch(/^[^;]*:\s*#FFFFFF;[^;]*:\s*#000000;/);
    unmount();
    const black = renderEntry(fixtures.blackCentred);
    expect(black.container.firstElementChild?.getAttribute('style')).toMatch(
      /^[^;]*:\s*#000000;[^;]*:\s*#FFFFFF;/,
    );
  });

  it('puts the background before the words, mobile variant first', () => {
    const { container } = renderEntry(fixtures.default);
    const [media, words] = [...(container.firstElementChild?.children ?? [])];
    expect([...(media?.querySelectorAll('img') ?? [])].map((img) => img.alt)).toEqual([
      'A mustard wool coat',
      'Three coats on a bench in a park',
    ]);
    expect(words?.querySelector('h2')).toBeTruthy();
  });

  it('falls back to the image’s own alt text', () => {
    const { container } = renderEntry(fixtures.incompleteCallToAction);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Folded shirts in six colours');
  });

  it('labels each background video and keeps the words clear of its control', () => {
    const { container } = renderEntry(fixtures.videoBackground);
    expect([...container.querySelectorAll('video')].map((video) => video.getAttribute('aria-label'))).toEqual(
      ['A model walking in a floral dress', 'Models walking in spring dresses'],
    );
    expect(screen.getAllByRole('button', { name: /^(Pause|Play) video$/ })).toHaveLength(2);
    expect(screen.getByRole('heading').parentElement?.className).toContain('video_true');
  });

  it('leaves out a call to action without a link', () => {
    renderEntry(fixtures.incompleteCallToAction);
    expect(screen.queryByText('Shop new in')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a title without a body', () => {
    const { container } = renderEntry(fixtures.noCallToAction);
    expect(screen.getByRole('heading', { name: 'Made to be worn, and worn again' })).toBeTruthy();
    expect(container.querySelector('p')).toBeNull();
  });
});
