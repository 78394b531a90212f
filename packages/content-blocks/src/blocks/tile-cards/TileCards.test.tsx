import { cleanup, render, screen, within } from '@testing-library/react';
import { CONTENT_DEFAULTS } from '@wardrobe/domain-rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { tileCardsFixtures as fixtures } from './fixtures';
import { tileCardsSchema } from './schema';
import { TileCards } from './TileCards';

beforeAll(preloadBlockIslands);
afterEach(cleanup);

const renderEntry = (entry: unknown) => render(<TileCards {...tileCardsSchema.parse(entry)} />);

const issuePaths = (entry: unknown) =>
  tileCardsSchema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

/** A tile: the list item's card. */
const tileOf = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li')?.firstElementChild as HTMLElement;

describe('tileCardsSchema', () => {
  it('underlines in teal #64E6D6 by default (spec §3)', () => {
    expect(CONTENT_DEFAULTS.tileCardUnderlineColor).toBe('#64E6D6');
    const { cards } = tileCardsSchema.parse(fixtures.default);
    expect(cards.map((card) => card.underlineColor)).toEqual(['#64E6D6', '#64E6D6', '#64E6D6']);
  });

  it('needs a title on a linked tile, and a title or a picture on any tile', () => {
    expect(issuePaths(fixtures.invalidLinkedWithoutTitle)).toEqual([
      ['cards.0.title', 'A linked tile card needs a title'],
    ]);
    expect(issuePaths(fixtures.invalidEmptyTile)).toEqual([
      ['cards.0.title', 'A tile card needs a title or an image'],
    ]);
    expect(issuePaths(fixtures.invalidNoCards)).toEqual([['cards', 'The tile cards need at least one card']]);
  });

  it('refuses a named colour and a script link', () => {
    expect(issuePaths(fixtures.invalidUnderlineColor)?.[0]?.[0]).toBe('cards.0.underlineColor');
    expect(issuePaths(fixtures.invalidScriptLink)?.[0]?.[0]).toBe('cards.0.link');
  });
});

describe('TileCards', () => {
  it('makes each linked tile one link, named by its title (h3 under the block’s title)', () => {
    const { container } = renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dresses', '/womens/dresses'],
      ['Knitwear', '/womens/knitwear'],
      ['Homewares', '/homewares'],
    ]);
    for (const link of screen.getAllByRole('link')) expect(link.closest('h3')).not.toBeNull();
    expect(container.querySelector('a img, a p, a a')).toBeNull();
    expect(tileOf('Dresses').dataset.linked).toBe('true');
  });

  it('underlines each title in its underlineColor, teal #64E6D6 by default', () => {
    renderEntry(fixtures.default);
    expect(tileOf('Dresses').getAttribute('style')).toMatch(/: #64E6D6/);
    cleanup();
    renderEntry(fixtures.styled);
    expect(tileOf('Knitwear').getAttribute('style')).toMatch(/: #1B3A4B/);
  });

  it('leaves a tile without a link unlinked, its title still underlined', () => {
    renderEntry(fixtures.notLinked);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(tileOf('Dresses').dataset.linked).toBe('false');
    expect(within(tileOf('Made to last')).queryByRole('img')).toBeNull();
    expect(screen.getByText('Every piece is covered by our free repairs.').tagName).toBe('P');
  });

  it.each([
    ['default', 3, '3', '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw'],
    ['fourTiles', 4, '3', '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw'],
    ['styled', 2, '2', '(min-width: 576px) 50vw, 100vw'],
    ['singleTile', 1, '2', '(min-width: 576px) 50vw, 100vw'],
  ] as const)('sets %s (%i tiles) in %s columns on large screens', (name, count, columns, sizes) => {
    renderEntry(fixtures[name]);
    expect(screen.getAllByRole('listitem')).toHaveLength(count);
    expect(screen.getByRole('list').dataset.columns).toBe(columns);
    for (const picture of screen.getAllByRole('img')) expect(picture.getAttribute('sizes')).toBe(sizes);
  });

  it('names the picture by imgAltText, else by the image’s own alt', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('img', { name: 'A linen dress on a hanger' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A pile of wool jumpers' })).toBeTruthy();
  });

  it('reserves a square box at card widths', () => {
    renderEntry(fixtures.singleTile);
    const picture = screen.getByRole('img');
    expect(picture.getAttribute('srcset')).toContain('1536w');
    expect(Number(picture.getAttribute('width'))).toBe(Number(picture.getAttribute('height')));
  });
});
