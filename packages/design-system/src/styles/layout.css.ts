import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

/**
 * Static class maps for Stack, Inline and Columns. They are plain objects of class names (no sprinkles runtime,
 * no atoms table), so a Stack costs a few hundred bytes: the budget for Button + Text + Stack is 15 kB gzipped.
 * Box keeps the full sprinkles for everything else.
 */
export const layoutBreakpoints = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export type LayoutBreakpoint = (typeof layoutBreakpoints)[number];

function atBreakpoint(breakpoint: LayoutBreakpoint, rule: Record<string, string>) {
  return breakpoint === 'xs'
    ? rule
    : { '@media': { [`screen and (min-width: ${breakpoints[breakpoint]}px)`]: rule } };
}

function responsiveVariants<Key extends string | number>(values: Record<Key, Record<string, string>>) {
  return Object.fromEntries(
    layoutBreakpoints.map((bp) => [bp, styleVariants(values, (rule) => atBreakpoint(bp, rule))]),
  ) as Record<LayoutBreakpoint, Record<Key, string>>;
}

export const gap = responsiveVariants({
  none: { gap: '0' },
  xxs: { gap: vars.space.xxs },
  xs: { gap: vars.space.xs },
  small: { gap: vars.space.small },
  medium: { gap: vars.space.medium },
  large: { gap: vars.space.large },
  xl: { gap: vars.space.xl },
  xxl: { gap: vars.space.xxl },
});

export const alignItems = responsiveVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justifyContent = responsiveVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  'space-between': { justifyContent: 'space-between' },
});

export const flexDirection = responsiveVariants({
  row: { flexDirection: 'row' },
  column: { flexDirection: 'column' },
});

const repeat = (n: number) => ({ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` });
export const columns = responsiveVariants({
  1: repeat(1),
  2: repeat(2),
  3: repeat(3),
  4: repeat(4),
  5: repeat(5),
  6: repeat(6),
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const inline = style({ display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });
export const grid = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });
export const listItem = style({ minWidth: 0 });

/** Stack's dividers: the regular Divider's look, without pulling the Divider recipe into every Stack. */
export const stackDivider = style({
  margin: 0,
  border: 0,
  borderBlockStart: `1px solid ${vars.color.grey300}`,
  alignSelf: 'stretch',
});
