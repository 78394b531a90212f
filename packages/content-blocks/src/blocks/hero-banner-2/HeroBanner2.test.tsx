import { cleanup, render, screen, within } from '@testing-library/react';
import { mediaQueries, mobileMediaQuery } from '@wardrobe/design-system';
import { IMAGE_WIDTHS } from '@wardrobe/domain-rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { heroPreloads } from '../../shared/heroPreloads.testing';
import { preloadBlockIslands } from '../../shared/islands';
import { heroBanner2Fixtures as fixtures } from './fixtures';
import { HeroBanner2 } from './HeroBanner2';
import { heroBanner2Colours } from './rules';
import { heroBanner2Schema, heroBanner2SchemaId } from './schema';

const renderEntry = (entry: unknown) => render(<HeroBanner2 {...heroBanner2Schema.parse(entry)} />);

/** The path of the first issue of a refused entry. */
const firstIssuePath = (entry: unknown) =>
  heroBanner2Schema.safeParse(entry).error?.issues[0]?.path.join('.');

/** The values of an element's inline custom properties, in order. */
const inlineVarValues = (element: Element | null | undefined) => {
  const style = (element as HTMLElement).style;
  return Array.from(style)
    .filter((name) => name.startsWith('--'))
    .map((name) => style.getPropertyValue(name).trim());
};

const bannerIn = (container: HTMLElement) => container.querySelector('[data-block="hero-banner-2"]');

afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('hero banner 2 fixtures', () => {
  const all = Object.entries(fixtures);

  it.each(all.filter(([name]) => !name.startsWith('invalid')))('%s parses', (_name, fixture) => {
    const result = heroBanner2Schema.safeParse(fixture);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?._meta.schema).toBe(heroBanner2SchemaId);
  });

  it.each(all.filter(([name]) => name.startsWith('invalid')))('%s is refused', (_name, fixture) => {
    expect(heroBanner2Schema.safeParse(fixture).success).toBe(false);
  });

  it('put the Quisas box in each of its four corners', () => {
    const corners = Object.values(fixtures)
      .filter((fixture) => 'quisasBoxText' in fixture && !fixture._meta.deliveryKey.includes('broken'))
      .map((fixture) => heroBanner2Schema.parse(fixture).quisasBoxPosition);
    expect(new Set(corners)).toEqual(new Set(['Top Left', 'Top Right', 'Bottom Left', 'Bottom Right']));
  });
});

describe('hero banner 2 schema', () => {
  it('applies the readings’ defaults', () => {
    const entry = heroBanner2Schema.parse(fixtures.titleOnly);
    expect(entry).toMatchObject({
      quisasBoxPosition: 'Top Right',
      textContentAlignment: 'Center',
      callsToAction: [],
      callsToActionHeight: 48,
      callsToActionColumn: false,
      contentPositionDesktop: 'Center',
      contentPositionMobile: 'Center',
    });
    expect(entry.textColour).toBeUndefined();
  });

  it('refuses what it cannot show, naming the field', () => {
    expect(firstIssuePath(fixtures.invalidScriptLink)).toBe('callsToAction.0.buttonLink');
    expect(firstIssuePath(fixtures.invalidQuisasPosition)).toBe('quisasBoxPosition');
    expect(firstIssuePath(fixtures.invalidBackgroundColour)).toBe('backgroundColour');
    expect(firstIssuePath(fixtures.invalidPosition)).toBe('contentPositionMobile');
    expect(firstIssuePath(fixtures.invalidTextColour)).toBe('textColour');
    expect(firstIssuePath(fixtures.invalidCallsToActionHeight)).toBe('callsToActionHeight');
    expect(firstIssuePath(fixtures.invalidCallsToActionColumn)).toBe('callsToActionColumn');
    expect(firstIssuePath(fixtures.invalidBackgroundMedia)).toBe('backgroundMediaDesktop');
    expect(firstIssuePath({ ...fixtures.titleOnly, callsToActionHeight: 0 })).toBe('callsToActionHeight');
  });
});

describe('hero banner 2 rules', () => {
  it('keeps the editor’s text colour over a media, and on a plain colour only if it reads', () => {
    expect(heroBanner2Colours({ textColour: 'Black', hasMedia: true })).toEqual({
      ink: '#000000',
      background: '#FFFFFF',
      paper: '#FFFFFF',
    });
    expect(heroBanner2Colours({ hasMedia: true, backgroundColour: '#F4EDE4' }).ink).toBe('#FFFFFF');
    expect(heroBanner2Colours({ textColour: 'White', backgroundColour: '#F4EDE4', hasMedia: false })).toEqual(
      {
        ink: '#000000',
        background: '#F4EDE4',
        paper: '#F4EDE4',
      },
    );
    expect(
      heroBanner2Colours({ textColour: 'White', backgroundColour: '#1B3A4B', hasMedia: false }).ink,
    ).toBe('#FFFFFF');
    expect(heroBanner2Colours({ backgroundColour: '#1B3A4B', hasMedia: false }).ink).toBe('#FFFFFF');
    expect(heroBanner2Colours({ hasMedia: false }).ink).toBe('#000000');
  });
});

