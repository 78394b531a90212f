import { breakpoints } from '@wardrobe/design-system';
import { offerGridColumns } from '@wardrobe/domain-rules';

/** The grid's columns from the small breakpoint (576 px); below it the cards stack in one column. */
export type CardColumns = 2 | 3;

/**
 * How many columns a card grid has from the small breakpoint (spec 002 §9 "Offer grids: 2 or 3 columns from the
 * small breakpoint"): domain-rules `offerGridColumns` (three or more cards take 3 columns, fewer take 2), never
 * more than the block allows. Reading: a three-column offer block with one or two offers shows two columns (no
 * empty column); a two-column one keeps two whatever its count, its rows wrapping.
 */
export function cardGridColumns(count: number, most: CardColumns = 3): CardColumns {
  return offerGridColumns(count, { smallUp: true }) === 3 && most === 3 ? 3 : 2;
}

/**
 * The cards' picture `sizes` for the grid's columns (mirrors the grid's CSS: one column below 576 px, `columns`
 * from there; tiles reach their third column only from 992 px). Stays beside the CSS: it reads the design system's
 * breakpoints, which domain-rules cannot import.
 */
export function cardGridSizes(columns: CardColumns, threeFrom: 'sm' | 'lg' = 'sm'): string {
  const small = `(min-width: ${breakpoints.sm}px)`;
  if (columns === 2) return `${small} 50vw, 100vw`;
  if (threeFrom === 'lg') return `(min-width: ${breakpoints.lg}px) 33vw, ${small} 50vw, 100vw`;
  return `${small} 33vw, 100vw`;
}
