import type { Breakpoint } from '../../tokens/breakpoints';

/** Breakpoints smallest first, as the mobile-first values cascade. */
export const breakpointOrder = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const satisfies readonly Breakpoint[];

/** One value, or values per breakpoint that apply from that breakpoint up (`{ xs: 1, md: 3 }`). */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

function isPerBreakpoint<T>(value: Responsive<T>): value is Partial<Record<Breakpoint, T>> {
  return typeof value === 'object' && value !== null;
}

/**
 * Fills in every breakpoint, mobile-first: a breakpoint without a value takes the one below it, and `xs`
 * without a value takes `base`. So `{ lg: false }` over a base of `true` is true up to `md`, false from `lg`.
 */
export function resolveResponsive<T>(value: Responsive<T> | undefined, base: T): Record<Breakpoint, T> {
  const resolved = {} as Record<Breakpoint, T>;
  const perBreakpoint = value !== undefined && isPerBreakpoint(value) ? value : undefined;
  let current = value !== undefined && !perBreakpoint ? (value as T) : base;
  for (const breakpoint of breakpointOrder) {
    const given = perBreakpoint?.[breakpoint];
    if (given !== undefined) current = given;
    resolved[breakpoint] = current;
  }
  return resolved;
}
