import { createElement, type ElementType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { type Sprinkles, sprinkles } from '../../styles/sprinkles.css';
import { reset } from './Box.css';

export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'color'> {
  /** Element to render: `div` by default; `section`, `ul`, `li`, `nav`… for the right semantics. */
  as?: ElementType;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

const sprinkleKeys = new Set<string>(sprinkles.properties);

/**
 * The layout primitive: a plain element whose spacing, flex/grid and surface come from sprinkles props, each
 * responsive (`padding={{ xs: 'small', md: 'large' }}`). Server-safe, no client JS.
 */
export function Box({ as = 'div', className, children, ...rest }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else native[key] = value;
  }
  const classes = [reset, sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...native, className: classes }, children);
}
