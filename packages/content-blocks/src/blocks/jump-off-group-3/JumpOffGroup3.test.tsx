import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { jumpOffGroup3Fixtures as fixtures } from './fixtures';
import { JumpOffGroup3 } from './JumpOffGroup3';
import { jumpOffGroup3Schema } from './schema';

// The tiles' pictures are client parts loaded on demand: load them first, as a page's server render does.
beforeAll(preloadBlockIslands);

const renderEntry = (entry: unknown) => render(<JumpOffGroup3 {...jumpOffGroup3Schema.parse(entry)} />);

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

describe('jumpOffGroup3Schema', () => {
  it('refuses a group with one tile or five, or a title that is not text', () => {
    expect(jumpOffGroup3Schema.safeParse(fixtures.invalidOneTile).error?.issues[0]?.path).toEqual(['tiles']);
    expect(jumpOffGroup3Schema.safeParse(fixtures.invalidFiveTiles).error?.issues[0]?.path).toEqual([
      'tiles',
    ]);
    expect(jumpOffGroup3Schema.safeParse(fixtures.invalidBadTitle).error?.issues[0]?.path).toEqual(['title']);
  });
});

describe('JumpOffGroup3', () => {
  it('renders tiles of type three with their markdown bodies; body headings sit below the tiles’ h3', () => {
    const { container } = renderEntry(fixtures.fourTiles);
    expect(container.querySelectorAll('[data-block="jump-off-tile-3"]')).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 4, name: 'How it works' })).toBeTruthy();
    expect(
      container.querySelector<HTMLElement>('[data-block="jump-off-group-3"] > ul')?.dataset.columns,
    ).toBe('4');
  });

  it('keeps each tile’s imagePosition (the tile decides by its own width)', () => {
    const { container } = renderEntry(fixtures.twoTiles);
    const positions = [...container.querySelectorAll<HTMLElement>('[data-block="jump-off-tile-3"]')].map(
      (tile) => tile.dataset.imagePosition,
    );
    expect(positions).toEqual(['Left', 'Right']);
  });

  it('names each link by its text: the bodies’ links and the complete calls to action, in order', () => {
    renderEntry(fixtures.default);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop shoes', '/shoes'],
      ['silk scarf', '/journal/silk-scarf'],
      ['Find a store', '/shop-finder'],
    ]);
  });

  it('leaves out a tile that fails its schema, logs it, and the group stands', () => {
    renderEntry(fixtures.withBrokenTile);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Step into spring',
      'Visit a store',
    ]);
    const line = JSON.parse(consoleError.mock.calls[0]?.[0] as string) as Record<string, unknown>;
    expect(line).toMatchObject({
      event: 'content-block-failed',
      deliveryKey: 'uk/broken-jump-off-3-position',
      reason:
        'Tile 2 of the jump-off group uk/jump-off-group-3-broken: imagePosition: imagePosition is Top, Left or Right',
    });
  });
});
