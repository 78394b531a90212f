import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { navigationLinksBannerFixtures as fixtures } from './fixtures';
import { NavigationLinksBanner } from './NavigationLinksBanner';
import { navigationBannerLinkColours } from './rules';
import { navigationLinksBannerSchema } from './schema';

const renderEntry = (entry: unknown) =>
  render(<NavigationLinksBanner {...navigationLinksBannerSchema.parse(entry)} />);

const issuePaths = (entry: unknown) =>
  (navigationLinksBannerSchema.safeParse(entry).error?.issues ?? []).map((issue) => issue.path.join('.'));

/** The inline custom properties' values of an element, in the order they were set. */
const inlineValues = (element: HTMLElement) =>
  Array.from(element.style)
    .filter((name) => name.startsWith('--'))
    .map((name) => element.style.getPropertyValue(name).trim());

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

describe('NavigationLinksBanner', () => {
  it('shows the links in order with their hrefs and ids, in their colours', () => {
    renderEntry(fixtures.default);
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.id])).toEqual([
      ['Dresses', '/womens/dresses', 'nlb-dresses'],
      ['Tops', '/womens/tops', ''],
      ['Jeans', '/womens/jeans', ''],
      ['Knitwear', '/womens/knitwear', ''],
    ]);
    expect(inlineValues(links[0] as HTMLElement)).toEqual(['#1B3A4B', '#7A2E3A']);
  });

  it('makes the picture one link named by its description, with no other link or control inside', () => {
    renderEntry(fixtures.default);
    const link = screen.getByRole('link', { name: 'New in for women' });
    expect(link.getAttribute('href')).toBe('/womens/new-in');
    expect(link.querySelector('a, button, img')).toBeNull();
  });

  it('renders one picture per breakpoint, each decorative inside the linked box', () => {
    const { container } = renderEntry(fixtures.default);
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('src')?.split('?')[0]?.split('/').at(-1))).toEqual([
      'nav-banner-womens-mobile',
      'nav-banner-womens-tablet',
      'nav-banner-womens-desktop',
    ]);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['', '', '']);
  });

  it('uses one picture for every breakpoint when only one is given', () => {
    const { container } = renderEntry(fixtures.fiftyFifty);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('uses the description as the alt text of a picture that is not a link', () => {
    renderEntry(fixtures.pictureNotLinked);
    expect(screen.getAllByRole('img', { name: 'A wrapped gift box with a teal ribbon' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /gift box/ })).toBeNull();
  });

  it('keeps a video’s control out of the picture link', () => {
    renderEntry(fixtures.videoMedia);
    const pictureLink = screen.getByRole('link', { name: 'New in for men' });
    const control = screen.getByRole('button');
    expect(pictureLink.contains(control)).toBe(false);
  });

  it('adds the invisible area link last, named by its aria label, around no other link', () => {
    renderEntry(fixtures.default);
    const links = screen.getAllByRole('link');
    const area = links.at(-1) as HTMLElement;
    expect(area).toBe(screen.getByRole('link', { name: 'Shop all womenswear' }));
    expect(area.getAttribute('href')).toBe('/womens');
    expect(area.querySelector('a')).toBeNull();
    expect(links).toHaveLength(6);
  });

  it('has no area link without one', () => {
    renderEntry(fixtures.fiftyFifty);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Homewares for every room',
      'Bedding',
      'Candles',
      'Tableware',
    ]);
  });

  it('falls back to black or white for link colours that fail 4.5:1, and keeps the colour on hover', () => {
    renderEntry(fixtures.contrastFallback);
    expect(inlineValues(screen.getByRole('link', { name: 'Sale' }))).toEqual(['#000000', '#000000']);
    expect(
      navigationBannerLinkColours({ textColour: '#FFFFFF', textHoverColour: '#64E6D6' }, '#1B3A4B'),
    ).toEqual({
      ink: '#FFFFFF',
      hover: '#64E6D6',
    });
    expect(navigationBannerLinkColours({}, '#1B3A4B')).toEqual({ ink: '#FFFFFF', hover: '#FFFFFF' });
  });

  it('keeps every fixture link readable on its banner', () => {
    for (const fixture of [fixtures.default, fixtures.fiftyFifty, fixtures.videoMedia]) {
      const entry = navigationLinksBannerSchema.parse(fixture);
      for (const link of entry.links) {
        expect(navigationBannerLinkColours(link, entry.backgroundColour ?? '#FFFFFF')).toEqual({
          ink: link.textColour,
          hover: link.textHoverColour,
        });
      }
    }
  });

  it('shows only links with text and a link, and no picture box without media', () => {
    const { container } = renderEntry(fixtures.linksOnly);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Delivery', 'Contact us']);
    expect(container.querySelector('img')).toBeNull();
  });

  it('applies the defaults: centred links, two thirds picture', () => {
    const entry = navigationLinksBannerSchema.parse(fixtures.pictureNotLinked);
    expect([entry.verticalAlignment, entry.fiftyFifty]).toEqual(['Center', false]);
  });

  it('refuses links without names and unsafe links, naming the field', () => {
    expect(issuePaths(fixtures.invalidAreaLinkWithoutLabel)).toEqual(['invisibleAreaLinkAriaLabel']);
    expect(issuePaths(fixtures.invalidPictureLinkWithoutName)).toEqual(['imageLinkDescription']);
    expect(issuePaths(fixtures.invalidScriptPictureLink)).toEqual(['imageLink']);
    expect(issuePaths(fixtures.invalidScriptLink)).toEqual(['links.0.buttonLink']);
    expect(issuePaths(fixtures.invalidScriptAreaLink)).toEqual(['invisibleAreaLink']);
    expect(issuePaths(fixtures.invalidNamedColour)).toEqual(['links.0.textColour']);
    expect(issuePaths(fixtures.invalidVerticalAlignment)).toEqual(['verticalAlignment']);
  });

  it('accepts a picture link named by the picture’s own alt text', () => {
    const entry = {
      ...fixtures.invalidPictureLinkWithoutName,
      mediaDesktop: { ...fixtures.default.mediaDesktop, alt: 'Linen dresses on a rail' },
    };
    renderEntry(entry);
    expect(screen.getByRole('link', { name: 'Linen dresses on a rail' }).getAttribute('href')).toBe(
      '/womens/new-in',
    );
  });

  it('names the picture link by the own alt text of whichever picture has one', () => {
    renderEntry({
      ...fixtures.invalidPictureLinkWithoutName,
      mediaMobile: { ...fixtures.default.mediaMobile, alt: 'A linen shirt dress' },
    });
    expect(screen.getByRole('link', { name: 'A linen shirt dress' })).toBeTruthy();
  });

  it('parses every valid fixture and refuses every invalid one', () => {
    for (const [name, fixture] of Object.entries(fixtures)) {
      expect([name, navigationLinksBannerSchema.safeParse(fixture).success]).toEqual([
        name,
        !name.startsWith('invalid'),
      ]);
    }
  });
});
