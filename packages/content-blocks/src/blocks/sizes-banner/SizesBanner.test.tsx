import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sizesBannerFixtures as fixtures } from './fixtures';
import { SizesBanner, sizesBannerColours } from './SizesBanner';
import { sizesBannerSchema } from './schema';

const renderEntry = (entry: unknown) => render(<SizesBanner {...sizesBannerSchema.parse(entry)} />);

const issuePaths = (entry: unknown) =>
  (sizesBannerSchema.safeParse(entry).error?.issues ?? []).map((issue) => issue.path.join('.'));

/** The inline custom properties' values of an element, in the order they were set. */
const inlineValues = (element: HTMLElement) =>
  Array.from(element.style)
    .filter((name) => name.startsWith('--'))
    .map((name) => element.style.getPropertyValue(name).trim());

afterEach(cleanup);

describe('SizesBanner', () => {
  it('shows the heading as an h2 and the sizes as links in order', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Find your size');
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'UK 6',
      'UK 8',
      'UK 10',
      'UK 12',
      'UK 14',
      'UK 16',
      'UK 18',
      'UK 20',
    ]);
    expect(links[7]?.getAttribute('href')).toBe('/womens?size=UK%2020');
  });

  it('draws the sizes in the colour that reads on the background, filled with it on hover', () => {
    renderEntry(fixtures.darkBackground);
    expect(inlineValues(screen.getByRole('list'))).toEqual(['#FFFFFF', '#FFFFFF', '#1B3A4B']);
    const banner = screen.getByRole('heading').parentElement as HTMLElement;
    expect(inlineValues(banner)).toEqual(['#64E6D6', '#1B3A4B']);
  });

  it('falls back to black or white for a heading colour under 4.5:1, on a white default background', () => {
    expect(sizesBannerColours(sizesBannerSchema.parse(fixtures.contrastFallback))).toEqual({
      paper: '#FFFFFF',
      ink: '#000000',
      heading: '#000000',
    });
    expect(sizesBannerColours({ headingColour: '#FFFFFF', backgroundColour: '#F4EDE4' }).heading).toBe(
      '#000000',
    );
  });

  it('leaves out sizes without text or a link', () => {
    renderEntry(fixtures.contrastFallback);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['S', 'M', 'L']);
  });

  it('shows every size of a long group, and no heading when there is none', () => {
    renderEntry(fixtures.fourteenSizes);
    expect(screen.getAllByRole('link')).toHaveLength(14);
    cleanup();
    renderEntry(fixtures.noHeading);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('shows the heading alone without sizes', () => {
    renderEntry({ _meta: fixtures.default._meta, heading: 'Sizes soon' });
    expect(screen.getByRole('heading').textContent).toBe('Sizes soon');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('refuses unsafe links and colours that are not hex, naming the field', () => {
    expect(issuePaths(fixtures.invalidScriptLink)).toEqual(['callsToAction.0.buttonLink']);
    expect(issuePaths(fixtures.invalidNamedColour)).toEqual(['backgroundColour']);
    expect(issuePaths(fixtures.invalidHeadingColour)).toEqual(['headingColour']);
    expect(issuePaths(fixtures.invalidCallsToAction)).toEqual(['callsToAction']);
  });

  it('parses every valid fixture and refuses every invalid one', () => {
    for (const [name, fixture] of Object.entries(fixtures)) {
      expect([name, sizesBannerSchema.safeParse(fixture).success]).toEqual([
        name,
        !name.startsWith('invalid'),
      ]);
    }
  });
});
