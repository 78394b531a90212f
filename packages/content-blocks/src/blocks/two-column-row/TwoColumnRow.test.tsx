import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ContentRenderer } from '../../ContentRenderer';
import { createBlockRegistry } from '../../registry';
import { preloadBlockIslands } from '../../shared/islands';
import { twoColumnTileFixtures as tiles } from '../two-column-tile/fixtures';
import { twoColumnRowFixtures as fixtures } from './fixtures';
import { twoColumnRowBlock } from './index';
import { twoColumnRowSchema } from './schema';
import { TwoColumnRow } from './TwoColumnRow';

// The tiles' pictures are client parts loaded on demand: load them first, as a page's server render does.
beforeAll(preloadBlockIslands);

const renderEntry = (entry: unknown) => render(<TwoColumnRow {...twoColumnRowSchema.parse(entry)} />);

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

/** The structured `content-block-failed` lines. */
function failureLines(): Record<string, unknown>[] {
  return consoleError.mock.calls.flatMap(([first]) => {
    if (typeof first !== 'string') return [];
    const line = JSON.parse(first) as Record<string, unknown>;
    return line.event === 'content-block-failed' ? [line] : [];
  });
}

describe('twoColumnRowSchema', () => {
  it.each(Object.entries(fixtures).filter(([name]) => !name.startsWith('invalid')))(
    'parses %s',
    (_name, fixture) => {
      expect(twoColumnRowSchema.safeParse(fixture).error?.issues ?? []).toEqual([]);
    },
  );

  it.each(Object.entries(fixtures).filter(([name]) => name.startsWith('invalid')))(
    'refuses %s',
    (_name, fixture) => {
      expect(twoColumnRowSchema.safeParse(fixture).success).toBe(false);
    },
  );

  it('needs one or two tiles, naming the field', () => {
    for (const fixture of [
      fixtures.invalidNoTiles,
      fixtures.invalidMissingTiles,
      fixtures.invalidThreeTiles,
    ]) {
      expect(twoColumnRowSchema.safeParse(fixture).error?.issues[0]?.path).toEqual(['tiles']);
    }
    expect(twoColumnRowSchema.safeParse(fixtures.invalidThreeTiles).error?.issues[0]?.message).toBe(
      'A two-column row holds at most two tiles',
    );
  });

  it('parses each tile with the tile’s schema, defaults applied', () => {
    const row = twoColumnRowSchema.parse(fixtures.withoutTitle);
    expect(row.tiles.map((tile) => [tile.title, tile.callsToAction])).toEqual([
      ['Knitwear', []],
      [tiles.longText.title, tiles.longText.callsToAction],
    ]);
    expect(row.leftOutTiles).toEqual([]);
  });

  it('leaves out a tile that fails, not the row, and says which and why', () => {
    const row = twoColumnRowSchema.parse(fixtures.withInvalidTile);
    expect(row.tiles.map((tile) => tile.title)).toEqual(['From the journal']);
    expect(row.leftOutTiles).toEqual([
      {
        schema: 'https://schema.wardrobe.shop/blocks/two-column-tile',
        deliveryKey: 'uk/broken-two-column-tile-title',
        deliveryId: '7c0c0a11-0000-4000-8000-000000004f01',
        name: 'Tile without a title',
        reason:
          'Left out of the two-column row uk/two-column-row-broken-tile (tiles.1): title: A tile needs a title',
      },
    ]);
  });

  it('leaves out an entry of another type as a failed tile', () => {
    const row = twoColumnRowSchema.parse({
      ...fixtures.oneTile,
      tiles: [tiles.noHref, { _meta: { schema: 'x' } }],
    });
    expect(row.tiles).toHaveLength(1);
    expect(row.leftOutTiles[0]?.reason).toMatch(/\(tiles\.1\): _meta\.schema: /);
  });
});

describe('TwoColumnRow', () => {
  it('shows its title and its two tiles as a list, the tiles’ titles a level below', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Fresh for the season' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Dresses for every day',
      'Home, sweet home',
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('applies the clickable-tile rule to each tile', () => {
    renderEntry(fixtures.default);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/women/dresses',
      '/home/bedding',
      '/home/cushions',
    ]);
  });

  it('gives its tiles h2 titles when it has no title', () => {
    renderEntry(fixtures.withoutTitle);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('renders the tiles that parse and logs the one left out', () => {
    renderEntry(fixtures.withInvalidTile);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'From the journal' })).toBeTruthy();
    expect(failureLines()).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'content-block-failed',
        deliveryKey: 'uk/broken-two-column-tile-title',
        reason: expect.stringContaining('title: A tile needs a title'),
      }),
    ]);
  });

  it('renders nothing when no tile is left, and logs each', () => {
    const { container } = renderEntry({
      ...fixtures.default,
      tiles: [tiles.invalidMissingImage, tiles.invalidScriptHref],
    });
    expect(container.innerHTML).toBe('');
    expect(failureLines().map((line) => line.deliveryKey)).toEqual([
      'uk/broken-two-column-tile-image',
      'uk/broken-two-column-tile-href',
    ]);
  });

  it('stands on a page through the renderer with a broken tile in it', () => {
    const registry = createBlockRegistry([twoColumnRowBlock]);
    render(<ContentRenderer entry={fixtures.withInvalidTile} registry={registry} showErrors={false} />);
    expect(screen.getByRole('heading', { name: 'Stories and studios', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'From the journal', level: 3 })).toBeTruthy();
    expect(failureLines()).toHaveLength(1);
  });
});
