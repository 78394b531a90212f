import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { jumpOffTile3Fixtures as fixtures } from './fixtures';
import { JumpOffTile3 } from './JumpOffTile3';
import { jumpOffTile3Schema } from './schema';

const renderEntry = (entry: unknown, placement: { headingLevel?: 2 | 3 } = {}) =>
  render(<JumpOffTile3 {...jumpOffTile3Schema.parse(entry)} {...placement} />);

const issuePaths = (entry: unknown) =>
  jumpOffTile3Schema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('jumpOffTile3Schema', () => {
  it('refuses a tile without an image or a callToAction, naming the field (spec §5)', () => {
    expect(issuePaths(fixtures.invalidMissingImage)).toEqual([['image', 'The jump-off tile needs an image']]);
    expect(issuePaths(fixtures.invalidMissingCallToAction)).toEqual([
      ['callToAction', 'The jump-off tile needs a callToAction'],
    ]);
    expect(issuePaths(fixtures.invalidEmptyCallToAction)).toEqual([
      ['callToAction', 'The jump-off tile needs a callToAction'],
    ]);
    expect(issuePaths(fixtures.invalidCallToActionObject)?.[0]?.[0]).toBe('callToAction');
  });

  it('refuses unsafe links, unknown fonts and positions outside Top, Left and Right', () => {
    expect(issuePaths(fixtures.invalidScriptLink)?.[0]?.[0]).toBe('callToAction.0.buttonLink');
    expect(issuePaths(fixtures.invalidTitleFont)?.[0]?.[0]).toBe('titleFont');
    expect(issuePaths(fixtures.invalidImagePosition)).toEqual([
      ['imagePosition', 'imagePosition is Top, Left or Right'],
    ]);
  });

  it('defaults the font to Quisas and the picture to the top', () => {
    const entry = jumpOffTile3Schema.parse(fixtures.incompleteCallToAction);
    expect(entry.titleFont).toBe('Quisas');
    expect(entry.imagePosition).toBe('Top');
  });
});

describe('JumpOffTile3', () => {
  it('renders the markdown body as elements: a list and a link, never HTML', () => {
    renderEntry({ ...fixtures.default, body: `${fixtures.default.body}\n\n<b>not bold</b>` });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Wash at 30°',
      'Dry on the line',
      'Iron while damp',
    ]);
    expect(screen.getByText('softer with every wash').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'linen care guide' }).getAttribute('href')).toBe(
      '/journal/linen-care',
    );
    expect(screen.getByText('<b>not bold</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows a script link in the body as text only', () => {
    renderEntry({ ...fixtures.imageTop, body: 'Try [this](javascript:alert(1)) now' });
    expect(screen.queryByRole('link', { name: /this/ })).toBeNull();
    expect(screen.getByText(/Try/).textContent).toContain('this');
  });

  it('shows each complete call to action as a button, in order, and leaves out the rest (spec §5)', () => {
    renderEntry({
      ...fixtures.default,
      body: undefined,
      callToAction: [
        { buttonText: 'No style', buttonLink: '/a' },
        { buttonText: 'Shop linen', buttonLink: '/linen', buttonStyle: 'primary', customId: 'jo-linen' },
        { buttonLink: '/b', buttonStyle: 'primary' },
        { buttonText: 'Read the journal', buttonLink: '/journal', buttonStyle: 'secondary' },
      ],
    });
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.dataset.buttonStyle]),
    ).toEqual([
      ['Shop linen', '/linen', 'primary'],
      ['Read the journal', '/journal', 'secondary'],
    ]);
    expect(links[0]?.id).toBe('jo-linen');
  });

  it('shows no button when every call to action is incomplete; the body’s link stays', () => {
    renderEntry(fixtures.incompleteCallToAction);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['silk scarf']);
  });

  it('never wraps the tile in a link: links do not nest', () => {
    const { container } = renderEntry(fixtures.default);
    expect(container.querySelectorAll('a a, a button, a video')).toHaveLength(0);
    expect(container.querySelector('img')?.closest('a')).toBeNull();
  });

  it('places the picture by imagePosition and falls back to the image’s own alt text', () => {
    const { container } = renderEntry(fixtures.imageRight);
    const tile = container.querySelector<HTMLElement>('[data-block="jump-off-tile-3"]');
    expect(tile?.dataset.imagePosition).toBe('Right');
    expect(screen.getByRole('img', { name: 'A made bed with washed cotton sheets' })).toBeTruthy();
    expect(screen.getByText('twelve').dataset.underline).toBe('wavy');
  });

  it('shows the video in the picture’s place, named by imageAlt, with its Pause/Play control', () => {
    // jsdom has no media playback; the video starts itself (muted) from an effect.
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = renderEntry(fixtures.withVideo);
    play.mockRestore();
    const video = container.querySelector('video');
    expect(video?.getAttribute('aria-label')).toBe('A tailor cutting denim on a workbench');
    expect(video?.loop).toBe(true);
    expect(
      [...(video?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src')),
    ).toEqual([
      '/v/wardrobe/jump-off-denim-studio-clip/webm_vp9',
      '/v/wardrobe/jump-off-denim-studio-clip/mp4_1080p',
    ]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: /^(Pause|Play) video$/ })).toBeTruthy();
  });

  it('puts body headings one level below the title', () => {
    renderEntry(fixtures.longBody, { headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'The gift guide: something for everyone, whatever the budget',
    );
    expect(screen.getByRole('heading', { level: 4, name: 'How it works' })).toBeTruthy();
  });

  it('logs an unmatched underline tag with the entry and shows its text', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderEntry({ ...fixtures.imageTop, body: 'Half {~open sale' });
      expect(screen.getByText(/open sale/)).toBeTruthy();
      const line = JSON.parse(consoleError.mock.calls[0]?.[0] as string) as Record<string, unknown>;
      expect(line).toMatchObject({
        event: 'content-rich-text-invalid',
        deliveryKey: 'eu/jump-off-tile-3-shoes',
      });
    } finally {
      consoleError.mockRestore();
    }
  });
});
