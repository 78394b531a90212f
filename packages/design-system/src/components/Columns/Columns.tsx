import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { columns as columnClasses, gap, grid } from '../../styles/layout.css';
import { type ResponsiveValue, responsiveClasses } from '../../styles/responsive';
import type { SpaceToken } from '../../tokens/types';

export type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6;

export interface ColumnsProps extends HTMLAttributes<HTMLElement> {
  /** Equal columns, per breakpoint: `{ xs: 1, sm: 2, lg: 3 }` is the spec's offer grid. */
  columns: ResponsiveValue<ColumnCount>;
  /** Gap between columns and rows. */
  space: ResponsiveValue<SpaceToken | 'none'>;
  /** `div` by default; `ul` for a list of cards. */
  as?: ElementType;
  children?: ReactNode;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

/** An equal-column grid whose column count changes by breakpoint. Server-safe. */
export function Columns({
  columns,
  space,
  as: Element = 'div',
  className,
  children,
  ...props
}: ColumnsProps) {
  const classes = [grid, responsiveClasses(columns, columnClasses), responsiveClasses(space, gap), className]
    .filter(Boolean)
    .join(' ');
  return (
    <Element {...props} className={classes}>
      {children}
    </Element>
  );
}
