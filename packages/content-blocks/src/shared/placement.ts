import { mediaQueries } from '@wardrobe/design-system';
import type { Position } from './enums';

type Edge = 'start' | 'center' | 'end';

/** Each content position an editor can choose (spec 002 §3) as its block-axis and inline-axis edges. */
const PLACES: Record<Position, { block: Edge; inline: Edge }> = {
  Center: { block: 'center', inline: 'center' },
  Top: { block: 'start', inline: 'center' },
  Bottom: { block: 'end', inline: 'center' },
  Left: { block: 'center', inline: 'start' },
  Right: { block: 'center', inline: 'end' },
  'Top Left': { block: 'start', inline: 'start' },
  'Top Right': { block: 'start', inline: 'end' },
  'Bottom Left': { block: 'end', inline: 'start' },
  'Bottom Right': { block: 'end', inline: 'end' },
};

/**
 * Recipe variants, one per position, that place a banner's text box: below 768 px, or from there (`desktop`).
 * `place` says how the block does it (a grid placing its items, or an item placing itself), so each banner keeps
 * its own layout and the positions are read one way.
 */
export function positionVariants(
  place: (edges: { block: Edge; inline: Edge }) => Record<string, string>,
  desktop: boolean,
): Record<Position, object> {
  return Object.fromEntries(
    Object.entries(PLACES).map(([position, edges]) => [
      position,
      desktop ? { '@media': { [mediaQueries.md]: place(edges) } } : place(edges),
    ]),
  ) as Record<Position, object>;
}
