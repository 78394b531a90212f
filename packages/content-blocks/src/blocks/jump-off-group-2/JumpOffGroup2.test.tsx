import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { jumpOffGroup2Fixtures as fixtures } from './fixtures';
import { JumpOffGroup2 } from './JumpOffGroup2';
import { jumpOffGroup2Schema } from './schema';

// The tiles' pictures are client parts loaded on demand: load them first, as a page's server render does.
beforeAll(preloadBlockIslands);

const renderEntry = (entry: unknown) => render(<JumpOffGroup2 {...jumpOffGroup2Schema.parse(entry)} />);

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

describe('jumpOffGroup2Schema', () => {
  it('holds 2 to 4 tiles in a list, naming the field', () => {
    for (const fixture of [
      fixtures.invalidOneTile,
      fixtures.invalidFiveTiles,
      fixtures.invalidTilesNotAList,
    ]) {
      const issues = jumpOffGroup2Schema.safeParse(fixture).error?.issues ?? [];
      expect(issues.map((issue) => issue.path.join('.'))).toEqual(['tiles']);
    }
  });
});

describe('JumpOffGroup2', () => {
  it('renders tiles of type two (text over the picture), titles h3 under the group’s h2', () => {
    const { container } = renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Make yourself at home' })).toBeTruthy();
    expect(container.querySelectorAll('[data-block="jump-off-tile-2"]')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Tableware',
      'Candles',
      'Garden',
    ]);
    expect(screen.getByRole('list').dataset.columns).toBe('3');
  });

  it('shows a tile’s button only with text, link and style (spec §5)', () => {
    renderEntry(fixtures.default);
    const candles = within(screen.getAllByRole('listitem')[1] as HTMLElement);
    expect(candles.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Shop tableware',
      'Shop garden',
    ]);
  });

  it('leaves out a tile that fails its schema, logs it, and the group stands', () => {
    renderEntry(fixtures.withBrokenTile);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Swimwear',
      'Garden',
    ]);
    const line = JSON.parse(consoleError.mock.calls[0]?.[0] as string) as Record<string, unknown>;
    expect(line).toMatchObject({
      event: 'content-block-failed',
      deliveryKey: 'uk/broken-jump-off-2-cta',
      reason:
        'Tile 2 of the jump-off group uk/jump-off-group-2-broken: callToAction: The jump-off tile needs a callToAction',
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('sets four tiles in four columns on large screens', () => {
    renderEntry(fixtures.fourTiles);
    expect(screen.getByRole('list').dataset.columns).toBe('4');
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });
});
