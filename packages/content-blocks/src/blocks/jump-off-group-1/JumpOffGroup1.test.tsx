import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { jumpOffTile1Fixtures as tiles } from '../jump-off-tile-1/fixtures';
import { jumpOffGroup1Fixtures as fixtures } from './fixtures';
import { JumpOffGroup1 } from './JumpOffGroup1';
import { jumpOffGroup1Schema } from './schema';

// The tiles' pictures are client parts loaded on demand: load them first, as a page's server render does.
beforeAll(preloadBlockIslands);

const renderEntry = (entry: unknown) => render(<JumpOffGroup1 {...jumpOffGroup1Schema.parse(entry)} />);

const issuePaths = (entry: unknown) =>
  jumpOffGroup1Schema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

/** The `content-block-failed` lines logged while rendering. */
const loggedFailures = (spy: MockInstance) =>
  spy.mock.calls.map((call) => JSON.parse(call[0] as string) as Record<string, unknown>);

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

describe('jumpOffGroup1Schema', () => {
  it('holds 2 to 4 tiles (spec §9), naming the field', () => {
    const message = 'A jump-off group holds 2 to 4 tiles';
    expect(issuePaths(fixtures.invalidOneTile)).toEqual([['tiles', message]]);
    expect(issuePaths(fixtures.invalidFiveTiles)).toEqual([['tiles', message]]);
    expect(issuePaths(fixtures.invalidMissingTiles)).toEqual([
      ['tiles', 'The jump-off group needs its tiles'],
    ]);
  });

  it('lets a group with a broken tile parse: the tile is judged when the group renders', () => {
    expect(jumpOffGroup1Schema.safeParse(fixtures.withBrokenTile).success).toBe(true);
  });
});

describe('JumpOffGroup1', () => {
  it('lists its tiles in order under its title (h2), their titles one level below', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Shop the summer edit' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Linen dresses',
      'Knitwear',
      'Accessories',
    ]);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop dresses', '/womens/dresses'],
      ['Shop knitwear', '/womens/knitwear'],
      ['Shop accessories', '/accessories'],
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['twoTiles', '2'],
    ['default', '3'],
    ['fourTiles', '4'],
  ] as const)('sets %s in as many columns as tiles on large screens', (name, columns) => {
    renderEntry(fixtures[name]);
    expect(screen.getByRole('list').dataset.columns).toBe(columns);
    expect(screen.getAllByRole('listitem')).toHaveLength(Number(columns));
  });

  it('sizes the tiles’ pictures for the columns', () => {
    renderEntry(fixtures.fourTiles);
    for (const picture of screen.getAllByRole('img'))
      expect(picture.getAttribute('sizes')).toBe('(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw');
  });

  it('shows a tile’s button only with text, link and style (spec §5)', () => {
    renderEntry(fixtures.fourTiles);
    const homewares = screen.getAllByRole('listitem')[2] as HTMLElement;
    expect(within(homewares).getByRole('heading', { name: 'Homewares' })).toBeTruthy();
    expect(within(homewares).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('uses h2 for the tiles’ titles when the group has none', () => {
    renderEntry(fixtures.noTitle);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Knitwear',
      'Accessories',
    ]);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('leaves out tiles that fail their schema, logs each, and the group stands', () => {
    renderEntry(fixtures.withBrokenTile);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list').dataset.columns).toBe('2');
    expect(screen.queryByText('Where is the picture?')).toBeNull();
    expect(screen.queryByText('Swimwear')).toBeNull();
    expect(loggedFailures(consoleError)).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'content-block-failed',
        deliveryKey: 'uk/broken-jump-off-1-image',
        reason:
          'Tile 2 of the jump-off group uk/jump-off-group-1-broken: image: The jump-off tile needs an image',
      }),
      expect.objectContaining({
        event: 'content-block-failed',
        schema: 'https://schema.wardrobe.shop/blocks/jump-off-tile-2',
        deliveryKey: 'uk/jump-off-tile-2-swimwear',
        reason: expect.stringContaining(
          'Tile 3 of the jump-off group uk/jump-off-group-1-broken: _meta.schema',
        ),
      }),
    ]);
  });

  it('still shows one valid tile, at a group-of-two width', () => {
    renderEntry(fixtures.oneValidTile);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('list').dataset.columns).toBe('2');
    expect(screen.getByRole('link', { name: 'Shop dresses' })).toBeTruthy();
    expect(loggedFailures(consoleError)).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('callToAction.buttonLink') }),
    ]);
  });

  it('renders nothing when no tile is valid, and logs each', () => {
    const { container } = renderEntry({
      ...fixtures.default,
      tiles: [tiles.invalidMissingImage, tiles.invalidMissingCallToAction],
    });
    expect(container.innerHTML).toBe('');
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});