describe('HeroBanner2', () => {
  it('shows the title as an h2, the sub title and the Quisas box as paragraphs', () => {
    const { container } = renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Party season' })).toBeTruthy();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Sequins, velvet and everything that sparkles').tagName).toBe('P');
    const quisas = screen.getByText("Sometimes it's good to get lost in the details");
    expect(quisas.tagName).toBe('P');
    expect(container.querySelector('[data-quisas-position]')?.getAttribute('data-quisas-position')).toBe(
      'Top Right',
    );
  });

  it('with two calls to action, shows each as its own link and is not a link itself', () => {
    renderEntry(fixtures.default);
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.dataset.buttonStyle]),
    ).toEqual([
      ['Shop dresses', '/dresses', 'primary'],
      ['Shop accessories', '/accessories', 'secondary'],
    ]);
  });

  it('with exactly one call to action, is one link to it with the call to action as its text', () => {
    renderEntry(fixtures.singleCallToAction);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/candles');
    expect(link.id).toBe('hero2-candles');
    expect(within(link).getByRole('heading', { level: 2, name: 'Candlelit evenings' })).toBeTruthy();
    const button = within(link).getByText('Shop candles');
    expect(button.tagName).toBe('SPAN');
    expect(button.dataset.buttonStyle).toBe('primary');
    expect(link.querySelectorAll('a, button, video, img')).toHaveLength(0);
    expect(within(link).getByText('Made by hand')).toBeTruthy();
  });

  it('counts only complete calls to action: one complete of two makes the banner a link to it', () => {
    renderEntry(fixtures.incompleteCallToAction);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/weekend');
    expect(link.textContent).toBe('Weekend readyShop the weekend edit');
  });

  it('is not a link without a call to action, and shows a lone mobile picture at every width', () => {
    renderEntry(fixtures.noCallsToAction);
    expect(screen.queryByRole('link')).toBeNull();
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Planters on a sunny patio']);
    expect(images[0]?.className).not.toMatch(/mobileOnly|desktopOnly/);
  });

  it('shows both pictures at hero widths, each fetched first thing on the screens it shows on, with their own alt texts', () => {
    renderEntry(fixtures.default);
    for (const name of ['Party dresses on a rail', 'A sequin dress on a hanger']) {
      const image = screen.getByRole('img', { name });
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).toBe('high');
      const widths = (image.getAttribute('srcset') ?? '')
        .split(', ')
        .map((candidate) => candidate.split(' ')[1]);
      expect(widths).toEqual(IMAGE_WIDTHS.hero.map((width) => `${width}w`));
    }
    expect(
      heroPreloads(<HeroBanner2 {...heroBanner2Schema.parse(fixtures.default)} />).map(([, media]) => media),
    ).toEqual([mobileMediaQuery, mediaQueries.md]);
  });

  it('loops its videos, each with its Pause/Play control', () => {
    const { container } = renderEntry(fixtures.videoBackground);
    const videos = [...container.querySelectorAll('video')];
    expect(videos.map((video) => [video.loop, video.getAttribute('aria-label')])).toEqual([
      [true, 'A tailor cutting wool cloth'],
      [true, null],
    ]);
    expect(videos[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('button', { name: /^(Pause|Play) video$/ })).toHaveLength(2);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop coats', 'Our story']);
  });

  it('stacks the calls to action in a column at the editor’s height', () => {
    const { container } = renderEntry(fixtures.colourBackground);
    const group = container.querySelector('[data-calls-to-action-column]');
    expect(group?.getAttribute('data-calls-to-action-column')).toBe('true');
    expect(inlineVarValues(group)).toEqual(['56px']);
    expect(within(group as HTMLElement).getAllByRole('link')).toHaveLength(3);
  });

  it('draws a call to action lower than 44 px at 44 px', () => {
    const { container } = renderEntry({ ...fixtures.default, callsToActionHeight: 30 });
    expect(inlineVarValues(container.querySelector('[data-calls-to-action-column]'))).toEqual(['44px']);
  });

  it('colours the banner: the editor’s white on navy, black instead of white on cream, black on white', () => {
    expect(inlineVarValues(bannerIn(renderEntry(fixtures.colourBackground).container)).slice(0, 2)).toEqual([
      '#FFFFFF',
      '#1B3A4B',
    ]);
    cleanup();
    expect(
      inlineVarValues(bannerIn(renderEntry(fixtures.unreadableTextColour).container)).slice(0, 2),
    ).toEqual(['#000000', '#F4EDE4']);
    cleanup();
    expect(inlineVarValues(bannerIn(renderEntry(fixtures.titleOnly).container)).slice(0, 2)).toEqual([
      '#000000',
      '#FFFFFF',
    ]);
  });

  it('leaves out the Quisas box, the sub title and the buttons when they are absent or blank', () => {
    const { container } = renderEntry({ ...fixtures.titleOnly, quisasBoxText: '  ', subTitle: '' });
    expect(container.querySelector('[data-quisas-position]')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(container.querySelector('[data-calls-to-action-column]')).toBeNull();
  });
});
