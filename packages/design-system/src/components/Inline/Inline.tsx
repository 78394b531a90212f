import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { alignItems, flexDirection, gap, inline, justifyContent } from '../../styles/layout.css';
import { mapResponsive, type ResponsiveValue, responsiveClasses } from '../../styles/responsive';
import type { SpaceToken } from '../../tokens/types';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, both across and between wrapped rows. */
  space: ResponsiveValue<SpaceToken | 'none'>;
  /** Horizontal alignment. */
  align?: ResponsiveValue<'left' | 'center' | 'right' | 'space-between'>;
  /** Vertical alignment within a row. */
  alignY?: 'top' | 'center' | 'bottom' | 'baseline';
  /** Stack the children in a column below this breakpoint (e.g. `md` for mobile). */
  collapseBelow?: 'sm' | 'md' | 'lg' | 'xl';
  /** `div` by default (`ul` for a list of links, `nav`…). */
  as?: ElementType;
  children?: ReactNode;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

const justify = { left: 'start', center: 'center', right: 'end', 'space-between': 'space-between' } as const;
const alignYMap = { top: 'start', center: 'center', bottom: 'end', baseline: 'baseline' } as const;

/** Children in a wrapping row with even gaps (Braid's Inline). Server-safe. */
export function Inline({
  space,
  align = 'left',
  alignY = 'center',
  collapseBelow,
  as: Element = 'div',
  className,
  children,
  ...props
}: InlineProps) {
  const classes = [
    inline,
    responsiveClasses(space, gap),
    responsiveClasses(
      mapResponsive(align, (a) => justify[a]),
      justifyContent,
    ),
    collapseBelow
      ? `${flexDirection.xs.column} ${flexDirection[collapseBelow].row} ${alignItems.xs.stretch} ${alignItems[collapseBelow][alignYMap[alignY]]}`
      : alignItems.xs[alignYMap[alignY]],
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element {...props} className={classes}>
      {children}
    </Element>
  );
}
