import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { twoColumnTileFixtures as fixtures } from './fixtures';
import { twoColumnTileSchema } from './schema';
import { TwoColumnTile } from './TwoColumnTile';

const renderEntry = (entry: unknown, props: { headingLevel?: 2 | 3; inRow?: boolean } = {}) =>
  render(<TwoColumnTile {...twoColumnTileSchema.parse(entry)} {...props} />);

/** The first issue the schema finds: its path and message. */
const issue = (entry: unknown) => {
  const first = twoColumnTileSchema.safeParse(entry).error?.issues[0];
  return { path: first?.path.join('.'), message: first?.message };
};

afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('twoColumnTileSchema', () => {
  it.each(Object.entries(fixtures).filter(([name]) => !name.startsWith('invalid')))(
    'parses %s',
    (_name, fixture) => {
      expect(twoColumnTileSchema.safeParse(fixture).error?.issues ?? []).toEqual([]);
    },
  );

  it.each(Object.entries(fixtures).filter(([name]) => name.startsWith('invalid')))(
    'refuses %s',
    (_name, fixture) => {
      expect(twoColumnTileSchema.safeParse(fixture).success).toBe(false);
    },
  );

  it('needs a title and an image, saying so', () => {
    expect(issue(fixtures.invalidMissingTitle)).toEqual({ path: 'title', message: 'A tile needs a title' });
    expect(issue(fixtures.invalidMissingImage)).toEqual({ path: 'image', message: 'A tile needs an image' });
  });

  it('refuses script links and unknown button styles', () => {
    expect(issue(fixtures.invalidScriptHref).path).toBe('href');
    expect(issue(fixtures.invalidButtonStyle).path).toBe('callsToAction.0.buttonStyle');
  });

  it('defaults to no calls to action', () => {
    expect(twoColumnTileSchema.parse(fixtures.clickableWithoutCallToAction).callsToAction).toEqual([]);
  });
});

describe('TwoColumnTile', () => {
  it('is one link to its href when the href is a site path and it has one call to action', () => {
    const { container } = renderEntry(fixtures.default);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const tile = links[0] as HTMLElement;
    expect(tile.getAttribute('href')).toBe('/women/dresses');
    expect(tile.dataset.block).toBe('two-column-tile');
    // Its picture, title, text and button text are all inside the one link.
    expect(within(tile).getByRole('heading', { level: 2, name: 'Dresses for every day' })).toBeTruthy();
    expect(within(tile).getByRole('img', { name: 'A model in a green midi dress' })).toBeTruthy();
    expect(within(tile).getByText('From linen shifts to printed maxis, in sizes 6 to 24.')).toBeTruthy();
    // The call to action looks like a button but is not a link of its own: links never nest.
    const button = within(tile).getByText('Shop dresses');
    expect(button.tagName).toBe('SPAN');
    expect(button.dataset.buttonStyle).toBe('primary');
    expect(button.id).toBe('tile-dresses');
    expect(container.querySelector('a a, a button')).toBeNull();
  });

  it('is one link without any call to action', () => {
    renderEntry(fixtures.clickableWithoutCallToAction);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/women/knitwear');
  });

  it('is not a link with two calls to action: each button is one, and href is not used', () => {
    const { container } = renderEntry(fixtures.twoCallsToAction);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop bedding', '/home/bedding'],
      ['Shop cushions', '/home/cushions'],
    ]);
    expect(container.querySelector('[href="/home"]')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('is not a link when its href leaves the site, even with one call to action', () => {
    renderEntry(fixtures.externalHref);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://journal.wardrobe.example/']);
    expect(
      screen.getByRole('img', { name: 'A notebook and a cup of tea on a table' }).closest('a'),
    ).toBeNull();
  });

  it('is not a link for a //host href, and without calls to action has no link at all', () => {
    renderEntry(fixtures.protocolRelativeHref);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Summer markets' })).toBeTruthy();
  });

  it('shows only calls to action with text, link and style', () => {
    renderEntry(fixtures.noHref);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop gifts']);
    expect(screen.queryByText('No style, not shown')).toBeNull();
  });

  it('counts only the calls to action shown: one shown and one incomplete still make the tile one link', () => {
    renderEntry({ ...fixtures.noHref, href: '/gifts' });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/gifts');
    expect(within(links[0] as HTMLElement).getByText('Shop gifts').tagName).toBe('SPAN');
  });

  it('takes the heading level its row gives, and a 4:5 card-width picture', () => {
    const { container } = renderEntry(fixtures.default, { headingLevel: 3, inRow: true });
    expect(screen.getByRole('heading', { level: 3, name: 'Dresses for every day' })).toBeTruthy();
    const img = container.querySelector('img');
    expect(img?.getAttribute('style')).toContain('aspect-ratio: 4 / 5');
    expect(img?.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    expect(img?.getAttribute('srcset')).toContain('w=1536');
  });
});
