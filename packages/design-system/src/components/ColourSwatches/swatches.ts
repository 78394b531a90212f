import { moreSwatchesLabel, SWATCH_LIMITS, visibleSwatches } from '@wardrobe/domain-rules';
import type { Breakpoint } from '../../tokens/breakpoints';

/**
 * Which swatches a card shows at each breakpoint, worked out ahead so CSS alone can hide the rest (no JS,
 * correct on the server, no layout shift). The limits themselves are domain rules (`SWATCH_LIMITS`,
 * spec 000 §9 / spec 002 §9: xs 3, sm 4, md 6, lg 6, xl 8, 2xl 9).
 */

/** Breakpoints from narrowest to widest (the names of `breakpoints` and of the spec's swatch table). */
export const SWATCH_BREAKPOINTS = [
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  '2xl',
] as const satisfies readonly Breakpoint[];

/** The most swatches any breakpoint shows (9): more are never rendered. */
export const MAX_RENDERED_SWATCHES = Math.max(...SWATCH_BREAKPOINTS.map((bp) => SWATCH_LIMITS[bp]));

export interface BreakpointSwatches {
  breakpoint: Breakpoint;
  /** Swatches visible at this breakpoint. */
  shown: number;
  /** The N of '+N more' at this breakpoint (0: no link). */
  more: number;
}

/** Shown and hidden counts at every breakpoint, narrowest first. */
export function swatchOverflow(total: number): BreakpointSwatches[] {
  return SWATCH_BREAKPOINTS.map((breakpoint) => ({ breakpoint, ...visibleSwatches(total, breakpoint) }));
}

/**
 * The narrowest breakpoint at which the swatch at `index` (0-based) is visible; `undefined` if it never is.
 * The limits only grow with the viewport, so a swatch, once shown, stays shown on wider screens.
 */
export function swatchVisibleFrom(index: number): Breakpoint | undefined {
  return SWATCH_BREAKPOINTS.find((breakpoint) => SWATCH_LIMITS[breakpoint] > index);
}

export interface MoreLinkRange {
  /** First breakpoint at which this '+N more' link shows. */
  from: Breakpoint;
  /** First breakpoint at which it no longer shows; `undefined`: up to the widest. */
  until: Breakpoint | undefined;
  more: number;
  /** '+N more' (spec 000 §9). */
  label: string;
}

/**
 * One '+N more' link per run of neighbouring breakpoints with the same N (md and lg share one), only where
 * something is hidden. Exactly one of them matches any viewport that hides swatches.
 */
export function moreLinkRanges(total: number): MoreLinkRange[] {
  const ranges: MoreLinkRange[] = [];
  for (const { breakpoint, more } of swatchOverflow(total)) {
    const open = ranges.at(-1);
    if (open && open.until === undefined) {
      if (open.more === more) continue;
      open.until = breakpoint;
    }
    const label = moreSwatchesLabel(more);
    if (label !== undefined) ranges.push({ from: breakpoint, until: undefined, more, label });
  }
  return ranges;
}

/** The key of a breakpoint range's class: `xs-sm`, `md-xl`, `2xl-`. */
export function rangeKey(from: Breakpoint, until: Breakpoint | undefined): string {
  return `${from}-${until ?? ''}`;
}

/** Every range a '+N more' link can cover, so the CSS has a class for each. */
export function allRanges(): Array<[from: Breakpoint, until: Breakpoint | undefined]> {
  return SWATCH_BREAKPOINTS.flatMap((from, i) => [
    ...SWATCH_BREAKPOINTS.slice(i + 1).map((until): [Breakpoint, Breakpoint | undefined] => [from, until]),
    [from, undefined] as [Breakpoint, Breakpoint | undefined],
  ]);
}

/**
 * The colours in display order: the selected one first, so the colour the card shows is never hidden behind
 * '+N more'; the others keep their order.
 */
export function orderSwatches<T extends { id: string }>(colours: readonly T[], selectedId?: string): T[] {
  const selected = colours.find((colour) => colour.id === selectedId);
  return selected ? [selected, ...colours.filter((colour) => colour !== selected)] : [...colours];
}
