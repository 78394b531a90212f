import { z } from 'zod';
import { DISPLAY_RULES } from '../../shared/schemaDocs';
import { optionalTileText } from '../jump-off-tile-1/schema';

/** Spec 002 §9 "Jump-off group layout": groups of 2, 3 and 4 items. */
export const JUMP_OFF_GROUP_TILES = { min: 2, max: 4 } as const;

const tileCount = `A jump-off group holds ${JUMP_OFF_GROUP_TILES.min} to ${JUMP_OFF_GROUP_TILES.max} tiles`;

/**
 * The fields every jump-off group wrapper has (spec 002 §1 "with group wrappers", §9); the three groups' schemas
 * take them with their own content type. The spec names no fields, so the names are ours:
 *
 * - `title`: optional, the group's heading (an h2; its tiles' titles are then h3). Blank counts as absent.
 * - `tiles`: 2 to 4 tile entries of the group's own type, inlined (`depth=all&format=inlined`). Fewer or more
 *   fails the group's parse (an editor sees it in preview). Each tile is parsed with its own schema when the
 *   group renders: a tile that fails (or is of another type) is left out and logged, and the group stands.
 */
export const jumpOffGroupFields = {
  title: optionalTileText,
  tiles: z
    .array(z.unknown(), { error: 'The jump-off group needs its tiles' })
    .min(JUMP_OFF_GROUP_TILES.min, { error: tileCount })
    .max(JUMP_OFF_GROUP_TILES.max, { error: tileCount })
    .describe(DISPLAY_RULES.jumpOffGroupLayout),
};
