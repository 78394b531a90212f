import type { LayoutBreakpoint } from './layout.css';

/** One value, or one per breakpoint (mobile first): `{ xs: 'small', md: 'large' }`. */
export type ResponsiveValue<T> = T | Partial<Record<LayoutBreakpoint, T>>;

/** The class for each breakpoint a responsive value names, looked up in a per-breakpoint class map. */
export function responsiveClasses<T extends string | number>(
  value: ResponsiveValue<T> | undefined,
  classes: Record<LayoutBreakpoint, Record<T, string>>,
): string {
  if (value === undefined) return '';
  if (typeof value !== 'object') return classes.xs[value];
  let out = '';
  for (const bp in value) {
    const v = value[bp as LayoutBreakpoint];
    if (v !== undefined) out += `${out ? ' ' : ''}${classes[bp as LayoutBreakpoint][v]}`;
  }
  return out;
}

export function mapResponsive<T, U>(value: ResponsiveValue<T>, map: (v: T) => U): ResponsiveValue<U> {
  if (typeof value !== 'object' || value === null) return map(value as T);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, map(v as T)])) as ResponsiveValue<U>;
}
