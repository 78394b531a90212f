import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { linkTileFixtures as fixtures } from './fixtures';
import { LinkTile, linkTileColours } from './LinkTile';
import { linkTileSchema } from './schema';

const renderEntry = (entry: unknown) => render(<LinkTile {...linkTileSchema.parse(entry)} />);

const tileOf = (container: HTMLElement) => {
  const tile = container.querySelector<HTMLElement>('[data-block="link-tile"]');
  if (!tile) throw new Error('No tile rendered');
  return tile;
};

/** The inline custom properties' values, in the order the tile sets them (ink, paper, underline, shadow, order). */
const inlineValues = (tile: HTMLElement) =>
  Array.from(tile.style)
    .filter((name) => name.startsWith('--'))
    .map((name) => tile.style.getPropertyValue(name).trim());

const issuePaths = (entry: unknown) =>
  (linkTileSchema.safeParse(entry).error?.issues ?? []).map((issue) => issue.path.join('.'));

// jsdom has no media playback: the background video's autoplay resolves at once.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('LinkTile', () => {
  it('is one link to its link, named by its headline', () => {
    renderEntry(fixtures.default);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/womens/linen');
    expect(link.textContent).toBe('The linen edit');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('uses the editor’s colours when the headline reads on the tile, and sets the mobile order', () => {
    const { container } = renderEntry(fixtures.default);
    expect(inlineValues(tileOf(container))).toEqual(['#FFFFFF', '#1B3A4B', '#64E6D6', '#000000', '2']);
  });

  it('falls back to black or white when the font colour fails 4.5:1 on the tile', () => {
    const { container } = renderEntry(fixtures.contrastFallback);
    expect(inlineValues(tileOf(container)).slice(0, 2)).toEqual(['#000000', '#F4EDE4']);
    expect(linkTileColours({ fontColour: '#FFFF00', tileColour: '#FFFFFF', overMedia: false }).ink).toBe(
      '#000000',
    );
    expect(linkTileColours({ fontColour: '#FFFF00', tileColour: '#000000', overMedia: false }).ink).toBe(
      '#FFFF00',
    );
    expect(linkTileColours({ tileColour: '#1B3A4B', overMedia: false }).ink).toBe('#FFFFFF');
  });

  it('keeps the editor’s colour over media, with the opposite colour as the shadow', () => {
    expect(linkTileColours({ fontColour: '#FFFF00', tileColour: '#FFFFFF', overMedia: true })).toMatchObject({
      ink: '#FFFF00',
      shadow: '#000000',
    });
    expect(linkTileColours({ tileColour: '#FFFFFF', overMedia: true }).ink).toBe('#FFFFFF');
  });

  it('underlines the headline in the headline’s colour when no underline colour is given', () => {
    expect(
      linkTileColours({ fontColour: '#000000', tileColour: '#F4EDE4', overMedia: false }).underline,
    ).toBe('#000000');
  });

  it('sets no order when mobileOrder is absent', () => {
    const { container } = renderEntry(fixtures.withVideo);
    expect(inlineValues(tileOf(container))).toHaveLength(4);
  });

  it('shows the picture beside the link, with its alt text, and the link named by the headline alone', () => {
    renderEntry(fixtures.withImage);
    const image = screen.getByRole('img');
    expect(image.getAttribute('alt')).toBe('A cropped cotton knit in sage green');
    const link = screen.getByRole('link');
    expect(link.contains(image)).toBe(false);
    expect(link.textContent).toBe('Summer knits');
  });

  it('falls back to the image’s own alt text', () => {
    renderEntry(fixtures.imageOwnAlt);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Three amber glass candles on a shelf');
  });

  it('keeps a video’s control out of the link', () => {
    renderEntry(fixtures.withVideo);
    const link = screen.getByRole('link', { name: 'Watch the new season' });
    const control = screen.getByRole('button');
    expect(link.contains(control)).toBe(false);
    expect(link.querySelector('a, button')).toBeNull();
  });

  it('is not a link without one, and shows the headline as text', () => {
    renderEntry(fixtures.noLink);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Coming soon').closest('p')).not.toBeNull();
  });

  it('refuses a link without a headline, naming the headline', () => {
    expect(issuePaths(fixtures.invalidLinkWithoutHeadline)).toEqual(['headline']);
  });

  it('refuses unsafe links, named colours and orders that are not whole numbers', () => {
    expect(issuePaths(fixtures.invalidScriptLink)).toEqual(['link']);
    expect(issuePaths(fixtures.invalidNamedColour)).toEqual(['fontColour']);
    expect(issuePaths(fixtures.invalidMobileOrder)).toEqual(['mobileOrder']);
    expect(issuePaths(fixtures.invalidMobileOrderText)).toEqual(['mobileOrder']);
  });

  it('defaults the drop shadow to off', () => {
    expect(linkTileSchema.parse(fixtures.default).headlineDropShadow).toBe(false);
  });

  it('parses every valid fixture and refuses every invalid one', () => {
    for (const [name, fixture] of Object.entries(fixtures)) {
      expect([name, linkTileSchema.safeParse(fixture).success]).toEqual([name, !name.startsWith('invalid')]);
    }
  });
});
