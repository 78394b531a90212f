import { z } from 'zod';
import { type BlockFailure, blockIdentity, parseFailureReason } from '../../logging';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { type TwoColumnTileEntry, twoColumnTileSchema } from '../two-column-tile/schema';

export const TWO_COLUMN_ROW = 'two-column-row';
export const twoColumnRowSchemaId = blockSchemaId(TWO_COLUMN_ROW);

/** At most two tiles: it is a two-column row. */
export const TWO_COLUMN_ROW_MAX_TILES = 2;

const tilesError = 'A two-column row needs its tiles';

/**
 * Spec 002 §1 "two-column row and tile". The spec names no fields of the row; ours (readings also in README.md):
 *
 * - `tiles`: the row's tiles, inlined as the contract says (`depth=all&format=inlined`): entries whose
 *   `_meta.schema` is the two-column tile's. One or two of them (none, or more than two, fails the row on `tiles`).
 *   Each is parsed with the tile's own schema; a tile that fails is left out of the row, not the row with it, and
 *   its failure travels in `leftOutTiles` for the component to log (`content-block-failed`, naming the tile and,
 *   in the reason, the row). A row whose every tile fails shows nothing.
 * - `title`: optional, the row's `h2`; its tiles' titles are then `h3`.
 */
export const twoColumnRowSchema = z
  .object({
    _meta: entryMeta(twoColumnRowSchemaId),
    title: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    tiles: z
      .array(z.unknown(), { error: tilesError })
      .min(1, { error: tilesError })
      .max(TWO_COLUMN_ROW_MAX_TILES, { error: 'A two-column row holds at most two tiles' }),
  })
  .transform(({ tiles, ...row }) => {
    const where = row._meta.deliveryKey ?? row._meta.name ?? 'without a delivery key';
    const parsed: TwoColumnTileEntry[] = [];
    const leftOutTiles: BlockFailure[] = [];
    tiles.forEach((tile, index) => {
      const result = twoColumnTileSchema.safeParse(tile);
      if (result.success) parsed.push(result.data);
      else
        leftOutTiles.push({
          ...blockIdentity(tile),
          reason: `Left out of the two-column row ${where} (tiles.${index}): ${parseFailureReason(result.error)}`,
        });
    });
    return { ...row, tiles: parsed, leftOutTiles };
  });

/** What an editor may send (defaults not applied yet). */
export type TwoColumnRowInput = z.input<typeof twoColumnRowSchema>;
/** A parsed entry: the component's props. */
export type TwoColumnRowEntry = z.output<typeof twoColumnRowSchema>;
