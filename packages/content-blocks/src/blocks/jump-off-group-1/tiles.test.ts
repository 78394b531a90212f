import { describe, expect, it } from 'vitest';
import { jumpOffTile1Fixtures as tiles } from '../jump-off-tile-1/fixtures';
import { jumpOffTile1Schema } from '../jump-off-tile-1/schema';
import { jumpOffTileSizes, parseGroupTiles } from './tiles';

const group = {
  schema: 'https://schema.wardrobe.shop/blocks/jump-off-group-1',
  deliveryKey: 'uk/home-jump-offs',
  deliveryId: 'g-1',
  name: 'Home jump-offs',
};

describe('parseGroupTiles', () => {
  it('keeps the tiles that parse, in order, with their parsed values', () => {
    const { tiles: parsed, failures } = parseGroupTiles(
      [tiles.default, { ...tiles.secondaryButton, title: '  ' }],
      jumpOffTile1Schema,
      group,
    );
    expect(parsed.map((tile) => tile.image.name)).toEqual([
      'jump-off-linen-dresses',
      'jump-off-soft-knitwear',
    ]);
    expect(parsed[1]?.title).toBeUndefined();
    expect(failures).toEqual([]);
  });

  it('leaves out a tile that fails, with the tile’s identity and a reason naming the group and field', () => {
    const { tiles: parsed, failures } = parseGroupTiles(
      [tiles.invalidMissingImage, tiles.default, 'not an entry'],
      jumpOffTile1Schema,
      group,
    );
    expect(parsed).toHaveLength(1);
    expect(failures).toEqual([
      {
        schema: 'https://schema.wardrobe.shop/blocks/jump-off-tile-1',
        deliveryKey: 'uk/broken-jump-off-1-image',
        deliveryId: 'a5c0f1e0-0001-4000-8000-000000000f01',
        name: 'No image',
        reason: 'Tile 1 of the jump-off group uk/home-jump-offs: image: The jump-off tile needs an image',
      },
      {
        schema: null,
        deliveryKey: null,
        deliveryId: null,
        name: null,
        reason: expect.stringMatching(/^Tile 3 of the jump-off group uk\/home-jump-offs: /),
      },
    ]);
  });

  it('refuses a tile of another type by its _meta.schema', () => {
    const other = {
      ...tiles.default,
      _meta: { schema: 'https://schema.wardrobe.shop/blocks/jump-off-tile-2' },
    };
    const { failures } = parseGroupTiles([other], jumpOffTile1Schema, { ...group, deliveryKey: null });
    expect(failures[0]?.reason).toBe(
      'Tile 1 of the jump-off group Home jump-offs: _meta.schema: Expected the content type "https://schema.wardrobe.shop/blocks/jump-off-tile-1"',
    );
  });
});

describe('jumpOffTileSizes', () => {
  it('matches the columns: half, a third or a quarter of the viewport on large screens', () => {
    expect(jumpOffTileSizes(2)).toBe('(min-width: 768px) 50vw, 100vw');
    expect(jumpOffTileSizes(3)).toBe('(min-width: 768px) 33vw, 100vw');
    expect(jumpOffTileSizes(4)).toBe('(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw');
  });
});
