import {
  Children,
  type ElementType,
  Fragment,
  type HTMLAttributes,
  isValidElement,
  type ReactNode,
} from 'react';
import { alignItems, gap, stack, stackDivider } from '../../styles/layout.css';
import { mapResponsive, type ResponsiveValue, responsiveClasses } from '../../styles/responsive';
import type { SpaceToken } from '../../tokens/types';

export type StackAlign = 'left' | 'center' | 'right' | 'stretch';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children. */
  space: ResponsiveValue<SpaceToken | 'none'>;
  /** Horizontal alignment of the children. `stretch` (default) makes them full width. */
  align?: ResponsiveValue<StackAlign>;
  /** A divider (`<hr>`, as `Divider` draws it) between every two children. */
  dividers?: boolean;
  /** `div` by default; `ul`/`ol` render each child inside an `li`. */
  as?: ElementType;
  children?: ReactNode;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

const alignment = { left: 'start', center: 'center', right: 'end', stretch: 'stretch' } as const;

/**
 * Children in a column with even space between them (Braid's Stack). Padding belongs to a wrapping `Box`.
 * Server-safe.
 */
export function Stack({
  space,
  align = 'stretch',
  dividers = false,
  as: Element = 'div',
  className,
  children,
  ...props
}: StackProps) {
  // Children.toArray drops null, undefined and booleans, so conditional children leave no gap.
  const items = Children.toArray(children);
  const isList = Element === 'ul' || Element === 'ol';
  const classes = [
    stack,
    responsiveClasses(space, gap),
    responsiveClasses(
      mapResponsive(align, (a) => alignment[a]),
      alignItems,
    ),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element {...props} className={classes}>
      {items.map((child, index) => {
        const key = isValidElement(child) && child.key !== null ? child.key : index;
        const divider = dividers && index > 0 ? <hr className={stackDivider} /> : null;
        if (isList)
          return (
            <li key={key}>
              {divider}
              {child}
            </li>
          );
        // The divider is a flex item of its own, so it gets the same space above and below.
        return (
          <Fragment key={key}>
            {divider}
            {child}
          </Fragment>
        );
      })}
    </Element>
  );
}
